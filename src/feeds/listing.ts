import type { Category } from '../catalog/types.js';
import type { TitleFacts } from './facts.js';

/**
 * A listing as the matcher reads it, and the evidence it gathers about one product: which
 * identifiers and attributes agree, which conflict, and what the listing leaves unsaid.
 */

export interface Evidence {
  agreed: string[];
  /** Attributes the listing states against the product. */
  conflicts: string[];
  /** What a title match needs but the listing leaves unsaid (no brand; no colour for a colour variant). */
  gaps: string[];
}

/** A listing as the matcher reads it. */
export interface Listing {
  facts: TitleFacts;
  tokenCounts: ReadonlyMap<string, number>;
  /** The category the feed states or the title announces; null when neither says. */
  category: Category | null;
  /** Catalog brands the title or the brand field names. */
  brands: string[];
  /** Brands of the market the catalog does not carry, named by the title or the brand field. */
  foreignBrands: string[];
  /**
   * The start of the word a title cut short ends with (`SUP` of `RTX 4070 SUP…`), folded; null
   * when the title is whole, or cut in its description outside a colour word (then it has named
   * its model whole).
   */
  cut: string | null;
  /** Products whose MPN is written in the title. */
  mpnsInTitle: Set<number>;
  /** Whether such an MPN is spelled across words (`GV-N4060EAGLE OC-8GD`, or name words that happen to spell one). */
  codeAcrossWords: boolean;
  /**
   * The words of the title's head: from the brand on, up to the first separator or category
   * noun after the model (`…, 3x AF120 RGB Elite`, `… CPU Cooler, 6 Heat Pipes`). What follows
   * describes; only words that name the product's own siblings count there.
   */
  head: ReadonlySet<string>;
  /** The title's model codes and two-word names (`ds3h`, `pro rs`), which may name a brand. */
  marks: readonly string[];
  /** Those of the head. */
  headMarks: readonly string[];
}

export const agree = (e: Evidence, text: string) => e.agreed.push(text);
export const conflict = (e: Evidence, text: string) => e.conflicts.push(text);
export const gap = (e: Evidence, text: string) => e.gaps.push(text);

export function stated<T>(e: Evidence, what: string, values: readonly T[] | ReadonlySet<T>, actual: T | null | undefined, show: (v: T) => string = String) {
  const list = [...values];
  if (list.length === 0 || actual === null || actual === undefined) return;
  if (list.includes(actual)) agree(e, `${what} ${show(actual)}`);
  else conflict(e, `${what}: listing ${list.map(show).join('/')}, product ${show(actual)}`);
}

/**
 * `stated` for a variant-defining spec: one the catalog does not know (null) cannot be
 * confirmed, so a listing that states it rules the product out rather than guessing.
 */
export function statedSpec<T>(e: Evidence, what: string, values: readonly T[] | ReadonlySet<T>, actual: T | null, show: (v: T) => string = String) {
  const list = [...values];
  if (list.length && actual === null) conflict(e, `${what}: listing ${list.map(show).join('/')}, product unknown`);
  else stated(e, what, list, actual, show);
}
