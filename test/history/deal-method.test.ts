import { describe, expect, it } from 'vitest';
import { dateOf, dayNumber, localDay } from '../../src/history/day.js';
import { dailyLows, effectiveSince, judgeDeal, median, priceStats, productHistory } from '../../src/history/series.js';
import type { PriceChange } from '../../src/history/types.js';

/** The release's day in these histories; rows are placed relative to it. */
const END = dayNumber('2026-11-25');

function rows(spec: [store: string, daysBeforeEnd: number, lowest: number | null, last?: number | null][]): PriceChange[] {
  return spec
    .map(([storeId, ago, lowest, last]) => ({ productId: 1, storeId, day: dateOf(END - ago), lowest, last: last === undefined ? lowest : last }))
    .sort((a, b) => (a.storeId < b.storeId ? -1 : a.storeId > b.storeId ? 1 : a.day < b.day ? -1 : 1));
}

const window90 = (history: PriceChange[]) => dailyLows(productHistory(history), END - 89, END);

describe('days', () => {
  it('are local dates in Kosovo: a publish at 00:30 CET is on that day, not the UTC day before', () => {
    expect(localDay('2026-11-24T23:30:00Z')).toBe('2026-11-25');
    expect(localDay('2026-07-01T21:59:00Z')).toBe('2026-07-01');
    expect(localDay('2026-07-01T22:00:00Z')).toBe('2026-07-02');
    expect(dateOf(dayNumber('2026-03-29'))).toBe('2026-03-29');
  });
});

describe('daily lowest prices', () => {
  it("carry each store's last price over days without a row, and take a row's lowest on its own day", () => {
    const history = rows([
      ['a', 10, 100],
      ['a', 5, 80, 95],
      ['b', 8, 90],
      ['b', 2, null],
    ]);
    const days = dailyLows(productHistory(history), END - 10, END);
    const at = (ago: number) => days.find((d) => d.day === END - ago);
    expect(at(10)).toEqual({ day: END - 10, lowest: 100, stores: 1 });
    expect(at(8)).toEqual({ day: END - 8, lowest: 90, stores: 2 });
    expect(at(5)).toEqual({ day: END - 5, lowest: 80, stores: 2 });
    expect(at(4)).toEqual({ day: END - 4, lowest: 90, stores: 2 });
    expect(at(2)).toEqual({ day: END - 2, lowest: 95, stores: 1 });
    expect(days).toHaveLength(11);
  });

  it('leave out days no store had the product for sale', () => {
    const days = dailyLows(
      productHistory(
        rows([
          ['a', 6, 50],
          ['a', 4, null],
          ['a', 1, 55],
        ]),
      ),
      END - 6,
      END,
    );
    expect(days.map((d) => END - d.day)).toEqual([6, 5, 1, 0]);
  });

  it('start from the price in force before the window', () => {
    const days = dailyLows(productHistory(rows([['a', 200, 70]])), END - 29, END);
    expect(days).toHaveLength(30);
    expect(days.every((d) => d.lowest === 70)).toBe(true);
  });
});

describe('stats', () => {
  it('median of an even count is the mean of the middle two, in cents', () => {
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(median([10.1, 10.2])).toBe(10.15);
    expect(median([])).toBeNull();
  });

  it('lowest30DaysBefore is the lowest daily price in the 30 days before the current price took effect', () => {
    // 120 until 40 days ago, 99 for 5 days (35..31 days ago), 110 until 10 days ago, 100 since.
    const history = rows([
      ['a', 100, 120],
      ['a', 40, 99],
      ['a', 35, 110],
      ['a', 10, 100],
    ]);
    const all = dailyLows(productHistory(history), END - 100, END);
    expect(effectiveSince(all, 100, END)).toBe(END - 10);
    const stats = priceStats(
      all,
      all.filter((d) => d.day > END - 90),
      100,
      END,
    );
    // The 30 days before END-10 are END-40..END-11: 99 was on sale 40..36 days ago.
    expect(stats.lowest30DaysBefore).toBe(99);
    expect(stats).toMatchObject({ current: 100, min: 99, max: 120 });
    // A price in force the whole time took effect on the first day there is.
    const flat = dailyLows(productHistory(rows([['a', 50, 100]])), END - 50, END);
    expect(priceStats(flat, flat, 100, END).lowest30DaysBefore).toBeNull();
  });

  it('a current price set by a later publish the same day took effect that day', () => {
    const all = dailyLows(
      productHistory(
        rows([
          ['a', 20, 100],
          ['a', 0, 90, 95],
        ]),
      ),
      END - 20,
      END,
    );
    expect(effectiveSince(all, 95, END)).toBe(END);
  });
});

describe('deal method median-90d-v1', () => {
  it('is null without a current price or without any price in the window', () => {
    expect(judgeDeal(window90(rows([['a', 30, 100]])), null, END)).toBeNull();
    expect(judgeDeal([], 100, END)).toBeNull();
  });

  it('needs 14 days of coverage', () => {
    expect(
      judgeDeal(
        window90(
          rows([
            ['a', 12, 100],
            ['a', 3, 50],
          ]),
        ),
        50,
        END,
      )!.deal,
    ).toEqual({ class: 'insufficient_data', method: 'median-90d-v1', coverageDays: 13 });
    expect(judgeDeal(window90(rows([['a', 13, 100]])), 100, END)!.deal).toEqual({ class: 'typical', method: 'median-90d-v1', coverageDays: 14 });
  });

  it('record_low: below every daily price of the window before it took effect', () => {
    const judged = judgeDeal(
      window90(
        rows([
          ['a', 200, 120],
          ['a', 60, 110],
          ['a', 5, 105],
        ]),
      ),
      105,
      END,
    )!;
    expect(judged.deal).toEqual({ class: 'record_low', method: 'median-90d-v1', coverageDays: 90 });
    expect(judged.since).toBe(END - 5);
    // Equal to an earlier low is not a record.
    expect(
      judgeDeal(
        window90(
          rows([
            ['a', 80, 105],
            ['a', 60, 120],
            ['a', 5, 105],
          ]),
        ),
        105,
        END,
      )!.deal.class,
    ).toBe('below_typical');
  });

  it('below_typical at most 95% of the median, above_typical at least 105%, else typical', () => {
    const base = (current: number) =>
      judgeDeal(
        window90(
          rows([
            ['a', 100, 50],
            ['a', 60, 100],
            ['a', 1, current],
          ]),
        ),
        current,
        END,
      )!;
    // 30 days at 50, then 59 days at 100: the median is 100.
    expect(base(95).deal.class).toBe('below_typical');
    expect(base(95.01).deal.class).toBe('typical');
    expect(base(104.99).deal.class).toBe('typical');
    expect(base(105).deal.class).toBe('above_typical');
    expect(base(95).median).toBe(100);
    expect(base(95).discount).toBeCloseTo(0.05, 10);
  });

  it('a flat price is typical, not a record low', () => {
    expect(judgeDeal(window90(rows([['a', 300, 80]])), 80, END)!.deal).toEqual({ class: 'typical', method: 'median-90d-v1', coverageDays: 90 });
  });

  it('is the same for the same history, whatever order the rows of different stores come in', () => {
    const history = rows([
      ['a', 70, 100],
      ['b', 50, 90],
      ['a', 20, 85],
      ['b', 3, 88],
    ]);
    const again = [...history.filter((r) => r.storeId === 'b'), ...history.filter((r) => r.storeId === 'a')];
    expect(judgeDeal(window90(again), 85, END)).toEqual(judgeDeal(window90(history), 85, END));
  });
});
