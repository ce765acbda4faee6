import { productView } from '../src/catalog/product-view.js';
import { CURSOR_MAX_CHARS, QUERY_CHARS, SEARCH_LIMIT } from '../src/search/bounds.js';
import { SEARCH_SORTS } from '../src/search/order.js';
import { search, type SearchOutcome, type Suggestion } from '../src/search/search.js';
import { CATEGORIES, type Category } from '../src/catalog/types.js';
import { invalidInput } from '../src/errors.js';
import { characterCount } from '../src/validation.js';
import { builder } from './builder.js';
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
  }),
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
    },
    complexity: ({ limit }) => ({ field: 1, multiplier: Math.min(Math.max(limit ?? SEARCH_LIMIT.default, SEARCH_LIMIT.min), SEARCH_LIMIT.max) }),
    resolve: (_root, args, ctx) => {
      const length = characterCount(args.q.trim());
      const { min, max } = QUERY_CHARS;
      if (length < min || length > max) throw invalidInput('invalid_parameter', `q: must be ${min} to ${max} characters`, `Send a query of ${min} to ${max} characters.`);
      const limit = args.limit ?? SEARCH_LIMIT.default;
      if (limit < SEARCH_LIMIT.min || limit > SEARCH_LIMIT.max) {
        throw invalidInput('invalid_parameter', `limit: must be an integer from ${SEARCH_LIMIT.min} to ${SEARCH_LIMIT.max}`, `Use a limit between ${SEARCH_LIMIT.min} and ${SEARCH_LIMIT.max}.`);
      }
      const category = args.category ? args.category.toUpperCase() : null;
      if (category !== null && !(CATEGORIES as readonly string[]).includes(category)) {
        throw invalidInput('invalid_parameter', `category: must be one of ${CATEGORIES.join(', ')}`, 'Use one of the listed category names.');
      }
      if (args.cursor && args.cursor.length > CURSOR_MAX_CHARS) throw invalidInput('invalid_cursor', `cursor: must be at most ${CURSOR_MAX_CHARS} characters`, 'Use the nextCursor value as given.');
      return search(
        ctx.model,
        { q: args.q, category: category as Category | null, sort: args.sort ?? null, inStockOnly: args.inStockOnly ?? true, limit, cursor: args.cursor ?? null },
        { urls: ctx.urls, cursorKey: ctx.cursorKey },
      );
    },
  }),
);
