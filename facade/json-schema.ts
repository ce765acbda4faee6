import { z } from 'zod';

/**
 * JSON Schema from the zod schemas, for the OpenAPI document and the MCP tools. Schemas
 * describe what a caller may send and what it receives, so they are converted on their
 * input side: objects stay open unless the schema is strict, exactly as authored.
 */

export type JsonSchema = { [key: string]: unknown };

const SAFE = Number.MAX_SAFE_INTEGER;
/** Keywords whose value is data, not schema. */
const DATA = new Set(['examples', 'default', 'const', 'enum']);

/**
 * Removes what zod adds that says nothing to a reader: `$schema`/`$id` on each schema,
 * the ±2^53 bounds of an unbounded integer, and the long pattern beside `format: date-time`;
 * and spells "any value" as `true` rather than `{}`, which schema linters read as untyped.
 */
export function tidy<T>(node: T): T {
  if (Array.isArray(node)) return node.map(tidy) as T;
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (key === '$schema' || key === '$id') continue;
    if (key === 'minimum' && value === -SAFE) continue;
    if (key === 'maximum' && value === SAFE) continue;
    if (key === 'pattern' && (node as JsonSchema).format === 'date-time') continue;
    if (key === 'additionalProperties' && value && typeof value === 'object' && Object.keys(value).length === 0) {
      out[key] = true;
      continue;
    }
    if (DATA.has(key)) {
      out[key] = value;
      continue;
    }
    out[key] = key === 'properties' || key === '$defs' ? mapValues(value as Record<string, unknown>, tidy) : tidy(value);
  }
  return out as T;
}

function mapValues<T, U>(record: Record<string, T>, fn: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value)]));
}

/** A schema on its own: nested schemas with an id are kept under `$defs`. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return tidy(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema);
}

/** The component name of a schema registered with `.meta({ id })`, if any. */
export function componentId(schema: z.ZodType): string | undefined {
  return z.globalRegistry.get(schema)?.id;
}

/** Every schema registered with an id, referring to each other under `prefix` (e.g. `#/components/schemas/`). */
export function componentSchemas(prefix: string): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, { io: 'input', uri: (id) => `${prefix}${id}` }) as { schemas: Record<string, JsonSchema> };
  return mapValues(schemas, tidy);
}
