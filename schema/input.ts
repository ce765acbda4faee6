import { z } from 'zod';
import { CATEGORIES, type Category } from '../src/enums.js';
import { SEARCH_LIMIT } from '../src/search/bounds.js';
import { parseWith, refusal } from '../src/validation.js';
import type { Context } from './context.js';

/**
 * A field's input, validated once, where it entered. A /graphql caller's arguments are
 * parsed here, with the field's zod schema, into the typed values the core takes. The
 * facade's were parsed at its edge with the endpoint's schema into variables that already
 * are those values (test/schema/field-input.test.ts holds every facade operation to that),
 * and its context says so: the field then takes them as they are, and nothing is parsed twice.
 */
export function fieldInput<S extends z.ZodType>(ctx: Context, schema: S, value: unknown, where = 'argument', code = 'invalid_parameter'): z.output<S> {
  return ctx.validatedAtEdge ? (value as z.output<S>) : parseWith(schema, value, where, code);
}

/** An argument the caller may leave out or send as null: null when absent. */
export const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value): z.output<T> | null => value ?? null);

/** An argument with a default, which GraphQL leaves to the caller to send as null. */
export const withDefault = <T extends z.ZodType>(schema: T, fallback: z.output<T>) => schema.nullish().transform((value): z.output<T> => value ?? fallback);

/** A page size within the REST bounds. */
export const pageLimitArg = withDefault(z.number(), SEARCH_LIMIT.default).refine(
  (limit) => limit >= SEARCH_LIMIT.min && limit <= SEARCH_LIMIT.max,
  refusal('invalid_parameter', `limit: must be an integer from ${SEARCH_LIMIT.min} to ${SEARCH_LIMIT.max}`, `Use a limit between ${SEARCH_LIMIT.min} and ${SEARCH_LIMIT.max}.`),
);

const isCategory = (name: string): name is Category => (CATEGORIES as readonly string[]).includes(name);

/** A category name in any letter case; null when none is given. */
export const categoryArg = nullable(z.string())
  .transform((raw) => (raw ? raw.toUpperCase() : null))
  .refine((name) => name === null || isCategory(name), refusal('invalid_parameter', `category: must be one of ${CATEGORIES.join(', ')}`, 'Use one of the listed category names.'))
  .transform((name) => name as Category | null);
