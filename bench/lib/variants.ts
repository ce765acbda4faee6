/**
 * Inputs that never repeat but mean the same thing, to measure the service past its
 * response cache: the folding every text input goes through (NFKD, combining marks
 * dropped) makes `rtx 4060` + U+0301 U+0304 U+0310 the same query as `rtx 4060`, while the
 * raw text — and so the cache key — differs. Three marks give 112³ variants per input.
 */

const FIRST_MARK = 0x0300;
const MARKS = 0x70; // U+0300 … U+036F

/** The n-th variant of `text` (n = 0 … 112³ − 1): text followed by three combining marks. */
export function variant(text: string, n: number): string {
  let rest = n % MARKS ** 3;
  let marks = '';
  for (let i = 0; i < 3; i++) {
    marks += String.fromCharCode(FIRST_MARK + (rest % MARKS));
    rest = Math.floor(rest / MARKS);
  }
  return text + marks;
}
