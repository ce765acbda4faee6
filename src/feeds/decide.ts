import type { Evidence } from './evidence.js';
import type { Profile } from './profile.js';

/**
 * Picks the product among those a listing fits without any conflict. The most specific
 * wins only if it contains all the others (`7600X` over `7600`, `B650-PLUS WIFI` over
 * `B650-PLUS`); products with the same key words are told apart by the soft words the
 * listing also carries, then by colour (a listing without one names the plain or black
 * variant); otherwise the listing is ambiguous and goes to review.
 */

export interface Fit {
  profile: Profile;
  evidence: Evidence;
}

export type Decision = { kind: 'one'; fit: Fit; tieBroken: boolean } | { kind: 'several'; fits: Fit[] };

const sameKeys = (a: Profile, b: Profile) => a.keys.length === b.keys.length && a.keys.every((k) => b.keySet.has(k));
const strictSubset = (a: Set<string>, b: Set<string>) => a.size < b.size && [...a].every((k) => b.has(k));

export function decide(fits: Fit[], tokens: ReadonlySet<string>, listingNamesColor: boolean): Decision {
  const matched = new Map(fits.map((f) => [f, new Set([...f.profile.keys, ...[...f.profile.soft].filter((s) => tokens.has(s))])]));
  let best = fits.filter((a) => !fits.some((b) => b !== a && strictSubset(matched.get(a)!, matched.get(b)!)));
  let tieBroken = false;
  if (best.length > 1 && best.every((f) => sameKeys(f.profile, best[0].profile))) {
    const softScore = (f: Fit) => [...f.profile.soft].filter((s) => tokens.has(s)).length;
    const top = Math.max(...best.map(softScore));
    best = best.filter((f) => softScore(f) === top);
    if (best.length > 1 && !listingNamesColor) {
      const plain = best.filter((f) => !f.profile.namedColor);
      const black = best.filter((f) => f.profile.colors?.has('black'));
      if (plain.length >= 1) best = plain;
      else if (black.length >= 1) best = black;
    }
    tieBroken = true;
  }
  return best.length === 1 ? { kind: 'one', fit: best[0], tieBroken } : { kind: 'several', fits: best };
}

/**
 * How sure a title match is: 0.80, +0.10 when the brand is named (+0.05 when only a line
 * word names it), +0.01 per further agreeing attribute up to +0.05, −0.05 when a tie was
 * broken. Identifier matches score above every title match.
 */
export function titleConfidence(fit: Fit, tieBroken: boolean): number {
  const brandNamed = fit.evidence.agreed.some((a) => a.startsWith('brand ') && !a.includes('by its line'));
  const brandByLine = fit.evidence.agreed.some((a) => a.includes('by its line'));
  const attributes = fit.evidence.agreed.filter((a) => !a.startsWith('brand ')).length;
  const value = 0.8 + (brandNamed ? 0.1 : brandByLine ? 0.05 : 0) + Math.min(0.05, attributes * 0.01) - (tieBroken ? 0.05 : 0);
  return Math.round(value * 100) / 100;
}
