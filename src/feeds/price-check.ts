import type { MatchedOffer, ReviewItem } from './listings.js';

/**
 * The last guard before a title match is published: its price must be one a shop could ask for
 * the product. When at least `MIN_PEERS` other stores price the product, a title match asking
 * less than `LOW` or more than `HIGH` times their median is more likely another product (a
 * bracket, a cable or a bundle sold under the card's name, a different capacity) than a deal,
 * and goes to review with the figures. Identifier matches and operator pins are the shop's own
 * word for the product and are not second-guessed; the median comes from every offer, so a
 * product two stores list alone is never checked.
 */

const MIN_PEERS = 3;
const LOW = 0.4;
const HIGH = 2.5;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const euros = (n: number) => `€${n.toFixed(2)}`;

/** Splits the published offers into those kept and the title matches whose price is implausible. */
export function checkPrices(offers: readonly MatchedOffer[]): { offers: MatchedOffer[]; review: ReviewItem[] } {
  const priced = new Map<number, MatchedOffer[]>();
  for (const o of offers) if (o.price !== null) priced.set(o.productId, [...(priced.get(o.productId) ?? []), o]);
  const kept: MatchedOffer[] = [];
  const review: ReviewItem[] = [];
  for (const o of offers) {
    const peers = (priced.get(o.productId) ?? []).filter((p) => p !== o).map((p) => p.price!);
    if (o.match.method !== 'title' || o.price === null || peers.length < MIN_PEERS) {
      kept.push(o);
      continue;
    }
    const typical = median(peers);
    const ratio = o.price / typical;
    if (ratio >= LOW && ratio <= HIGH) {
      kept.push(o);
      continue;
    }
    review.push({
      file: o.match.file,
      line: o.match.line,
      sku: o.sku,
      title: o.match.title,
      code: 'price_outlier',
      candidates: [o.productId],
      reason: `the title names product ${o.productId}, but its price ${euros(o.price)} is ${ratio.toFixed(2)}× the median ${euros(typical)} of ${peers.length} other stores' offers: more likely another product than a deal`,
    });
  }
  return { offers: kept, review };
}
