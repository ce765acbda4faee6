import type { ReadModel } from '../src/catalog/read-model.js';
import { z } from 'zod';
import { dateOf } from '../src/history/day.js';
import { listDeals, type DealsPage } from '../src/history/deals.js';
import { priceHistoryOf, releaseHistory, type PriceHistoryView } from '../src/history/release-history.js';
import type { DealJudgement } from '../src/history/series.js';
import { DEAL_CLASSES, DEFAULT_HISTORY_DAYS, HISTORY_WINDOWS, type Deal, type PricePoint, type PriceStats } from '../src/history/types.js';
import { builder } from './builder.js';
import { ProductRef } from './product.js';
import { SEARCH_LIMIT } from '../src/search/bounds.js';
import { categoryArg, fieldInput, nullable, pageLimitArg, withDefault } from './input.js';
import { refusal } from '../src/validation.js';

const DealClass = builder.enumType('DealClass', { values: DEAL_CLASSES });

const DealRef = builder.objectRef<Deal>('Deal').implement({
  description: "Whether today's price is a good one: the class a documented method (`method`) gives it over the product's daily lowest prices",
  fields: (t) => ({
    class: t.field({ type: DealClass, resolve: (d) => d.class }),
    method: t.exposeString('method'),
    coverageDays: t.exposeInt('coverageDays'),
  }),
});

const PricePointRef = builder.objectRef<PricePoint>('PricePoint').implement({
  description: "One day's lowest in-stock price over the participating stores",
  fields: (t) => ({
    date: t.exposeString('date'),
    lowestPrice: t.exposeFloat('lowestPrice'),
    storeCount: t.exposeInt('storeCount'),
  }),
});

const PriceStatsRef = builder.objectRef<PriceStats>('PriceStats').implement({
  description: "The window's daily lowest prices summed up, and the lowest price in the 30 days before the current one took effect",
  fields: (t) => ({
    current: t.exposeFloat('current', { nullable: true }),
    min: t.exposeFloat('min', { nullable: true }),
    median: t.exposeFloat('median', { nullable: true }),
    max: t.exposeFloat('max', { nullable: true }),
    lowest30DaysBefore: t.exposeFloat('lowest30DaysBefore', { nullable: true }),
  }),
});

const PriceHistoryRef = builder.objectRef<PriceHistoryView>('PriceHistory').implement({
  description: "A product's daily lowest prices over a window ending on the release's day",
  fields: (t) => ({
    productId: t.exposeInt('productId'),
    currency: t.string({ resolve: () => 'EUR' }),
    days: t.exposeInt('days'),
    points: t.field({ type: [PricePointRef], complexity: { field: 1, multiplier: 1 }, resolve: (h) => h.points }),
    stats: t.field({ type: PriceStatsRef, resolve: (h) => h.stats }),
    deal: t.field({ type: DealRef, nullable: true, resolve: (h) => h.judgement?.deal ?? null }),
  }),
});

/** The priceHistory field's argument: one of the history windows, 90 days unless said. */
export const priceHistoryArgs = z.object({
  days: withDefault(z.number(), DEFAULT_HISTORY_DAYS).refine(
    (days) => (HISTORY_WINDOWS as readonly number[]).includes(days),
    refusal('invalid_parameter', `days: must be one of ${HISTORY_WINDOWS.join(', ')}`, `Send days=${HISTORY_WINDOWS.join(', ')} or leave it out (${DEFAULT_HISTORY_DAYS}).`),
  ),
});

/** The deals field's arguments as listDeals takes them. */
export const dealsArgs = z.object({ category: categoryArg, city: nullable(z.string()), limit: pageLimitArg, cursor: nullable(z.string()) });

const dealOf = (model: ReadModel, productId: number) => releaseHistory(model).deal(productId)?.deal ?? null;

builder.objectFields(ProductRef, (t) => ({
  deal: t.field({
    type: DealRef,
    nullable: true,
    description: 'The deal signal of the current price (null without price history or a current price)',
    // A lookup in the release's precomputed deals: free, so a product costs what it did before it had one.
    complexity: { field: 0, multiplier: 0 },
    resolve: (v, _a, ctx) => dealOf(ctx.model, v.product.id),
  }),
  priceHistory: t.field({
    type: PriceHistoryRef,
    description: `Daily lowest prices over the last ${HISTORY_WINDOWS.join(', ')} days`,
    args: { days: t.arg.int({ defaultValue: DEFAULT_HISTORY_DAYS }) },
    resolve: (v, args, ctx) => priceHistoryOf(ctx.model, v.product.id, fieldInput(ctx, priceHistoryArgs, args).days),
  }),
}));

interface DealItem {
  productId: number;
  judgement: DealJudgement;
}

const DealItemRef = builder.objectRef<DealItem>('DealItem').implement({
  description: 'A product priced below its typical price, with what typical is',
  fields: (t) => ({
    product: t.field({ type: ProductRef, resolve: (d) => d.productId }),
    typicalPrice: t.float({ description: 'The median daily lowest price of the deal window', resolve: (d) => d.judgement.median }),
    savingPercent: t.float({ description: 'How far the current price is below typical, in percent (one decimal)', resolve: (d) => Math.round(d.judgement.discount * 1000) / 10 }),
    priceSince: t.string({ description: 'The day (local date) the current price took effect, within the deal window', resolve: (d) => dateOf(d.judgement.since) }),
    priceHistoryUrl: t.string({ resolve: (d, _a, ctx) => ctx.urls.api(`/products/${d.productId}/price-history`) }),
  }),
});

const DealsPageRef = builder.objectRef<DealsPage>('DealsPage').implement({
  description: 'One page of current deals, furthest below typical first',
  fields: (t) => ({
    city: t.exposeString('city', { nullable: true }),
    results: t.field({ type: [DealItemRef], complexity: { field: 1, multiplier: 1 }, resolve: (p) => p.items }),
    totalMatches: t.exposeInt('totalMatches'),
    returned: t.int({ resolve: (p) => p.items.length }),
    nextCursor: t.exposeString('nextCursor', { nullable: true }),
    hasMore: t.boolean({ resolve: (p) => p.nextCursor !== null }),
  }),
});

builder.queryField('deals', (t) =>
  t.field({
    type: DealsPageRef,
    description: 'Current deals (record lows and prices below typical), optionally of one category and in stock in one city',
    args: {
      category: t.arg.string(),
      city: t.arg.string(),
      limit: t.arg.int({ defaultValue: 10 }),
      cursor: t.arg.string(),
    },
    complexity: ({ limit }) => ({ field: 1, multiplier: Math.min(Math.max(limit ?? SEARCH_LIMIT.default, SEARCH_LIMIT.min), SEARCH_LIMIT.max) }),
    resolve: (_root, args, ctx) => listDeals(ctx.model, fieldInput(ctx, dealsArgs, args), ctx.cursorKey),
  }),
);
