/** GET /search paths that never repeat: every one misses the response cache, as new shoppers' queries do. */
import { hash, prng } from '../../seeds/random.js';
import { variant } from './variants.js';

const API = '/agent-api/v1';

const BASES = ['rtx 4060', 'ryzen 5 7600', '7800x3d', 'b650 wifi', '32gb ddr5 6000', '1tb nvme', '750w gold', 'karta grafike nën 700€', 'samsung 990 pro prishtina', 'geforse rtx 4070'];

/** A made-up word of 5–9 letters, different for every n: no product has it. */
function strangeWord(n: number): string {
  const next = prng(hash(`word-${n}`));
  const length = 5 + Math.floor(next() * 5);
  let word = '';
  for (let i = 0; i < length; i++) word += String.fromCharCode(97 + Math.floor(next() * 26));
  return word;
}

/**
 * The n-th query of a stream that never repeats: even ones add a word nothing matches (typo
 * lookup, zero results, suggestions); odd ones are a typical query with invisible variation
 * (the same full result pages, each under its own cache key).
 */
function uniqueQuery(n: number): string {
  const base = BASES[n % BASES.length];
  return n % 2 === 0 ? `${base} ${strangeWord(n)}` : variant(base, n);
}

export const searchPath = (n: number) => `${API}/search?q=${encodeURIComponent(uniqueQuery(n))}&limit=10`;
