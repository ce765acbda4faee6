/**
 * Typo lookup over the alphabetic vocabulary: a deletion neighbourhood (SymSpell style).
 * Every word is stored under the strings obtained by deleting up to 1 or 2 characters;
 * a query word generates its own deletions and meets its candidates there, so a lookup
 * costs a few dozen map probes instead of a scan of the vocabulary.
 *
 * Tolerance, by the longer of the two words: 0 edits below 5 characters, 1 from 5, 2 from 8
 * (`ryzn` → `ryzen`, `samsng` → `samsung`, `geforse` → `geforce`). Query words shorter than
 * 4 characters and anything with a digit are never corrected: model numbers must be exact
 * (`14600k` must not find `14600kf`).
 */

export const MIN_TYPO_LENGTH = 4;

export function allowedEdits(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer >= 8 ? 2 : longer >= 5 ? 1 : 0;
}

/** How many deletions a word's neighbourhood needs so every allowed pair meets. */
function deletionDepth(length: number): number {
  return length >= 7 ? 2 : length >= MIN_TYPO_LENGTH ? 1 : 0;
}

function deletions(word: string, depth: number, out: Set<string>): void {
  let frontier = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of frontier) {
      for (let i = 0; i < w.length; i++) {
        const del = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(del)) {
          out.add(del);
          next.push(del);
        }
      }
    }
    frontier = next;
  }
}

/** Optimal string alignment distance (adjacent transpositions count 1), capped at max + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prev2 = new Array<number>(cols).fill(0);
  let prev = Array.from({ length: cols }, (_, j) => j);
  let cur = new Array<number>(cols).fill(0);
  for (let i = 1; i < rows; i++) {
    cur[0] = i;
    let rowMin = cur[0];
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[cols - 1];
}

/** Whether two strings are at most one edit apart (allocation-free, for scanning many tokens). */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // one substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // one transposition
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export interface TypoMatch {
  word: string;
  edits: number;
}

export class TypoIndex {
  private readonly byDeletion = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    for (const word of words) {
      if (word.length < MIN_TYPO_LENGTH || !/^[a-z]+$/.test(word)) continue;
      const keys = new Set<string>([word]);
      deletions(word, deletionDepth(word.length), keys);
      for (const k of keys) {
        const list = this.byDeletion.get(k);
        if (list) list.push(word);
        else this.byDeletion.set(k, [word]);
      }
    }
  }

  /** Vocabulary words within tolerance of `query`, nearest first, then alphabetical. */
  lookup(query: string): TypoMatch[] {
    if (query.length < MIN_TYPO_LENGTH || !/^[a-z]+$/.test(query)) return [];
    const keys = new Set<string>([query]);
    deletions(query, deletionDepth(query.length + 1), keys);
    const seen = new Set<string>();
    const out: TypoMatch[] = [];
    for (const k of keys) {
      for (const word of this.byDeletion.get(k) ?? []) {
        if (seen.has(word) || word === query) continue;
        seen.add(word);
        const max = allowedEdits(query, word);
        if (max === 0) continue;
        const edits = editDistance(query, word, max);
        if (edits <= max) out.push({ word, edits });
      }
    }
    return out.sort((x, y) => x.edits - y.edits || (x.word < y.word ? -1 : x.word > y.word ? 1 : 0));
  }
}
