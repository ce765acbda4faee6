import { z } from 'zod';
import { tidy, type JsonSchema } from '../json-schema.js';

/**
 * Tool schemas in the subset every MCP client reads alike. The contract's zod schemas are
 * the source; what they become here answers what MCP clients and hosts were seen to trip
 * on (the Inspector's own schema lint, its older form renderer, strict Ajv):
 *
 * - every schema is inline: no `$ref`/`$defs`, which some clients never resolve;
 * - `type` is always one string: a nullable value is `anyOf: [{type: X, …}, {type: 'null'}]`,
 *   never `type: [X, 'null']`;
 * - inputs carry no null at all — an optional argument is simply left out;
 * - no `format`: a strict validator without format definitions refuses to compile a schema
 *   naming one (URLs and dates are described in words instead);
 * - a free-form object is `{type: 'object', additionalProperties: true}`, never `{}`;
 * - no `$schema`: the keywords used mean the same in draft-07 and 2020-12.
 */

const BY_TYPE: Record<string, string[]> = {
  string: ['minLength', 'maxLength', 'pattern', 'enum'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  integer: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: ['items', 'minItems', 'maxItems', 'uniqueItems'],
  object: ['properties', 'required', 'additionalProperties', 'propertyNames'],
  boolean: [],
  null: [],
};

const isNull = (schema: unknown) => (schema as JsonSchema | null)?.type === 'null';

function inline(node: unknown, defs: Record<string, JsonSchema>): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(n, defs));
  if (!node || typeof node !== 'object') return node;
  const { $ref, $defs: _defs, ...rest } = node as JsonSchema;
  if (typeof $ref === 'string') {
    const target = defs[$ref.replace('#/$defs/', '')];
    if (!target) throw new Error(`unresolved ${$ref}`);
    return inline({ ...target, ...rest }, defs);
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, key === 'examples' || key === 'enum' ? value : inline(value, defs)]));
}

/** Spells one schema node (after its children) in the portable subset; see the module comment. */
function portable(node: JsonSchema, side: 'input' | 'output'): JsonSchema {
  const { format: _format, ...rest } = node;
  let out: JsonSchema = rest;
  if (Array.isArray(out.type)) {
    const types = out.type as string[];
    const shared = Object.fromEntries(Object.entries(out).filter(([key]) => key !== 'type' && !types.some((t) => BY_TYPE[t]?.includes(key))));
    const branch = (t: string) => ({ type: t, ...Object.fromEntries((BY_TYPE[t] ?? []).filter((k) => k in out).map((k) => [k, out[k]])) });
    out = { ...shared, anyOf: types.map(branch) };
  }
  if (side === 'input' && Array.isArray(out.anyOf) && out.anyOf.some(isNull)) {
    const kept = (out.anyOf as JsonSchema[]).filter((b) => !isNull(b));
    const { anyOf: _anyOf, ...annotations } = out;
    out = kept.length === 1 ? { ...kept[0], ...annotations } : { ...annotations, anyOf: kept };
  }
  return out;
}

function walk(node: unknown, side: 'input' | 'output'): unknown {
  if (Array.isArray(node)) return node.map((n) => walk(n, side));
  if (!node || typeof node !== 'object') return node;
  const children = Object.fromEntries(
    Object.entries(node as JsonSchema).map(([key, value]) => {
      if (key === 'examples' || key === 'enum' || key === 'const' || key === 'default') return [key, value];
      if (key === 'properties') return [key, Object.fromEntries(Object.entries(value as JsonSchema).map(([name, s]) => [name, walk(s, side)]))];
      return [key, walk(value, side)];
    }),
  );
  return portable(children, side);
}

/** A tool's inputSchema or outputSchema from its zod schema (an object schema). */
export function toolSchema(schema: z.ZodObject, side: 'input' | 'output'): JsonSchema {
  const json = tidy(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema);
  const defs = (json.$defs ?? {}) as Record<string, JsonSchema>;
  return walk(inline(json, defs), side) as JsonSchema;
}
