import type { Evidence } from './listing.js';
import type { Profile } from './profile.js';
import type { Category } from '../catalog/types.js';
import { formWord } from './spec-checks.js';

/**
 * Picks the product among those a listing fits without any conflict. The most specific
 * wins only if it contains all the others (`7600X` over `7600`, `B650-PLUS WIFI` over
 * `B650-PLUS`); products with the same key words are told apart by the soft words the
 * listing also carries, then by colour when they differ in nothing else (a listing without one
 * names the plain or black variant); otherwise the listing is ambiguous and goes to review.
 */

export interface Fit {
  profile: Profile;
  evidence: Evidence;
}

export type Decision = { kind: 'one'; fit: Fit; tieBroken: boolean } | { kind: 'several'; fits: Fit[] };

const sameKeys = (a: Profile, b: Profile) => a.keys.length === b.keys.length && a.keys.every((k) => b.keySet.has(k));
const strictSubset = (a: Set<string>, b: Set<string>) => a.size < b.size && [...a].every((k) => b.has(k));

/** A listing's words and the sockets it names, as the tie-breaks read them. */
export interface Said {
  tokens: ReadonlySet<string>;
  sockets: ReadonlySet<string>;
  colors: ReadonlySet<string>;
  watts: readonly number[];
  /** The words of the title's head (`Listing.head`). */
  head: ReadonlySet<string>;
  /** Revisions and tints the listing states, as the profile's extras write them (`rev2`, `tint-light`). */
  qualifiers: ReadonlySet<string>;
  /** Drive sizes the listing states, in GB. */
  capacities: readonly number[];
  /** Whether the title is cut short: what it leaves unsaid may have been cut off. */
  cut: boolean;
}

/**
 * A PSU's wattage the listing states counts as one of its words: `Focus GX-750` and `FOCUS GX
 * 750W` say the same, so neither is the more specific.
 */
function statedNumbers(f: Fit, said: Said): string[] {
  const p = f.profile.product;
  if (p.category !== 'PSU') return [];
  const watts = (p.specs as { wattage: number | null }).wattage;
  return watts !== null && said.watts.includes(watts) ? [String(watts)] : [];
}

/**
 * Key words with a repeated letter code numbered (`A320M-A PRO`: `a`, `320m`, `a#2`, `pro`):
 * a listing that repeats it as the model does names it more fully than a model with the word
 * once. A repeated number (`GV-N730-2GI GT 730`) is the chip named twice, not a fuller name.
 */
