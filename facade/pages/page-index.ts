import type { ReadModel } from '../../src/catalog/read-model.js';
import type { Category, CuratedBuild, Product } from '../../src/catalog/types.js';
import { CATEGORIES, CATEGORY_SLUGS } from '../../src/enums.js';

/**
 * What the pages derive from a release, computed once per release (the model is
 * immutable, so the result is cached against it) and never per request.
 */
export interface PageIndex {
  /** Each category's products, cheapest in-stock price first, then last listed price, then id. */
  byCategory: ReadonlyMap<Category, readonly Product[]>;
  buildById: ReadonlyMap<string, CuratedBuild>;
  /** Curated builds that use each product id (listed or not). */
  buildsByProduct: ReadonlyMap<number, readonly CuratedBuild[]>;
  /** Product ids that curated builds name but the release does not list, with their category. */
  unlisted: ReadonlyMap<number, Category>;
}

export const CATEGORY_BY_SLUG: ReadonlyMap<string, Category> = new Map(CATEGORIES.map((c) => [CATEGORY_SLUGS[c], c]));

const cache = new WeakMap<ReadModel, PageIndex>();

/** The cheapest priced offer of any stock state: what an out-of-stock product last cost. */
export function lastListedPrice(model: ReadModel, productId: number): number | null {
  return (model.offersByProduct.get(productId) ?? []).find((o) => o.price !== null)?.price ?? null;
}

export function pageIndex(model: ReadModel): PageIndex {
  const cached = cache.get(model);
  if (cached) return cached;
  const byCategory = new Map<Category, Product[]>();
  for (const category of CATEGORIES) {
    const keyed = (model.productsByCategory.get(category) ?? []).map((p) => ({
      p,
      inStockPrice: model.summaryByProduct.get(p.id)?.price ?? null,
      anyPrice: lastListedPrice(model, p.id),
    }));
    keyed.sort((a, b) => {
      if ((a.inStockPrice === null) !== (b.inStockPrice === null)) return a.inStockPrice === null ? 1 : -1;
      if (a.inStockPrice !== null && b.inStockPrice !== null && a.inStockPrice !== b.inStockPrice) return a.inStockPrice - b.inStockPrice;
      if ((a.anyPrice === null) !== (b.anyPrice === null)) return a.anyPrice === null ? 1 : -1;
      if (a.anyPrice !== null && b.anyPrice !== null && a.anyPrice !== b.anyPrice) return a.anyPrice - b.anyPrice;
      return a.p.id - b.p.id;
    });
    byCategory.set(
      category,
      keyed.map((k) => k.p),
    );
  }
  const buildsByProduct = new Map<number, CuratedBuild[]>();
  const unlisted = new Map<number, Category>();
  for (const build of model.builds) {
    for (const part of build.parts) {
      const list = buildsByProduct.get(part.productId) ?? [];
      if (!list.includes(build)) list.push(build);
      buildsByProduct.set(part.productId, list);
      if (!model.productById.has(part.productId) && !unlisted.has(part.productId)) unlisted.set(part.productId, part.category);
    }
  }
  const index: PageIndex = { byCategory, buildById: new Map(model.builds.map((b) => [b.id, b])), buildsByProduct, unlisted };
  cache.set(model, index);
  return index;
}
