import { z } from 'zod';
import { invalidInput } from '../src/errors.js';

/** Query parameters that would carry a credential; refusing them keeps secrets out of URLs and logs. */
const CREDENTIAL_PARAMS = new Set(['api_key', 'apikey', 'access_token', 'token', 'key', 'client_secret', 'authorization']);

export function isCredentialParam(name: string): boolean {
  return CREDENTIAL_PARAMS.has(name.toLowerCase());
}

/**
 * Reads a parsed query string into single values. A repeated parameter is ambiguous
 * (`limit=1&limit=2`) and is refused rather than guessed.
 */
export function singleValued(query: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) {
    if (isCredentialParam(name)) {
      throw invalidInput(
        'credential_in_query',
        `Credentials are not accepted in the query string ("${name}")`,
        'Send the credential as Authorization: Bearer <token> and rotate it, since URLs are often logged.',
      );
    }
    if (typeof value !== 'string') {
      throw invalidInput('invalid_parameter', `query parameter "${name}" must be given once`, `Send "${name}" a single time.`);
    }
    out[name] = value;
  }
  return out;
}

interface ValueSchema {
  type?: string;
  enum?: unknown[];
  items?: ValueSchema;
}

type Decode = (text: string) => unknown;

const DECIMAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/;

/**
 * How a query string carries a value of the given JSON Schema, as OpenAPI's `form` style
 * writes it: numbers in decimal, booleans as `true`/`false`, arrays comma-separated, and
 * enum values in any letter case. Text that is not such a value stays text, for the typed
 * schema to refuse with its own message.
 */
function decoderFor(schema: ValueSchema): Decode {
  if (schema.type === 'integer' || schema.type === 'number') return (text) => (DECIMAL.test(text) ? Number(text) : text);
  if (schema.type === 'boolean') return (text) => (text === 'true' ? true : text === 'false' ? false : text);
  if (schema.type === 'array') {
    const item = decoderFor(schema.items ?? {});
    return (text) => text.split(',').map(item);
  }
  if (schema.enum) {
    const canonical = new Map(schema.enum.filter((v): v is string => typeof v === 'string').map((v) => [v.toLowerCase(), v]));
    return (text) => canonical.get(text.toLowerCase()) ?? text;
  }
  return (text) => text;
}

/**
 * The candidate input of a read from its query string, typed by `schema`'s own properties.
 * `unknown: 'ignore'` drops parameters the schema does not name (routes that never refused
 * them); otherwise they pass through for a strict schema to refuse.
 */
export function queryInput(schema: z.ZodObject, opts: { unknown: 'refuse' | 'ignore' }): (query: Record<string, string>) => Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input' }) as { properties?: Record<string, ValueSchema> };
  const decoders = new Map(Object.entries(json.properties ?? {}).map(([name, property]) => [name, decoderFor(property)]));
  return (query) => {
    const out: Record<string, unknown> = {};
    for (const [name, text] of Object.entries(query)) {
      const decode = decoders.get(name);
      if (decode) out[name] = decode(text);
      else if (opts.unknown === 'refuse') out[name] = text;
    }
    return out;
  };
}
