/** Synthetic CASE parts: the lines they come from and the specs and price of each. */
import { int, pick, type Rng } from '../random.js';
import { code36, round5, type Made } from './part.js';

const CASE_LINES: Record<string, string[]> = {
  'Lian Li': ['Lancool', 'O11 Dynamic', 'A'],
  'Fractal Design': ['North', 'Pop Air', 'Meshify', 'Define'],
  NZXT: ['H', 'H Flow'],
  Corsair: ['Airflow', 'Frame'],
  Phanteks: ['XT Pro', 'NV', 'Eclipse G'],
  Montech: ['AIR', 'KING', 'XR'],
  DeepCool: ['CH', 'CC'],
};

export function makeCase(r: Rng, id: number): Made<'CASE'> {
  const brand = pick(r, Object.keys(CASE_LINES));
  const line = pick(r, CASE_LINES[brand]);
  const size = pick(r, ['ATX', 'ATX', 'ATX', 'mATX', 'Mini-ITX'] as const);
  const number = int(r, 1, 9) * 100 + pick(r, [0, 5, 10, 60]);
  const variant = pick(r, ['', ' Mesh', ' RGB', ' Compact', ' XL']);
  const color = pick(r, ['Black', 'Black', 'White']);
  const boards = size === 'ATX' ? (['ATX', 'mATX', 'Mini-ITX'] as const) : size === 'mATX' ? (['mATX', 'Mini-ITX'] as const) : (['Mini-ITX'] as const);
  return {
    brand,
    model: `${line}${/[A-Z]$/.test(line) && line.length <= 2 ? '' : ' '}${number}${variant} ${color}`,
    mpnCode: `${brand
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}-C${code36(id, 6)}-${color[0]}`,
    year: 2021 + int(r, 0, 4),
    msrp: round5(50 + (size === 'Mini-ITX' ? 60 : 0) + number / 10),
    specs: {
      type: size === 'ATX' ? 'ATX Mid Tower' : size === 'mATX' ? 'mATX Tower' : 'Mini-ITX',
      supportedBoards: [...boards],
      maxGpuLengthMm: size === 'Mini-ITX' ? int(r, 300, 340) : int(r, 350, 460),
      maxCoolerHeightMm: size === 'Mini-ITX' ? int(r, 60, 160) : int(r, 160, 190),
      psuFormFactors: size === 'Mini-ITX' ? ['SFX', 'SFX-L'] : ['ATX'],
      radiatorSupport: size === 'Mini-ITX' ? [120, 240] : [120, 240, 280, 360],
      color,
      lighting: variant === ' RGB',
    },
  };
}
