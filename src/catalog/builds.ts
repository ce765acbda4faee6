import { dataConfidence, dataWarning } from './notes.js';
import type { ReadModel } from './read-model.js';
import { CATEGORY_SLUGS } from '../enums.js';
import type { CuratedBuild, CuratedBuildPart } from './types.js';

/**
 * A curated build priced against the current release. The flags follow the contract:
 * a part is missing when the release has no name or no live price for it, out of stock
 * when it resolves but no store has it, available only with a name, a price and stock.
 */

export interface BuildPartView {
  part: CuratedBuildPart;
  categorySlug: string;
  name: string | null;
  price: number | null;
  currency: 'EUR' | null;
  inStock: boolean;
  available: boolean;
  dataConfidence: 'confirmed' | 'fallback' | null;
  dataWarning: string | null;
  lastUpdated: string | null;
}

export interface BuildView {
  build: CuratedBuild;
  total: number | null;
  currency: 'EUR' | null;
  missingPartCount: number;
  complete: boolean;
  outOfStockPartCount: number;
  readyToBuy: boolean;
  parts: BuildPartView[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A part's live price: the cheapest in-stock offer, or — when none is in stock — the
 * cheapest priced offer, so an out-of-stock part still shows what it last cost.
 */
function livePrice(model: ReadModel, productId: number): number | null {
  const summary = model.summaryByProduct.get(productId);
  if (summary?.price != null) return summary.price;
  return (model.offersByProduct.get(productId) ?? []).find((o) => o.price !== null)?.price ?? null;
}

export function buildView(model: ReadModel, build: CuratedBuild): BuildView {
  const parts = build.parts.map((part): BuildPartView => {
    const product = model.productById.get(part.productId);
    const summary = model.summaryByProduct.get(part.productId);
    const price = product ? livePrice(model, part.productId) : null;
    const inStock = summary?.inStock ?? false;
    return {
      part,
      categorySlug: CATEGORY_SLUGS[part.category],
      name: product?.name ?? null,
      price,
      currency: price === null ? null : 'EUR',
      inStock,
      available: product !== undefined && price !== null && inStock,
      dataConfidence: product ? dataConfidence(model) : null,
      dataWarning: product ? dataWarning(model) : null,
      lastUpdated: summary?.lastUpdated ?? null,
    };
  });
  const priced = parts.filter((p) => p.price !== null);
  const missingPartCount = parts.filter((p) => p.name === null || p.price === null).length;
  const outOfStockPartCount = parts.filter((p) => p.name !== null && !p.inStock).length;
  const total = priced.length ? round2(priced.reduce((sum, p) => sum + (p.price ?? 0), 0)) : null;
  return {
    build,
    total,
    currency: total === null ? null : 'EUR',
    missingPartCount,
    complete: missingPartCount === 0,
    outOfStockPartCount,
    readyToBuy: missingPartCount === 0 && outOfStockPartCount === 0,
    parts,
  };
}
