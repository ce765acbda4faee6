/**
 * One row of a store's price history for a product: what the day's publishes fixed. `lowest`
 * is the day's lowest in-stock price, `last` the price in force when the day ended (null: not
 * for sale, out of stock or no longer listed). A day without a row keeps the previous row's
 * `last`, so a row is written only when a price changes; that keeps a year of daily history
 * for every offer small enough to load with the release.
 */
export interface PriceChange {
  productId: number;
  storeId: string;
  /** Local date, `YYYY-MM-DD` (see day.ts). */
  day: string;
  lowest: number | null;
  last: number | null;
}

export const DEAL_CLASSES = ['record_low', 'below_typical', 'typical', 'above_typical', 'insufficient_data'] as const;
export type DealClass = (typeof DEAL_CLASSES)[number];

export interface Deal {
  class: DealClass;
  method: string;
  coverageDays: number;
}

export interface PricePoint {
  date: string;
  lowestPrice: number;
  storeCount: number;
}

export interface PriceStats {
  current: number | null;
  min: number | null;
  median: number | null;
  max: number | null;
  lowest30DaysBefore: number | null;
}

/** The windows GET /products/{id}/price-history offers, in days; the default is the deal method's. */
export const HISTORY_WINDOWS = [30, 90, 180, 365] as const;
export const DEFAULT_HISTORY_DAYS = 90;

/**
 * How long rows are kept: a year of windows plus the 30 days the price indication looks back
 * before a price took effect. Pruning keeps each store's last row before the cutoff, so the
 * price in force on the cutoff day is never lost.
 */
export const RETENTION_DAYS = 365 + 30;
