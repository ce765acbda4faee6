import type { ReadModel } from '../catalog/read-model.js';
import { dateOf, dayNumber, localDay } from './day.js';
import { dailyLows, DEAL_WINDOW_DAYS, judgeDeal, priceStats, type DealJudgement, type ProductHistory } from './series.js';
import type { PricePoint, PriceStats } from './types.js';

/**
 * The price history of one release's read model: each product's rows, the release's day (its
 * publish day, the last day of every window) and, computed once on first use, every product's
 * deal. Kept per model, so it is swapped with the release like everything else a request sees.
 */
export interface ReleaseHistory {
  end: number;
  byProduct: ReadonlyMap<number, ProductHistory>;
  deal(productId: number): DealJudgement | null;
  /** Products with a deal, best discount first (then by id). */
  ranked(): readonly { productId: number; judgement: DealJudgement }[];
}

export interface PriceHistoryView {
  productId: number;
  days: number;
  points: PricePoint[];
  stats: PriceStats;
  judgement: DealJudgement | null;
}

const byModel = new WeakMap<ReadModel, ReleaseHistory>();

export function releaseHistory(model: ReadModel): ReleaseHistory {
  let history = byModel.get(model);
  if (!history) {
    history = createReleaseHistory(model);
    byModel.set(model, history);
  }
  return history;
}

function createReleaseHistory(model: ReadModel): ReleaseHistory {
  const end = dayNumber(localDay(model.release.publishedAt));
  const byProduct = model.priceHistory;
  let deals: Map<number, DealJudgement> | null = null;
  let ranking: { productId: number; judgement: DealJudgement }[] | null = null;
  const allDeals = () => {
    if (deals === null) {
      deals = new Map();
      for (const [productId, history] of byProduct) {
        const current = model.summaryByProduct.get(productId)?.price ?? null;
        const judgement = judgeDeal(dailyLows(history, end - DEAL_WINDOW_DAYS + 1, end), current, end);
        if (judgement) deals.set(productId, judgement);
      }
    }
    return deals;
  };
  return {
    end,
    byProduct,
    deal: (productId) => allDeals().get(productId) ?? null,
    ranked: () => {
      ranking ??= [...allDeals()]
        .map(([productId, judgement]) => ({ productId, judgement }))
        .filter(({ judgement }) => judgement.deal.class === 'record_low' || judgement.deal.class === 'below_typical')
        .sort((a, b) => b.judgement.discount - a.judgement.discount || a.productId - b.productId);
      return ranking;
    },
  };
}

/** One product's history over the last `days` days of the release, with its stats and deal. */
export function priceHistoryOf(model: ReadModel, productId: number, days: number): PriceHistoryView {
  const history = releaseHistory(model);
  const rows = history.byProduct.get(productId);
  const current = model.summaryByProduct.get(productId)?.price ?? null;
  const start = history.end - days + 1;
  const all = rows ? dailyLows(rows, Math.min(rows.firstDay, start), history.end) : [];
  const window = all.filter((d) => d.day >= start);
  return {
    productId,
    days,
    points: window.map((d) => ({ date: dateOf(d.day), lowestPrice: d.lowest, storeCount: d.stores })),
    stats: priceStats(all, window, current, history.end),
    judgement: history.deal(productId),
  };
}
