import { z } from 'zod';
import { CATEGORIES } from '../src/catalog/types.js';
import { SearchResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { parseWith } from '../src/validation.js';
import { defineReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';

// eslint-disable-next-line no-control-regex
const noControl = (v: string) => !/[\u0000-\u001f\u007f]/.test(v);

export const searchQuery = z.strictObject({
  q: z
    .string()
    .min(2)
    .max(160)
    .refine(noControl, 'must not contain control characters')
    .refine((v) => v.trim().length >= 2, 'must hold at least 2 non-space characters')
    .meta({ description: 'What the shopper typed, in English or Albanian', example: 'rtx 4060 prishtina' }),
  category: z
    .string()
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(CATEGORIES))
    .optional()
    .meta({ description: `One of ${CATEGORIES.join(', ')} (case-insensitive)`, example: 'GPU' }),
  sort: z.enum(['relevance', 'price_asc', 'price_desc', 'newest']).optional().meta({ description: 'Null prices sort last in both price orders' }),
  inStockOnly: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional()
    .meta({ description: 'Default true' }),
  limit: z
    .string()
    .regex(/^\d{1,2}$/, 'must be an integer from 1 to 25')
    .transform(Number)
    .pipe(z.number().int().min(1).max(25))
    .optional()
    .meta({ description: '1 to 25, default 10' }),
  cursor: z.string().min(1).max(512).refine(noControl, 'must not contain control characters').optional().meta({ description: 'nextCursor of the previous page' }),
});

export const searchProducts = defineReadEndpoint({
  operationId: 'searchProducts',
  path: '/search',
  variableTypes: { q: 'String!', category: 'String', sort: 'SearchSort', inStockOnly: 'Boolean', limit: 'Int', cursor: 'String' },
  selection: `search(q: $q, category: $category, sort: $sort, inStockOnly: $inStockOnly, limit: $limit, cursor: $cursor) {
    query results { ...ProductFields } totalMatches returned truncated nextCursor hasMore suggestions { type name url description } }`,
  parse: ({ query }) => {
    const input = parseWith(searchQuery, query, 'query parameter');
    return {
      q: input.q,
      category: input.category ?? null,
      sort: input.sort ?? null,
      inStockOnly: input.inStockOnly ?? true,
      limit: input.limit ?? 10,
      cursor: input.cursor ?? null,
    };
  },
  shape: (result, catalog) => {
    const { query, suggestions, ...rest } = result as { query: unknown; suggestions: unknown[] | null } & Record<string, unknown>;
    return {
      schemaVersion: 1,
      query,
      catalog,
      results: rest.results,
      totalMatches: rest.totalMatches,
      returned: rest.returned,
      truncated: rest.truncated,
      nextCursor: rest.nextCursor,
      hasMore: rest.hasMore,
      ...(rest.totalMatches === 0 ? { suggestions: suggestions ?? [] } : {}),
    };
  },
});

export const searchProductsDoc: RouteDoc = {
  method: 'get',
  path: '/search',
  operationId: 'searchProducts',
  summary: 'Natural-language product search (model numbers, prices, Kosovo cities and stores, English and Albanian)',
  query: searchQuery,
  responses: { 200: { description: 'One page of results', schema: SearchResponse }, ...errorResponses(400, 401, 402, 429, 503) },
  paid: true,
};