function numbered(keys: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return keys.map((k) => {
    const n = (seen.get(k) ?? 0) + 1;
    seen.set(k, n);
    return n === 1 || /^\d+$/.test(k) ? k : `${k}#${n}`;
  });
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/** Specs that make another variant, beyond colour, where a title may leave them unsaid (a kit's latency). */
const VARIANT_SPECS: Partial<Record<Category, readonly string[]>> = {
  RAM: ['type', 'speedMts', 'casLatency'],
  STORAGE: ['capacityGb', 'type', 'formFactor'],
  PSU: ['wattage', 'efficiency', 'modular', 'formFactor'],
  COOLING: ['type', 'radiatorMm'],
};

/**
 * Whether the candidates differ in more than colour: `Vengeance 32GB (2x16GB) DDR5 5600` fits
 * the CL36 and the CL40 kit, and saying no colour names neither.
 */
function differBeyondColour(fits: readonly Fit[]): boolean {
  const keys = VARIANT_SPECS[fits[0].profile.product.category] ?? [];
  const value = (f: Fit, k: string) => (f.profile.product.specs as unknown as Record<string, unknown>)[k] ?? null;
  return keys.some((k) => new Set(fits.map((f) => value(f, k)).filter((v) => v !== null)).size > 1);
}

export function decide(fits: Fit[], said: Said): Decision {
  const { tokens } = said;
  const listingNamesColor = said.colors.size > 0;
  const matched = new Map(
    fits.map((f) => [
      f,
      new Set([
        ...numbered(f.profile.keys),
        ...[...f.profile.telling].filter((s) => tokens.has(s)),
        ...[...f.profile.extras].filter((x) => said.qualifiers.has(x)),
        ...statedNumbers(f, said),
      ]),
    ]),
  );
  let best = fits.filter((a) => !fits.some((b) => b !== a && strictSubset(matched.get(a)!, matched.get(b)!)));
  let tieBroken = false;
  // `Gigabyte B860M DS3H, Intel B860 Mainboard`: the model the head names, not one whose words only the description carries.
  if (best.length > 1) {
    const named = best.filter((f) => f.profile.keys.every((k) => said.head.has(k)));
    if (named.length > 0 && named.length < best.length) {
      best = named;
      tieBroken = true;
    }
  }
  if (best.length > 1 && best.every((f) => sameKeys(f.profile, best[0].profile))) {
    const softScore = (f: Fit) => [...f.profile.telling].filter((s) => tokens.has(s)).length;
    const top = Math.max(...best.map(softScore));
    best = best.filter((f) => softScore(f) === top);
    if (best.length > 1 && !listingNamesColor && !said.cut && !differBeyondColour(best)) {
      const plain = best.filter((f) => !f.profile.namedColor);
      const black = best.filter((f) => f.profile.colors?.has('black'));
      if (plain.length >= 1) best = plain;
      else if (black.length >= 1) best = black;
    }
    // `White` names the white case, not the white-and-grey one; `chromax.black` the edition
    // named for its colour, not the plain cooler that is black too.
    if (best.length > 1 && listingNamesColor && !differBeyondColour(best)) {
      const exact = best.filter((f) => f.profile.colors !== null && sameSet(f.profile.colors, said.colors));
      if (exact.length >= 1) best = exact;
      const named = best.filter((f) => f.profile.namedColor);
      if (named.length >= 1 && new Set(best.map((f) => f.profile.year)).size === 1) best = named;
    }
    // `B550-A PRO` names the plain board, not the `(CEC)` one; `NH-U12S` not the `TR4-SP3` one.
    if (best.length > 1 && !said.cut) {
      const unsaid = (f: Fit) => [...f.profile.extras].filter((x) => !tokens.has(x) && !said.sockets.has(x) && !said.qualifiers.has(x)).length;
      const fewest = Math.min(...best.map(unsaid));
      best = best.filter((f) => unsaid(f) === fewest);
    }
    tieBroken = true;
  }
  // `V750 SFX Gold` names the unit the title says everything of, not the `ATX 3.0` one whose
  // generation it leaves unsaid, and `V550 Gold` the ATX unit, not the SFX one: when exactly
  // one candidate leaves nothing unsaid that the others say. Only extras, a supply's SFX form,
  // generation marks (`3.0`, `PCIe5`) and the marks of a card's cut-down SKU (`LHR`, `CORE`:
  // `SOLID OC` is not the `SOLID CORE OC`) count: a word such as `Gaming` one source spells
  // and another not tells nothing, nor do sizes and a card's memory.
  if (best.length > 1 && !said.cut) {
    const generation = (x: string) => (/\d/.test(x) && !/^\d+$|^gddr|^hbm/.test(x)) || x === 'core' || x === 'lhr';
    const unsaid = (f: Fit) => {
      const form = formWord(f.profile);
      return [...[...f.profile.telling].filter(generation), ...f.profile.extras, ...(form ? [form] : [])].filter((x) => !tokens.has(x) && !said.sockets.has(x) && !said.qualifiers.has(x));
    };
    // What every candidate leaves unsaid (all of them SFX units) tells none apart.
    const left = new Map(best.map((f) => [f, unsaid(f)]));
    const common = (x: string) => best.every((f) => left.get(f)!.includes(x));
    const complete = best.filter((f) => left.get(f)!.every(common));
    if (complete.length === 1) {
      best = complete;
      tieBroken = true;
    }
  }
  // `Rocket 500GB` fits the 512 GB drive too (one size to the capacity check, as `1TB` and
  // `1024GB` are), but names the 500 GB one when the catalog holds both.
  if (best.length > 1 && said.capacities.length > 0) {
    const exact = best.filter((f) => said.capacities.includes((f.profile.product.specs as { capacityGb?: number | null }).capacityGb ?? NaN));
    if (exact.length === 1) {
      best = exact;
      tieBroken = true;
    }
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
