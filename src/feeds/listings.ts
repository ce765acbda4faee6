import type { Offer } from '../catalog/types.js';
import type { Evidence } from './listing.js';
import type { FeedFile, RowProblem } from './feed-file.js';
import type { StoreMapping } from './mappings.js';
import type { Matcher, MatchMethod, ReviewCode } from './match.js';
import type { FeedRow } from './row.js';

/**
 * Turns one store's feed into offers and a review list. Operator mappings apply first
 * (a pinned listing is an offer for its product; a listing marked "not ours" is left out),
 * then the matcher decides each listing with its evidence. When two listings of the store
 * resolve to one product, the one with the stronger evidence is published and the other
 * goes to review with both titles; with equal evidence both go to review. File order
 * never decides.
 */

export type DecisionMethod = MatchMethod | 'pinned';

/** Why a listing became the offer it is. */
export interface Decision {
  file: string;
  line: number;
  /** The listing's title, as the review list shows it should a later check hold the offer back. */
  title: string;
  method: DecisionMethod;
  confidence: number;
  evidence: Evidence;
}

export interface MatchedOffer extends Omit<Offer, 'id'> {
  sku: string;
  match: Decision;
}

export interface ReviewItem extends RowProblem {
  sku: string;
  title: string;
  code: ReviewCode | 'duplicate' | 'price_outlier';
  candidates: number[];
  /** Both listings when a store lists one product twice (the published one first, if any). */
  listings?: { sku: string; title: string; line: number; method: DecisionMethod; confidence: number }[];
}

export interface MappingUse {
  file: string;
  sku: string;
  /** The pinned product; null for a listing marked "not ours". */
  productId: number | null;
  note?: string;
}

export interface StoreListings {
  offers: MatchedOffer[];
  review: ReviewItem[];
  rejected: RowProblem[];
  warnings: RowProblem[];
  mappings: { applied: MappingUse[]; unused: RowProblem[] };
}

/** Identifier evidence outranks a title, an operator's pin outranks everything. */
const METHOD_RANK: Record<DecisionMethod, number> = { pinned: 3, gtin: 2, mpn: 1, title: 0 };
const strength = (o: MatchedOffer) => [METHOD_RANK[o.match.method], o.match.confidence] as const;
const stronger = (a: MatchedOffer, b: MatchedOffer) => {
  const [ra, ca] = strength(a);
  const [rb, cb] = strength(b);
  return ra !== rb ? rb - ra : cb - ca;
};

function offerOf(storeId: string, row: FeedRow, productId: number, match: Decision): MatchedOffer {
  return {
    productId,
    storeId,
    sku: row.sku,
    price: row.price,
    currency: row.price === null ? null : 'EUR',
    availability: row.availability,
    retailerUrl: row.url,
    lastUpdated: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
    match,
  };
}

/** Keeps the strongest listing of each product; a tie or a weaker listing goes to review, with the titles. */
function oneOfferPerProduct(decided: MatchedOffer[], file: string): { offers: MatchedOffer[]; review: ReviewItem[] } {
  const byProduct = new Map<number, MatchedOffer[]>();
  for (const d of decided) byProduct.set(d.productId, [...(byProduct.get(d.productId) ?? []), d]);
  const offers: MatchedOffer[] = [];
  const review: ReviewItem[] = [];
  for (const [productId, listings] of byProduct) {
    if (listings.length === 1) {
      offers.push(listings[0]);
      continue;
    }
    const ranked = [...listings].sort((a, b) => stronger(a, b) || a.sku.localeCompare(b.sku));
    const tie = stronger(ranked[0], ranked[1]) === 0;
    const summary = ranked.map((o) => ({ sku: o.sku, title: o.match.title, line: o.match.line, method: o.match.method, confidence: o.match.confidence }));
    if (!tie) offers.push(ranked[0]);
    for (const offer of tie ? ranked : ranked.slice(1)) {
      review.push({
        file,
        line: offer.match.line,
        sku: offer.sku,
        title: offer.match.title,
        code: 'duplicate',
        candidates: [productId],
        reason: tie
          ? `the store lists product ${productId} ${listings.length} times with equal evidence (${offer.match.method} ${offer.match.confidence}); none is published until one is pinned in mappings`
          : `the store lists product ${productId} again; sku ${ranked[0].sku} is published with stronger evidence (${ranked[0].match.method} ${ranked[0].match.confidence} against ${offer.match.method} ${offer.match.confidence})`,
        listings: summary,
      });
    }
  }
  return { offers, review };
}

/** Listings matched between two pauses of `decideStoreListings` (a few tenths of a second's work). */
const LISTINGS_PER_STEP = 200;

/** Decides a store's listings; pauses (yields) every `LISTINGS_PER_STEP` rows so a caller can let the event loop run. */
export function* decideStoreListings(
  storeId: string,
  fileLabel: string,
  feed: FeedFile,
  matcher: Matcher,
  mapping: StoreMapping | null,
  mappingLabel: string,
): Generator<void, StoreListings> {
  const rejected = feed.problems.map((p) => ({ ...p, file: fileLabel }));
  const warnings = feed.warnings.map((p) => ({ ...p, file: fileLabel }));
  const review: ReviewItem[] = [];
  const applied: MappingUse[] = [];
  const used = new Set<string>();
  const decided: MatchedOffer[] = [];
  for (const [index, { line, row }] of feed.rows.entries()) {
    if (index > 0 && index % LISTINGS_PER_STEP === 0) yield;
    if (row.store !== storeId) {
      rejected.push({ file: fileLabel, line, reason: `store ${row.store} does not match the feed file's store ${storeId}` });
      continue;
    }
    const entry = mapping?.get(row.sku)?.entry;
    if (entry) {
      used.add(row.sku);
      const productId = 'productId' in entry ? entry.productId : null;
      applied.push({ file: mappingLabel, sku: row.sku, productId, ...(entry.note ? { note: entry.note } : {}) });
      if (productId === null) continue;
      const evidence = { agreed: [`pinned by ${mappingLabel}${entry.note ? ` (${entry.note})` : ''}`], conflicts: [], gaps: [] };
      decided.push(offerOf(storeId, row, productId, { file: fileLabel, line, title: row.title, method: 'pinned', confidence: 1, evidence }));
      continue;
    }
    const result = matcher.match(row);
    if (result.kind === 'matched') {
      const match = { file: fileLabel, line, title: row.title, method: result.method, confidence: result.confidence, evidence: result.evidence };
      decided.push(offerOf(storeId, row, result.productId, match));
    } else {
      review.push({ file: fileLabel, line, sku: row.sku, title: row.title, code: result.code, reason: result.reason, candidates: result.candidates });
    }
  }
  const unused = [...(mapping ?? [])]
    .filter(([sku]) => !used.has(sku))
    .map(([sku, { position }]) => ({ file: mappingLabel, line: position, reason: `sku ${sku} is not in ${fileLabel}; its mapping (entry ${position}) is unused` }));
  const one = oneOfferPerProduct(decided, fileLabel);
  return { offers: one.offers, review: [...review, ...one.review].sort((a, b) => a.line - b.line), rejected, warnings, mappings: { applied, unused } };
}
