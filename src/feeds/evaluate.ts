import fs from 'node:fs';
import { z } from 'zod';
import { CATEGORIES, type Product } from '../catalog/types.js';
import { createMatcher, type MatchResult } from './match.js';

/**
 * Precision and recall of the listing matcher over a labelled set of real-looking shop
 * titles. Each entry names the product it truly is, or `null` when it is a product the
 * catalog does not hold (a near miss such as `RTX 4070 Ti` next to `RTX 4070 Ti SUPER`,
 * or something that is not a PC part at all).
 *
 *   precision = correct matches / all matches made
 *   recall    = correct matches / listings whose truth is a product
 *
 * Ambiguous and unmatched results are not matches: they go to review, costing recall but
 * never precision.
 */

export const labelledEntrySchema = z.strictObject({
  title: z.string().min(1),
  truth: z.number().int().min(1).nullable(),
  category: z.enum(CATEGORIES).optional(),
  mpn: z.string().min(1).optional(),
  note: z.string().optional(),
});
export type LabelledEntry = z.infer<typeof labelledEntrySchema>;

export interface EvaluationMiss {
  title: string;
  truth: number | null;
  result: MatchResult;
}

export interface Evaluation {
  total: number;
  withTruth: number;
  matchesMade: number;
  correct: number;
  precision: number;
  recall: number;
  /** Matches to the wrong product (or to any product when the truth is null). */
  wrong: EvaluationMiss[];
  /** Listings of a catalog product that were left ambiguous or unmatched. */
  missed: EvaluationMiss[];
}

export function readLabelled(file: string): LabelledEntry[] {
  return z.array(labelledEntrySchema).parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

export function evaluateMatcher(products: readonly Product[], entries: readonly LabelledEntry[]): Evaluation {
  const matcher = createMatcher(products);
  const known = new Set(products.map((p) => p.id));
  let matchesMade = 0;
  let correct = 0;
  const wrong: EvaluationMiss[] = [];
  const missed: EvaluationMiss[] = [];
  for (const entry of entries) {
    if (entry.truth !== null && !known.has(entry.truth)) throw new Error(`labelled truth ${entry.truth} is not a catalog product (${entry.title})`);
    const result = matcher.match({ title: entry.title, category: entry.category, mpn: entry.mpn });
    if (result.kind === 'matched') {
      matchesMade++;
      if (result.productId === entry.truth) correct++;
      else wrong.push({ title: entry.title, truth: entry.truth, result });
    } else if (entry.truth !== null) {
      missed.push({ title: entry.title, truth: entry.truth, result });
    }
  }
  const withTruth = entries.filter((e) => e.truth !== null).length;
  return {
    total: entries.length,
    withTruth,
    matchesMade,
    correct,
    precision: matchesMade === 0 ? 1 : correct / matchesMade,
    recall: withTruth === 0 ? 1 : correct / withTruth,
    wrong,
    missed,
  };
}
