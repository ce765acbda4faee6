/** What a maker of synthetic parts returns, and the helpers every maker uses. */
import type { Category, SpecsByCategory } from '../../src/catalog/types.js';

export const round5 = (n: number) => Math.max(5, Math.round(n / 5) * 5);
export const code36 = (id: number, width = 5) => id.toString(36).toUpperCase().padStart(width, '0');

export type Made<C extends Category> = { brand: string; model: string; specs: SpecsByCategory[C]; msrp: number; year: number; mpnCode: string };
