/** Synthetic PSU parts: the lines they come from and the specs and price of each. */
import { chance, int, pick, type Rng } from '../random.js';
import { code36, round5, type Made } from './part.js';

const PSU_LINES: Record<string, [string, string][]> = {
  Corsair: [
    ['RM', 'e'],
    ['RM', 'x'],
    ['CX', ''],
    ['HX', 'i'],
  ],
  Seasonic: [
    ['Focus GX-', ''],
    ['Vertex GX-', ''],
    ['Focus GM-', ''],
  ],
  'be quiet!': [
    ['Pure Power 13 M ', 'W'],
    ['Straight Power 13 ', 'W'],
    ['System Power 11 ', 'W'],
  ],
  MSI: [
    ['MAG A', 'GL'],
    ['MPG A', 'G'],
  ],
  DeepCool: [
    ['PQ', 'M'],
    ['PN', 'M'],
    ['PK', 'D'],
  ],
  Thermaltake: [
    ['Toughpower GF3 ', 'W'],
    ['Smart BX1 ', 'W'],
  ],
};

export function makePsu(r: Rng, id: number): Made<'PSU'> {
  const brand = pick(r, Object.keys(PSU_LINES));
  const [head, tail] = pick(r, PSU_LINES[brand]);
  const wattage = pick(r, [550, 650, 750, 850, 1000, 1200]);
  const efficiency = wattage >= 1000 ? pick(r, ['80+ Gold', '80+ Platinum']) : pick(r, ['80+ Bronze', '80+ Gold', '80+ Gold']);
  const formFactor = chance(r, 0.1) ? 'SFX' : 'ATX';
  return {
    brand,
    model: `${head}${wattage}${tail}${formFactor === 'SFX' ? ' SFX' : ''}`,
    mpnCode: `${brand
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}-P${wattage}-${code36(id, 6)}`,
    year: 2023 + int(r, 0, 2),
    msrp: round5(wattage / 9 + (efficiency.includes('Platinum') ? 60 : efficiency.includes('Gold') ? 25 : 0)),
    specs: {
      wattage,
      formFactor,
      efficiency,
      modular: efficiency.includes('Bronze') ? 'none' : pick(r, ['full', 'full', 'semi']),
      pcie8pin: wattage >= 850 ? 4 : 2,
      pcie16pin: wattage >= 750 ? 1 : 0,
    },
  };
}
