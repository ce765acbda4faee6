import { z } from 'zod';
import { DEFAULT_HISTORY_DAYS, HISTORY_WINDOWS } from '../src/history/types.js';
import { Deal } from './contract.js';
import type { RouteDoc } from './doc.js';
import { productFromPath, productInput, productNotFound, productPathParams } from './products.js';
import { queryInput } from './query.js';
import { FACADE, fields, nonNull } from './body-map.js';
import { graphql } from './fragments.js';
import { defineReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';

const WINDOWS = HISTORY_WINDOWS.join(', ');

const daysValue = z
  .int({ error: `must be one of ${WINDOWS}` })
  .refine((days) => (HISTORY_WINDOWS as readonly number[]).includes(days), `must be one of ${WINDOWS}`)
  .optional()
  .meta({ description: `The window in days, ending on the release's day: one of ${WINDOWS}; default ${DEFAULT_HISTORY_DAYS}`, enum: [...HISTORY_WINDOWS], examples: [90] });

const historyQuery = z.strictObject({ days: daysValue });

export const priceHistoryInput = z.strictObject({ ...productInput.shape, days: daysValue });

export const PricePoint = z
  .object({ date: z.iso.date(), lowestPrice: z.number(), storeCount: z.number().int().min(1) })
  .meta({ id: 'PricePoint', description: "One day's lowest in-stock price over the participating stores, and how many stores had it for sale that day" });

export const PriceStats = z
  .object({
    current: z.number().nullable(),
    min: z.number().nullable(),
    median: z.number().nullable(),
    max: z.number().nullable(),
    lowest30DaysBefore: z.number().nullable(),
  })
  .meta({
    id: 'PriceStats',
    description:
      "`current` is the product's price now (its cheapest in-stock offer); `min`, `median` and `max` are over the window's daily lowest prices; `lowest30DaysBefore` is the lowest daily price in the 30 days before the current price took effect (the EU price-indication rule for announced reductions), from the whole kept history. Null when there is nothing to compute from",
  });

export const PriceHistoryResponse = z
  .object({
    schemaVersion: z.number().int(),
    productId: z.number().int().min(1),
    currency: z.literal('EUR'),
    days: z.union(HISTORY_WINDOWS.map((d) => z.literal(d))),
    points: z.array(PricePoint),
    stats: PriceStats,
    deal: Deal.nullable(),
  })
  .meta({ id: 'PriceHistoryResponse', description: "A product's daily lowest prices over a window, oldest first, with their stats and the deal signal of the current price" });

export const getPriceHistory = defineReadEndpoint({
  path: '/products/:id/price-history',
  input: priceHistoryInput,
  invalidCode: 'invalid_parameter',
  fromRequest: (() => {
    const read = queryInput(historyQuery, { unknown: 'refuse' });
    return (req) => ({ ...read(req.query), ...productFromPath(req) });
  })(),
  document: graphql(`
    query getPriceHistory($id: Int!, $days: Int) {
      result: product(id: $id) {
        priceHistory(days: $days) {
          productId currency days points { date lowestPrice storeCount } stats { current min median max lowest30DaysBefore } deal { class method coverageDays }
        }
      }
    }
  `),
  variables: ({ id, days }) => ({ id, days: days ?? DEFAULT_HISTORY_DAYS }),
  shape: (product, _catalog, { id }) => {
    if (product === null) throw productNotFound(id);
    return { schemaVersion: 1, ...product.priceHistory };
  },
  body: ({ result }) => ({ schemaVersion: FACADE, ...fields(fields(nonNull(result)).priceHistory) }),
});

export const getPriceHistoryDoc: RouteDoc = {
  method: 'get',
  path: '/products/{id}/price-history',
  operationId: 'getPriceHistory',
  tag: 'Products',
  summary: "A product's daily price history, its stats and deal signal",
  description: `The lowest in-stock price of each day (local time in Kosovo, Europe/Belgrade) over the last ${WINDOWS} days (default ${DEFAULT_HISTORY_DAYS}) ending on the release's publish day, over the participating stores; days no store had it for sale are left out. Every publish records the prices it makes current; a day without a publish keeps the prices in force. \`deal\` is the same object product bodies carry, always by its own 90-day method whatever \`days\` is.`,
  params: productPathParams,
  query: historyQuery,
  responses: {
    200: { description: 'The price history', schema: PriceHistoryResponse, example: 'priceHistoryResponse' },
    ...errorResponses([400, 401, 402, 404, 429, 503]),
  },
  paid: 'request',
};
