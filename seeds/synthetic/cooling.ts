/** Synthetic COOLING parts: the lines they come from and the specs and price of each. */
import { int, pick, type Rng } from '../random.js';
import { code36, round5, type Made } from './part.js';

const COOLER_LINES: Record<string, { name: string; type: 'air' | 'aio' }[]> = {
  Noctua: [
    { name: 'NH-U', type: 'air' },
    { name: 'NH-D', type: 'air' },
  ],
  DeepCool: [
    { name: 'AK', type: 'air' },
    { name: 'LS', type: 'aio' },
  ],
  Arctic: [
    { name: 'Freezer', type: 'air' },
    { name: 'Liquid Freezer IV', type: 'aio' },
  ],
  Thermalright: [
    { name: 'Peerless Assassin', type: 'air' },
    { name: 'Aqua Elite', type: 'aio' },
  ],
  'be quiet!': [
    { name: 'Dark Rock', type: 'air' },
    { name: 'Pure Loop 3', type: 'aio' },
  ],
  NZXT: [{ name: 'Kraken', type: 'aio' }],
};

export function makeCooler(r: Rng, id: number): Made<'COOLING'> {
  const brand = pick(r, Object.keys(COOLER_LINES));
  const line = pick(r, COOLER_LINES[brand]);
  const color = pick(r, ['Black', 'Black', 'White']);
  const colorText = color === 'White' ? ' White' : '';
  if (line.type === 'aio') {
    const radiator = pick(r, [240, 280, 360]);
    const edition = pick(r, ['', ' RGB', ' Pro']);
    return {
      brand,
      model: `${line.name} ${radiator}${edition}${colorText}`,
      mpnCode: `${brand
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase()}-L${radiator}-${code36(id, 6)}`,
      year: 2022 + int(r, 0, 3),
      msrp: round5(50 + radiator / 4),
      specs: { type: 'aio', sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'], heightMm: null, radiatorMm: radiator, tdpRatingW: radiator + 20, color, lighting: edition === ' RGB' },
    };
  }
  const number = int(r, 9, 15);
  const height = int(r, 120, 168);
  return {
    brand,
    model: `${line.name}${/-$|[A-Z]$/.test(line.name) ? '' : ' '}${number}${pick(r, ['', 'S', ' SE', ' Pro', ' Digital'])}${colorText}`,
    mpnCode: `${brand
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}-A${number}-${code36(id, 6)}`,
    year: 2020 + int(r, 0, 5),
    msrp: round5(20 + height / 3),
    specs: { type: 'air', sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'], heightMm: height, radiatorMm: null, tdpRatingW: 100 + (height - 100) * 2, color, lighting: null },
  };
}
