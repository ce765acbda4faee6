import { z } from 'zod';
import { CATEGORIES, SEARCH_SORTS } from '../src/enums.js';
import { CONTROL_CHARACTER, CURSOR_MAX_CHARS, QUERY_CHARS, SEARCH_LIMIT } from '../src/search/bounds.js';
import { boundedText } from '../src/validation.js';
import { SearchResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { queryInput } from './query.js';
import { absentWhenNull, built, eachWith, element, FACADE, fields, nonNull, sometimes } from './body-map.js';
import { graphql, ProductFields } from './fragments.js';
import { answered, defineReadEndpoint } from './read-endpoint.js';
import { filterVariables, refuseUnknownSpecKeys, searchFilterShape } from './search-filters.js';
import { errorResponses } from './responses.js';

/**
 * At least two characters that are not white space, and no control characters at all (they
 * are refused, never silently stripped). The `u` flag makes the server count characters as
 * the published pattern does: an emoji is one character, not two halves.
 */
const QUERY_TEXT = /^[^\u0000-\u001f\u007f]*[^\s\u0000-\u001f\u007f][^\u0000-\u001f\u007f]*[^\s\u0000-\u001f\u007f][^\u0000-\u001f\u007f]*$/u;

export const searchInput = z.strictObject({
  q: boundedText(QUERY_CHARS.min, QUERY_CHARS.max)
    .regex(QUERY_TEXT, 'must hold at least 2 characters other than spaces, and no control characters')
    .meta({ description: 'What the shopper typed, in English or Albanian: model numbers, categories, price phrases, Kosovo cities or store names', examples: ['rtx 4060 prishtina'] }),
  category: z
    .enum(CATEGORIES)
    .optional()
    .meta({ description: 'Only this category (any letter case in a URL)', examples: ['GPU'] }),
  sort: z
    .enum(SEARCH_SORTS)
    .optional()
    .meta({
      description:
        'Result order (any letter case in a URL); price orders put null prices last; `deal` puts the products furthest below their typical price first (see `deal`), those without a judged deal last. Without it, price phrases in q sort by price, else by relevance',
      examples: ['price_asc'],
    }),
  inStockOnly: z
    .boolean()
    .optional()
    .meta({ description: 'Only products some store has in stock (`true` or `false` in a URL); default true', examples: [false] }),
  limit: z
    .int({ error: `must be an integer from ${SEARCH_LIMIT.min} to ${SEARCH_LIMIT.max}` })
    .min(SEARCH_LIMIT.min, `must be an integer from ${SEARCH_LIMIT.min} to ${SEARCH_LIMIT.max}`)
    .max(SEARCH_LIMIT.max, `must be an integer from ${SEARCH_LIMIT.min} to ${SEARCH_LIMIT.max}`)
    .optional()
    .meta({ description: `Results per page, ${SEARCH_LIMIT.min} to ${SEARCH_LIMIT.max}; default ${SEARCH_LIMIT.default}`, examples: [5] }),
  cursor: z
    .string()
    .min(1)
    .max(CURSOR_MAX_CHARS)
    .refine((v) => !CONTROL_CHARACTER.test(v), 'must not contain control characters')
    .optional()
    // The server issues base64url cursors; anything else is refused as invalid_cursor when it is read.
    .meta({
      description: 'nextCursor of the previous page, with the same q, category, sort, inStockOnly, filters and compatibleWith',
      pattern: '^[A-Za-z0-9_-]+$',
      examples: ['AAAAAAoAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    }),
  ...searchFilterShape,
});

export const searchProducts = defineReadEndpoint({
  path: '/search',
  input: searchInput,
  invalidCode: 'invalid_parameter',
  fromRequest: (() => {
    const read = queryInput(searchInput, { unknown: 'refuse' });
    return ({ query }) => {
      refuseUnknownSpecKeys(query);
      return read(query);
    };
  })(),
  document: graphql(
    `
    query searchProducts(
      $q: String!, $category: String, $sort: SearchSort, $inStockOnly: Boolean, $limit: Int, $cursor: String,
      $brand: [String!], $minPrice: Float, $maxPrice: Float, $store: [String!], $city: [String!], $spec: [SpecFilter!],
      $compatibleWith: String, $facets: Boolean
    ) {
      result: search(q: $q, category: $category, sort: $sort, inStockOnly: $inStockOnly, limit: $limit, cursor: $cursor,
        brand: $brand, minPrice: $minPrice, maxPrice: $maxPrice, store: $store, city: $city, spec: $spec, compatibleWith: $compatibleWith, facets: $facets) {
        query results { ...ProductFields } totalMatches returned truncated nextCursor hasMore suggestions { type name url description }
        facets compatibility { productId rulesChecked warnings notChecked }
      }
    }
  `,
    [ProductFields],
  ),
  variables: (input) => ({
    q: input.q,
    category: input.category ?? null,
    sort: input.sort ?? null,
    inStockOnly: input.inStockOnly ?? true,
    limit: input.limit ?? SEARCH_LIMIT.default,
    cursor: input.cursor ?? null,
    ...filterVariables(input),
  }),
  shape: (result, catalog) => {
    const { query, results, suggestions, facets, compatibility, ...rest } = answered(result);
    return {
      schemaVersion: 1,
      query,
      catalog,
      // the rules checked travel with each result (an additive Product field)
      results: compatibility
        ? results.map((r, i) => {
            const { productId: _id, ...check } = compatibility[i];
            return { ...r, compatibility: check };
          })
        : results,
      totalMatches: rest.totalMatches,
      returned: rest.returned,
      truncated: rest.truncated,
      nextCursor: rest.nextCursor,
      hasMore: rest.hasMore,
      ...(rest.totalMatches === 0 ? { suggestions: suggestions ?? [] } : {}),
      ...(facets ? { facets } : {}),
    };
  },
  body: ({ catalog, result }) => {
    const { query, results, suggestions, facets, compatibility, totalMatches, returned, truncated, nextCursor, hasMore } = fields(nonNull(result));
    const { productId: _id, ...check } = fields(element(compatibility));
    return {
      schemaVersion: FACADE,
      query,
      catalog,
      results: eachWith(results, { compatibility: sometimes(built(check)) }),
      totalMatches,
      returned,
      truncated,
      nextCursor,
      hasMore,
      suggestions: sometimes(nonNull(suggestions)),
      facets: absentWhenNull(facets),
    };
  },
});

export const searchProductsDoc: RouteDoc = {
  method: 'get',
  path: '/search',
  operationId: 'searchProducts',
  tag: 'Search',
  summary: 'Natural-language product search (model numbers, prices, Kosovo cities and stores, English and Albanian)',
  description:
    'Reads the query before matching (price phrases and bounds, Kosovo cities and store names, category words, stock words, model numbers in any spacing) and echoes how it read it in `query`. One page of products with their offers; `nextCursor` continues with the same q, category, sort, inStockOnly, filters and compatibleWith, within the same release. Zero matches bring `suggestions`. Filters narrow the matches: brand, minPrice/maxPrice (the price the result shows; inverted bounds are `invalid_range`), store and city (offers, price and stock follow them; combined with a place in q, both apply), and `spec.<key>` values and `.min`/`.max` ranges over the filterable specs of `category`, which spec filters need (`spec_filter_needs_category`; a key the category lacks is `unknown_spec_key`, naming the keys it takes). `facets=true` adds counts over the whole match set; `compatibleWith` keeps only parts that fit chosen ones (`invalid_compatible_with` for an unknown id, a malformed list or more than 8).',
  query: searchInput,
  responses: {
    200: { description: 'One page of results', schema: SearchResponse, example: 'searchResponse' },
    ...errorResponses([400, 401, 402, 429, 503]),
  },
  paid: 'request',
};
