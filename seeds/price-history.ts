/**
 * The shipped catalog's past: a deterministic year of price history for the fictional stores,
 * so deal signals and charts have something to show on first start. Every offer in the shipped
 * feeds gets its own path, from a PRNG seeded with its product and store ids: a price level
 * that moves every 8 to 16 weeks (mostly within −8%…+12% of today's price, now and then a
 * sale of 10–18% off), the last level mostly today's price already, and about one offer in
 * ten listed only in the last weeks (too little history to judge). The path is anchored to the catalog's generatedAt (the day before it),
 * never to the clock, so the same catalog always has the same past; the publish then records
 * today's prices on top. Rows are written only when a level changes (see src/history/types.ts).
 */
import type { SourceContent } from '../src/catalog/source.js';
import { dateOf, dayNumber, localDay } from '../src/history/day.js';
import type { PriceChange } from '../src/history/types.js';
import { hash, prng } from './random.js';

const YEAR = 365;

export function seededHistory(source: Pick<SourceContent, 'generatedAt' | 'offers'>): (publishedAt: Date) => PriceChange[] {
  return (publishedAt) => {
    // The past ends before the publish day even when a clock runs behind the catalog.
    const last = Math.min(dayNumber(localDay(source.generatedAt)), dayNumber(localDay(publishedAt))) - 1;
    const dates = Array.from({ length: YEAR }, (_, k) => dateOf(last - k));
    const rows: PriceChange[] = [];
    const seen = new Set<string>();
    for (const offer of source.offers) {
      const key = `${offer.productId}|${offer.storeId}`;
      if (offer.price === null || offer.availability !== 'in_stock' || seen.has(key)) continue;
      seen.add(key);
      const random = prng(hash(`price-history:${key}`));
      let day = random() < 0.1 ? last - Math.floor(random() * 21) : last - YEAR + 1 + Math.floor(random() * 20);
      while (day <= last) {
        const next = day + 56 + Math.floor(random() * 57);
        const level = random() < 0.15 ? 0.82 + random() * 0.08 : 0.92 + random() * 0.2;
        // Most offers already had today's price before the catalog was generated.
        const price = next > last && random() < 0.6 ? offer.price : Math.round(offer.price * level * 10) / 10;
        rows.push({ productId: offer.productId, storeId: offer.storeId, day: dates[last - day], lowest: price, last: price });
        day = next;
      }
    }
    return rows;
  };
}
