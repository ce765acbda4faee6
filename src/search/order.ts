import type { SearchSort } from '../enums.js';

/**
 * Result orders (SEARCH_SORTS, src/enums.ts). Every order ends on the product id, so it is total and deterministic:
 * - relevance: score desc, then price asc (no price last), then id asc;
 * - price_asc / price_desc: price (no price last in both), then score desc, then id asc;
 * - newest: releasedAt desc (unknown last), then id asc;
 * - deal: how far below its typical price (src/history; no judged deal last), then score desc, then id asc.
 */

export interface Ranked {
  doc: number;
  id: number;
  score: number;
  /** Effective price, NaN when there is none. */
  price: number;
  releasedAt: string | null;
  /** Share below the typical price (sort `deal` only), NaN without a judged deal. */
  discount?: number;
}

function byPrice(a: number, b: number, direction: 1 | -1): number {
  const na = Number.isNaN(a);
  const nb = Number.isNaN(b);
  if (na || nb) return na === nb ? 0 : na ? 1 : -1;
  return (a - b) * direction;
}

export function comparator(sort: SearchSort): (a: Ranked, b: Ranked) => number {
  switch (sort) {
    case 'relevance':
      return (a, b) => b.score - a.score || byPrice(a.price, b.price, 1) || a.id - b.id;
    case 'price_asc':
      return (a, b) => byPrice(a.price, b.price, 1) || b.score - a.score || a.id - b.id;
    case 'price_desc':
      return (a, b) => byPrice(a.price, b.price, -1) || b.score - a.score || a.id - b.id;
    case 'newest':
      return (a, b) => {
        if (a.releasedAt !== b.releasedAt) {
          if (a.releasedAt === null) return 1;
          if (b.releasedAt === null) return -1;
          return a.releasedAt < b.releasedAt ? 1 : -1;
        }
        return a.id - b.id;
      };
    case 'deal':
      return (a, b) => byPrice(a.discount ?? NaN, b.discount ?? NaN, -1) || b.score - a.score || a.id - b.id;
  }
}

/** Rearranges `items` so its first k entries are the k first in `cmp` order (unsorted). */
function selectFirst<T>(items: T[], k: number, cmp: (a: T, b: T) => number): void {
  let lo = 0;
  let hi = items.length - 1;
  while (hi > lo) {
    const mid = (lo + hi) >> 1;
    const [x, y, z] = [items[lo], items[mid], items[hi]];
    const pivot = cmp(x, y) < 0 ? (cmp(y, z) < 0 ? y : cmp(x, z) < 0 ? z : x) : cmp(x, z) < 0 ? x : cmp(y, z) < 0 ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (cmp(items[i], pivot) < 0) i++;
      while (cmp(items[j], pivot) > 0) j--;
      if (i <= j) {
        [items[i], items[j]] = [items[j], items[i]];
        i++;
        j--;
      }
    }
    if (k - 1 <= j) hi = j;
    else if (k - 1 >= i) lo = i;
    else return;
  }
}

/** The first `cap` items in `sort` order; selects before sorting so a huge match set stays cheap. */
export function orderAndCap(items: Ranked[], sort: SearchSort, cap: number): Ranked[] {
  const cmp = comparator(sort);
  if (items.length > cap) {
    selectFirst(items, cap, cmp);
    items.length = cap;
  }
  return items.sort(cmp);
}
