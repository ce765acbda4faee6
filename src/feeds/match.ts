import type { Product } from '../catalog/types.js';
import type { FeedRow } from './row.js';

/**
 * Matches a store listing to one canonical product, in order of confidence:
 * GTIN/EAN, then MPN, then the product's model signature found inside the title.
 * Anything ambiguous or unmatched goes to review; it never becomes an offer silently.
 */

export type MatchMethod = 'gtin' | 'mpn' | 'title';

export type MatchResult =
  | { kind: 'matched'; productId: number; method: MatchMethod; confidence: number }
  | { kind: 'ambiguous'; candidates: number[]; reason: string }
  | { kind: 'unmatched'; reason: string };

/** Lowercase, fold diacritics, split letters from digits, so "RTX4060" and "rtx 4060" read alike. */
export function signatureTokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const compactCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

export interface Matcher {
  match(row: FeedRow): MatchResult;
}

export function createMatcher(products: readonly Product[]): Matcher {
  const byGtin = new Map<string, number[]>();
  const byMpn = new Map<string, number[]>();
  const byFirstToken = new Map<string, { product: Product; tokens: string[] }[]>();
  const add = (map: Map<string, number[]>, key: string, id: number) => map.set(key, [...(map.get(key) ?? []), id]);
  for (const p of products) {
    if (p.ean) add(byGtin, p.ean.replace(/^0+/, ''), p.id);
    if (p.mpn) add(byMpn, compactCode(p.mpn), p.id);
    const tokens = signatureTokens(p.model ?? p.name);
    if (tokens.length === 0) continue;
    const list = byFirstToken.get(tokens[0]) ?? [];
    list.push({ product: p, tokens });
    byFirstToken.set(tokens[0], list);
  }

  const unique = (ids: number[] | undefined, method: MatchMethod, confidence: number): MatchResult | null => {
    if (!ids || ids.length === 0) return null;
    if (ids.length > 1) return { kind: 'ambiguous', candidates: [...ids].sort((a, b) => a - b), reason: `${method} is shared by several products` };
    return { kind: 'matched', productId: ids[0], method, confidence };
  };

  return {
    match(row) {
      const gtin = row.gtin ?? row.ean;
      const byCode =
        (gtin ? unique(byGtin.get(gtin.replace(/^0+/, '')), 'gtin', 1) : null) ??
        (row.mpn ? unique(byMpn.get(compactCode(row.mpn)), 'mpn', 0.97) : null);
      if (byCode) return byCode;

      const title = signatureTokens(row.title);
      let best: Product[] = [];
      let bestLength = 0;
      for (let i = 0; i < title.length; i++) {
        for (const candidate of byFirstToken.get(title[i]) ?? []) {
          if (row.category && candidate.product.category !== row.category) continue;
          const { tokens } = candidate;
          if (tokens.length < bestLength || i + tokens.length > title.length) continue;
          let same = true;
          for (let k = 1; k < tokens.length && same; k++) same = title[i + k] === tokens[k];
          // A longer model that also fits ("7600 x" over "7600") is the more specific product.
          if (!same || (i + tokens.length < title.length && isModelSuffix(title[i + tokens.length]))) continue;
          if (tokens.length > bestLength) {
            best = [candidate.product];
            bestLength = tokens.length;
          } else if (!best.includes(candidate.product)) {
            best.push(candidate.product);
          }
        }
      }
      if (best.length === 1) {
        const brand = best[0].brand ? signatureTokens(best[0].brand) : [];
        const brandSeen = brand.length > 0 && brand.every((t) => title.includes(t));
        return { kind: 'matched', productId: best[0].id, method: 'title', confidence: brandSeen ? 0.9 : 0.8 };
      }
      if (best.length > 1) {
        return { kind: 'ambiguous', candidates: best.map((p) => p.id).sort((a, b) => a - b), reason: 'title fits several products' };
      }
      return { kind: 'unmatched', reason: 'no product matches the GTIN, MPN or title' };
    },
  };
}

/** Letters that turn one model into another when they follow its number (7600 → 7600X, 4060 → 4060 Ti). */
function isModelSuffix(token: string): boolean {
  return ['x', 'x3d', 'k', 'kf', 'f', 'g', 'ti', 'xt', 'xtx', 'gre', 'super', 's'].includes(token);
}
