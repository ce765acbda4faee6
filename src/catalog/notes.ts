import type { ReadModel } from './read-model.js';

/** The honest words every catalog block carries about coverage and freshness. */

export const MARKET = 'Kosovo consumer PC hardware retail';

export function coverageNote(model: ReadModel): string {
  const cities = [...new Set(model.stores.map((s) => s.city))].sort();
  return `Covers ${model.stores.length} participating stores in ${cities.join(', ')}; not a complete inventory of the Kosovo market.`;
}

export function freshnessNote(model: ReadModel): string {
  if (model.degraded) {
    return `Served from the last good local copy of release ${model.release.id} (generated ${model.release.generatedAt}) because the catalog database is unavailable; prices and stock may be stale.`;
  }
  return `Prices and stock are snapshots from release ${model.release.id}, generated ${model.release.generatedAt}; they can change at the retailer.`;
}

export function dataConfidence(model: ReadModel): 'confirmed' | 'fallback' {
  return model.degraded ? 'fallback' : 'confirmed';
}

export function dataWarning(model: ReadModel): string | null {
  return model.degraded ? 'Served from a local fallback copy of the catalog; the price and stock may be stale.' : null;
}
