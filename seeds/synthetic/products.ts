/** The synthetic products: product i is a pure function of i, its category from a fixed pattern. */
import type { Category, Product } from '../../src/catalog/types.js';
import { chance, int, hash, prng, type Rng } from '../random.js';
import type { Made } from './part.js';
import { makeCpu } from './cpu.js';
import { makeGpu } from './gpu.js';
import { makeBoard } from './motherboard.js';
import { makeRam } from './ram.js';
import { makeStorage } from './storage.js';
import { makePsu } from './psu.js';
import { makeCase } from './case.js';
import { makeCooler } from './cooling.js';

const EVERY_CATEGORY: Category[] = ['CPU', 'GPU', 'MOTHERBOARD', 'RAM', 'STORAGE', 'PSU', 'CASE', 'COOLING'];
/** The categories shops carry most of, once more in every pattern. */
const COMMON: Category[] = ['GPU', 'MOTHERBOARD', 'RAM', 'STORAGE'];
/** Category of product i: a fixed 20-slot pattern, so every category appears in any 20 ids. */
const CATEGORY_PATTERN: Category[] = [...EVERY_CATEGORY, ...COMMON, ...EVERY_CATEGORY];
export const categoryOf = (id: number): Category => CATEGORY_PATTERN[(id - 1) % CATEGORY_PATTERN.length];

export type SyntheticProduct = Product & { msrpEur: number };

/** A valid EAN-13 in the 20–29 in-store range, unique per id. */
function ean13(id: number): string {
  const body = `2${String(id).padStart(11, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + ((10 - (sum % 10)) % 10);
}

function releaseDate(r: Rng, year: number): string {
  return `${year}-${String(int(r, 1, 12)).padStart(2, '0')}-${String(int(r, 1, 28)).padStart(2, '0')}`;
}

const MAKERS: { [C in Category]: (r: Rng, id: number) => Made<C> } = {
  CPU: makeCpu,
  GPU: makeGpu,
  MOTHERBOARD: makeBoard,
  RAM: makeRam,
  STORAGE: makeStorage,
  PSU: makePsu,
  CASE: makeCase,
  COOLING: makeCooler,
};

/** Product `id` of the synthetic catalog: a pure function of the id. */
export function syntheticProduct(id: number): SyntheticProduct {
  const r = prng(hash(`synthetic|${id}`));
  const category = categoryOf(id);
  const made = (MAKERS[category] as (r: Rng, id: number) => Made<Category>)(r, id);
  return {
    id,
    name: `${made.brand} ${made.model}`,
    brand: made.brand,
    model: made.model,
    category,
    mpn: made.mpnCode,
    mpns: [made.mpnCode],
    ean: chance(r, 0.3) ? ean13(id) : null,
    opendbId: null,
    releasedAt: releaseDate(r, made.year),
    msrpEur: made.msrp,
    specs: made.specs,
  } as SyntheticProduct;
}
