import { z } from 'zod';
import { productView } from '../src/catalog/product-view.js';
import { CURSOR_MAX_CHARS, QUERY_CHARS, SEARCH_LIMIT } from '../src/search/bounds.js';
import { search, type SearchOutcome, type Suggestion } from '../src/search/search.js';
import { SEARCH_SORTS } from '../src/enums.js';
import { characterCount, refusal } from '../src/validation.js';
import type { CompatibilityCheck } from '../src/compat/compatible-with.js';
import type { SpecFilter } from '../src/search/filters.js';
import { builder } from './builder.js';
import { categoryArg, fieldInput, nullable, pageLimitArg, withDefault } from './input.js';
import { JsonScalar } from './json.js';
import { ProductRef } from './product.js';

const SuggestionRef = builder.objectRef<Suggestion>('Suggestion').implement({
  description: 'What to try when a search matched nothing',
  fields: (t) => ({
    type: t.exposeString('type'),
    name: t.exposeString('name'),
    url: t.exposeString('url'),
    description: t.exposeString('description'),
  }),
});

const CompatibilityCheckRef = builder.objectRef<CompatibilityCheck>('CompatibilityCheck').implement({
  description: 'What the build-plan compatibility rules said about a result against the compatibleWith parts (rule ids)',
  fields: (t) => ({
    productId: t.exposeInt('productId'),
    rulesChecked: t.exposeStringList('rulesChecked'),
    warnings: t.exposeStringList('warnings'),
    notChecked: t.exposeStringList('notChecked', { description: 'Rules that could not judge the part: a spec they need is unknown' }),
  }),
});

const SpecFilterInput = builder.inputRef<SpecFilter>('SpecFilter').implement({
  description: "A filter on one of the category's filterable specs: a value, or a numeric range",
  fields: (t) => ({
    key: t.string({ required: true }),
    value: t.string(),
    min: t.float(),
    max: t.float(),
  }),
});

const SearchResult = builder.objectRef<SearchOutcome>('SearchResult').implement({
  description: 'One page of search results and how the query was read',
  fields: (t) => ({
    query: t.field({ type: JsonScalar, resolve: (r) => r.query }),
    results: t.field({
      type: [ProductRef],
      // The search field multiplies by its limit already.
      complexity: { field: 1, multiplier: 1 },
      resolve: (r, _a, ctx) => r.productIds.map((id) => productView(ctx.model, ctx.model.productById.get(id)!, r.storeFilter)),
    }),
    totalMatches: t.exposeInt('totalMatches'),
    returned: t.int({ resolve: (r) => r.productIds.length }),
    truncated: t.exposeBoolean('truncated'),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
    hasMore: t.boolean({ resolve: (r) => r.nextCursor !== null }),
    suggestions: t.field({ type: [SuggestionRef], nullable: true, resolve: (r) => r.suggestions }),
    facets: t.field({ type: JsonScalar, nullable: true, description: 'With facets: true, counts over the whole match set', resolve: (r) => r.facets }),
    compatibility: t.field({
      type: [CompatibilityCheckRef],
      nullable: true,
      description: 'With compatibleWith: one check per result, in result order',
      // one per result: the search field multiplies by its limit already
      complexity: { field: 1, multiplier: 1 },
      resolve: (r) => r.compatibility,
    }),
  }),
});

const { min: QUERY_MIN, max: QUERY_MAX } = QUERY_CHARS;

/** The search field's arguments as the core takes them, defaults applied. */
export const searchArgs = z.object({
  q: z.string().refine(
    (q) => {
      const length = characterCount(q.trim());
      return length >= QUERY_MIN && length <= QUERY_MAX;
    },
    refusal('invalid_parameter', `q: must be ${QUERY_MIN} to ${QUERY_MAX} characters`, `Send a query of ${QUERY_MIN} to ${QUERY_MAX} characters.`),
  ),
  limit: pageLimitArg,
  category: categoryArg,
  cursor: nullable(z.string()).refine(
    (cursor) => !cursor || cursor.length <= CURSOR_MAX_CHARS,
    refusal('invalid_cursor', `cursor: must be at most ${CURSOR_MAX_CHARS} characters`, 'Use the nextCursor value as given.'),
  ),
  sort: nullable(z.enum(SEARCH_SORTS)),
  inStockOnly: withDefault(z.boolean(), true),
  brand: nullable(z.array(z.string())),
  minPrice: nullable(z.number()),
  maxPrice: nullable(z.number()),
  store: nullable(z.array(z.string())),
  city: nullable(z.array(z.string())),
  spec: nullable(z.array(z.object({ key: z.string(), value: nullable(z.string()), min: nullable(z.number()), max: nullable(z.number()) }))),
  compatibleWith: nullable(z.string()),
  facets: withDefault(z.boolean(), false),
});

const SearchSort = builder.enumType('SearchSort', { values: SEARCH_SORTS });

builder.queryField('search', (t) =>
  t.field({
    type: SearchResult,
    nullable: true,
    description: 'Natural-language product search in English or Albanian (models, prices, places, categories)',
    args: {
      q: t.arg.string({ required: true }),
      category: t.arg.string(),
      sort: t.arg({ type: SearchSort }),
      inStockOnly: t.arg.boolean({ defaultValue: true }),
      limit: t.arg.int({ defaultValue: SEARCH_LIMIT.default }),
      cursor: t.arg.string(),
      brand: t.arg.stringList({ description: 'Any of these brands, in any letter case' }),
      minPrice: t.arg.float(),
      maxPrice: t.arg.float(),
      store: t.arg.stringList({ description: 'Only offers of these store ids' }),
      city: t.arg.stringList({ description: 'Only offers of stores in these cities (any spelling the search knows)' }),
      spec: t.arg({ type: [SpecFilterInput], description: 'Spec filters; they need category' }),
      compatibleWith: t.arg.string({ description: 'Up to 8 product ids (CATEGORY:id or id), comma-separated: only parts no build-plan rule finds incompatible with them' }),
      facets: t.arg.boolean({ defaultValue: false }),
    },
    complexity: ({ limit }) => ({ field: 1, multiplier: Math.min(Math.max(limit ?? SEARCH_LIMIT.default, SEARCH_LIMIT.min), SEARCH_LIMIT.max) }),
    resolve: (_root, args, ctx) => {
      const input = fieldInput(ctx, searchArgs, args);
      const { q, category, sort, inStockOnly, limit, cursor, brand, minPrice, maxPrice, store, city, spec, compatibleWith, facets } = input;
      return search(
        ctx.model,
        { q, category, sort, inStockOnly, limit, cursor, filters: { brand, minPrice, maxPrice, store, city, spec }, compatibleWith, facets },
        { urls: ctx.urls, cursorKey: ctx.cursorKey },
      );
    },
  }),
);
