import { z } from 'zod';
import { invalidInput } from './errors.js';

/** A check that answers with its own code and resolution, and its message whole, where the generic ones would say less. */
export interface Refusal {
  code: string;
  resolution: string;
}

/** The options of a zod check (`refine`) that refuses with its own code, message and resolution. */
export function refusal(code: string, message: string, resolution: string): { message: string; params: Refusal } {
  return { message, params: { code, resolution } };
}

/**
 * Validates request input with a zod schema. The message names the offending parameter,
 * because a caller (often an agent) fixes its request from that message alone.
 */
export function parseWith<T extends z.ZodType>(schema: T, value: unknown, where: string, code = 'invalid_parameter'): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const own = issue.code === 'custom' ? (issue.params as Partial<Refusal> | undefined) : undefined;
  if (own?.code !== undefined && own.resolution !== undefined) throw invalidInput(own.code, issue.message, own.resolution);
  const name = issue.path.length ? issue.path.join('.') : where;
  const message = issue.code === 'unrecognized_keys' ? `unknown ${where} ${issue.keys.map((k) => `"${k}"`).join(', ')}` : `${name}: ${issue.message}`;
  throw invalidInput(code, message.slice(0, 400), `Fix "${name}" and retry; the OpenAPI document at /agent-api/v1/openapi.json lists every bound.`);
}

export const positiveIdPattern = /^[1-9]\d{0,9}$/;

/** Product ids are GraphQL Ints: a larger number can name no product. */
export const MAX_PRODUCT_ID = 2_147_483_647;

export function isProductId(text: string): boolean {
  return positiveIdPattern.test(text) && Number(text) <= MAX_PRODUCT_ID;
}

/** A product id as a value: an integer the GraphQL `Int` the operations take can carry. */
export const productIdValue = z
  .int({ error: `must be an integer from 1 to ${MAX_PRODUCT_ID}` })
  .min(1, `must be an integer from 1 to ${MAX_PRODUCT_ID}`)
  .max(MAX_PRODUCT_ID, `must be an integer from 1 to ${MAX_PRODUCT_ID}`);

/** Characters as JSON Schema's minLength/maxLength count them: code points, where JavaScript's `length` counts UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/**
 * A string of `min` to `max` characters. Counted in code points, so an emoji counts once
 * here as it does for every JSON Schema validator reading the published bounds.
 */
export function boundedText(min: number, max: number) {
  return z
    .string()
    .refine((text) => {
      const count = characterCount(text);
      return count >= min && count <= max;
    }, `must be ${min} to ${max} characters`)
    .meta(min > 0 ? { minLength: min, maxLength: max } : { maxLength: max });
}
