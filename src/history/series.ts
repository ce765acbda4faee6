import { dayNumber } from './day.js';
import type { Deal, PriceChange, PriceStats } from './types.js';

/** A day's lowest price over the stores that had the product for sale that day. */
export interface DailyLow {
  day: number;
  lowest: number;
  stores: number;
}

/** One product's history rows, ready to walk: per store, in day order, days as numbers. */
export interface ProductHistory {
  stores: readonly (readonly StoreRow[])[];
  /** The first day any row covers. */
  firstDay: number;
}

interface StoreRow {
  day: number;
  lowest: number | null;
  last: number | null;
}

/** Groups a product's rows by store; rows must come in (store, day) order. */
export function productHistory(rows: readonly PriceChange[]): ProductHistory {
  const stores: StoreRow[][] = [];
  let storeId: string | null = null;
  let firstDay = Infinity;
  for (const row of rows) {
    if (row.storeId !== storeId) {
      stores.push([]);
      storeId = row.storeId;
    }
    const day = dayNumber(row.day);
    if (day < firstDay) firstDay = day;
    stores[stores.length - 1].push({ day, lowest: row.lowest, last: row.last });
  }
  return { stores, firstDay };
}

/** Groups rows (in product, store, day order) per product. */
export function indexHistory(rows: readonly PriceChange[]): Map<number, ProductHistory> {
  const out = new Map<number, ProductHistory>();
  let start = 0;
  for (let i = 1; i <= rows.length; i++) {
    if (i === rows.length || rows[i].productId !== rows[start].productId) {
      out.set(rows[start].productId, productHistory(rows.slice(start, i)));
      start = i;
    }
  }
  return out;
}

/**
 * The daily lowest prices from `from` to `to` (inclusive), only days some store had the
 * product for sale. A store's day is its row's `lowest` when it has one that day, else the
 * `last` of its latest earlier row.
 */
export function dailyLows(history: ProductHistory, from: number, to: number): DailyLow[] {
  const walkers = history.stores.map((rows) => {
    let i = 0;
    let carried: number | null = null;
    while (i < rows.length && rows[i].day < from) carried = rows[i++].last;
    return { rows, i, carried };
  });
  const out: DailyLow[] = [];
  for (let day = from; day <= to; day++) {
    let lowest = Infinity;
    let stores = 0;
    for (const w of walkers) {
      let value = w.carried;
      const row = w.rows[w.i];
      if (row !== undefined && row.day === day) {
        value = row.lowest;
        w.carried = row.last;
        w.i++;
      }
      if (value !== null) {
        stores++;
        if (value < lowest) lowest = value;
      }
    }
    if (stores > 0) out.push({ day, lowest, stores });
  }
  return out;
}

const cents = (value: number) => Math.round(value * 100) / 100;

export function median(sorted: readonly number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : cents((sorted[mid - 1] + sorted[mid]) / 2);
}

/**
 * The day the current price took effect: the day after the last day whose lowest price was
 * not the current one (or had none), and at the latest `end` itself (a publish later that day
 * set it). With no such day it is the first day of `days`.
 */
export function effectiveSince(days: readonly DailyLow[], current: number, end: number): number {
  let expected = end;
  for (let k = days.length - 1; k >= 0; k--) {
    if (days[k].day !== expected || days[k].lowest !== current) return Math.min(expected + 1, end);
    expected--;
  }
  return days.length === 0 ? end : days[0].day;
}

/**
 * Stats of the window `days` (ending on `end`), the lowest price in the 30 days before the
 * current price took effect (the EU price-indication rule for announced reductions) taken
 * from `all`, which must cover at least those days.
 */
export function priceStats(all: readonly DailyLow[], window: readonly DailyLow[], current: number | null, end: number): PriceStats {
  const values = window.map((d) => d.lowest).sort((a, b) => a - b);
  let lowest30DaysBefore: number | null = null;
  if (current !== null) {
    const since = effectiveSince(all, current, end);
    for (const d of all) {
      if (d.day >= since - 30 && d.day < since && (lowest30DaysBefore === null || d.lowest < lowest30DaysBefore)) lowest30DaysBefore = d.lowest;
    }
  }
  return {
    current,
    min: values.length > 0 ? values[0] : null,
    median: median(values),
    max: values.length > 0 ? values[values.length - 1] : null,
    lowest30DaysBefore,
  };
}

/**
 * The deal method `median-90d-v1`, over the 90 days ending on the release's day:
 * - no current price, or no price on any day of the window: no deal (null);
 * - coverage (days from the window's first priced day to its end) under 14: insufficient_data;
 * - the current price below every price of the window before it took effect: record_low;
 * - at most 95% of the window's median daily lowest: below_typical;
 * - at least 105% of it: above_typical;
 * - otherwise typical.
 * `discount` ((median − current) / median) orders deals: the further below typical, the better.
 */
export const DEAL_METHOD = 'median-90d-v1';
export const DEAL_WINDOW_DAYS = 90;
export const MIN_COVERAGE_DAYS = 14;

export interface DealJudgement {
  deal: Deal;
  discount: number;
  median: number;
  /** The day the current price took effect. */
  since: number;
}

export function judgeDeal(window: readonly DailyLow[], current: number | null, end: number): DealJudgement | null {
  if (current === null || window.length === 0) return null;
  const coverageDays = end - window[0].day + 1;
  const typical = median(window.map((d) => d.lowest).sort((a, b) => a - b))!;
  const discount = (typical - current) / typical;
  const since = effectiveSince(window, current, end);
  const deal = (cls: Deal['class']): DealJudgement => ({ deal: { class: cls, method: DEAL_METHOD, coverageDays }, discount, median: typical, since });
  if (coverageDays < MIN_COVERAGE_DAYS) return deal('insufficient_data');
  const before = window.filter((d) => d.day < since);
  if (before.length > 0 && before.every((d) => current < d.lowest)) return deal('record_low');
  if (current <= typical * 0.95) return deal('below_typical');
  if (current >= typical * 1.05) return deal('above_typical');
  return deal('typical');
}
