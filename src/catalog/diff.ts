import type { SourceContent } from './source.js';
import type { ReleaseContent } from './types.js';

/**
 * What publishing a source would change against the current release, and the guard that
 * keeps a broken feed from emptying the catalog: a store whose offer count drops by more
 * than the allowed share blocks the publish unless it is forced.
 */

export interface OfferChange {
  productId: number;
  store: string;
  from: number | string | null;
  to: number | string | null;
}

export interface ReleaseDiff {
  currentReleaseId: string | null;
  products: { added: number[]; removed: number[] };
  offers: { added: number; removed: number; unchanged: number };
  priceChanges: OfferChange[];
  stockChanges: OfferChange[];
  unmatched: number;
  /** Listings left for review, by why (condition, ambiguous, conflict, duplicate, …). */
  reviewByCode: Record<string, number>;
  rejectedRows: number;
  /** Listings an operator mapping pinned to a product, or marked "not ours". */
  pinned: number;
  notOurs: number;
  offersByStore: Record<string, { current: number; next: number }>;
}

export interface StoreDrop {
  store: string;
  current: number;
  next: number;
  share: number;
}

export const DEFAULT_MAX_DROP = 0.5;

export function diffRelease(current: ReleaseContent | null, source: SourceContent): ReleaseDiff {
  const key = (productId: number, storeId: string) => `${productId}@${storeId}`;
  const before = new Map((current?.offers ?? []).map((o) => [key(o.productId, o.storeId), o]));
  const after = new Map(source.offers.map((o) => [key(o.productId, o.storeId), o]));
  const priceChanges: OfferChange[] = [];
  const stockChanges: OfferChange[] = [];
  let unchanged = 0;
  for (const [k, next] of after) {
    const previous = before.get(k);
    if (!previous) continue;
    if (previous.price !== next.price) priceChanges.push({ productId: next.productId, store: next.storeId, from: previous.price, to: next.price });
    if (previous.availability !== next.availability) {
      stockChanges.push({ productId: next.productId, store: next.storeId, from: previous.availability, to: next.availability });
    }
    if (previous.price === next.price && previous.availability === next.availability) unchanged += 1;
  }
  const beforeProducts = new Set((current?.products ?? []).map((p) => p.id));
  const afterProducts = new Set(source.products.map((p) => p.id));
  const offersByStore: Record<string, { current: number; next: number }> = {};
  const count = (storeId: string, field: 'current' | 'next') => {
    offersByStore[storeId] ??= { current: 0, next: 0 };
    offersByStore[storeId][field] += 1;
  };
  for (const o of current?.offers ?? []) count(o.storeId, 'current');
  for (const o of source.offers) count(o.storeId, 'next');
  return {
    currentReleaseId: current?.id ?? null,
    products: {
      added: [...afterProducts].filter((id) => !beforeProducts.has(id)).sort((a, b) => a - b),
      removed: [...beforeProducts].filter((id) => !afterProducts.has(id)).sort((a, b) => a - b),
    },
    offers: {
      added: [...after.keys()].filter((k) => !before.has(k)).length,
      removed: [...before.keys()].filter((k) => !after.has(k)).length,
      unchanged,
    },
    priceChanges,
    stockChanges,
    unmatched: source.report.review.length,
    reviewByCode: countBy(source.report.review.map((r) => r.code)),
    rejectedRows: source.report.rejected.length,
    pinned: source.report.mappings.applied.filter((m) => m.productId !== null).length,
    notOurs: source.report.mappings.applied.filter((m) => m.productId === null).length,
    offersByStore: Object.fromEntries(Object.entries(offersByStore).sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}

/** Stores whose offer count would fall by more than `maxDrop` (a share, 0..1) of what they list now. */
export function storeDrops(diff: ReleaseDiff, maxDrop = DEFAULT_MAX_DROP): StoreDrop[] {
  return Object.entries(diff.offersByStore)
    .filter(([, c]) => c.current > 0 && (c.current - c.next) / c.current > maxDrop)
    .map(([store, c]) => ({ store, current: c.current, next: c.next, share: Math.round(((c.current - c.next) / c.current) * 1000) / 1000 }));
}

function countBy(keys: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of [...keys].sort()) out[k] = (out[k] ?? 0) + 1;
  return out;
}

/**
 * What the publish report shows beside the diff: rejected rows, warnings, the review list,
 * the operator mappings applied and unused, each feed's format, and every published match
 * with how it was made and the evidence that agreed.
 */
export function publishReport(source: SourceContent) {
  const { rejected, warnings, review, mappings, formats } = source.report;
  const matches = source.offers.map((o) => ({
    store: o.storeId,
    sku: o.sku,
    productId: o.productId,
    method: o.match.method,
    confidence: o.match.confidence,
    agreed: o.match.evidence.agreed,
  }));
  return { rejectedRows: rejected, warnings, review, mappings, formats, matches };
}
