import fc from 'fast-check';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * fast-check arbitraries for the values a JSON Schema (2020-12, as the OpenAPI document
 * writes it) accepts. Strings are drawn broadly — any Unicode, the schema's pattern, its
 * examples — and kept only when the schema itself accepts them, so every generated value
 * is valid by the document's own definition and nothing narrower.
 */

export type Schema = Record<string, any>;

const ajv = new Ajv2020.default({ strict: false });
addFormats.default(ajv);

function accepts(schema: Schema): (value: unknown) => boolean {
  const validate = ajv.compile(schema);
  return (value) => validate(value) as boolean;
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const max = Math.min(schema.maxLength ?? 200, 600);
  const min = schema.minLength ?? 0;
  const sources: fc.Arbitrary<string>[] = [fc.string({ unit: 'binary', minLength: min, maxLength: max }), fc.string({ unit: 'grapheme', minLength: min, maxLength: max })];
  if (schema.pattern) sources.push(fc.stringMatching(new RegExp(schema.pattern, 'u')));
  if (schema.format === 'uri') sources.push(fc.webUrl());
  if (schema.format === 'date-time') sources.push(fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }).map((d) => d.toISOString()));
  if (Array.isArray(schema.examples)) sources.push(fc.constantFrom(...schema.examples));
  return fc.oneof(...sources).filter(accepts({ type: 'string', ...pick(schema, ['minLength', 'maxLength', 'pattern', 'format']) }));
}

function pick(schema: Schema, keys: string[]): Schema {
  return Object.fromEntries(keys.filter((k) => k in schema).map((k) => [k, schema[k]]));
}

function numberArbitrary(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? (integer ? -1_000_000 : -1e9);
  const max = schema.maximum ?? schema.exclusiveMaximum ?? (integer ? 1_000_000 : 1e9);
  const value = integer
    ? fc.integer({ min, max })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: 'exclusiveMinimum' in schema, maxExcluded: 'exclusiveMaximum' in schema });
  return value.filter(accepts(schema));
}

export interface Overrides {
  /** Replaces the arbitrary of a property, by name, wherever it occurs. */
  properties?: Record<string, fc.Arbitrary<unknown>>;
}

export function arbitraryFor(schema: Schema, overrides: Overrides = {}): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  if (schema.anyOf || schema.oneOf) return fc.oneof(...(schema.anyOf ?? schema.oneOf).map((s: Schema) => arbitraryFor(s, overrides)));
  if (schema.allOf) throw new Error('allOf is not generated; describe the value in one schema');
  const type = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (type.length > 1) return fc.oneof(...type.map((t: string) => arbitraryFor({ ...schema, type: t }, overrides)));
  switch (type[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const item = arbitraryFor(schema.items ?? {}, overrides);
      const bounds = { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 25) };
      return schema.uniqueItems ? fc.uniqueArray(item, { ...bounds, selector: (v) => JSON.stringify(v) }) : fc.array(item, bounds);
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const shape = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, overrides.properties?.[name] ?? arbitraryFor(s, overrides)]));
      return fc.record(shape, { requiredKeys: schema.required ?? [] });
    }
    default:
      throw new Error(`cannot generate values of ${JSON.stringify(schema).slice(0, 200)}`);
  }
}
