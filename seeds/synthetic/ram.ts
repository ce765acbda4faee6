/** Synthetic RAM parts: the lines they come from and the specs and price of each. */
import { chance, pick, type Rng } from '../random.js';
import { code36, round5, type Made } from './part.js';

const RAM_LINES: Record<string, string[]> = {
  Kingston: ['Fury Beast', 'Fury Renegade', 'Fury Beast RGB'],
  Corsair: ['Vengeance', 'Vengeance RGB', 'Dominator Titanium'],
  'G.Skill': ['Trident Z5 RGB', 'Ripjaws S5', 'Flare X5', 'Trident Z5 Neo RGB'],
  Crucial: ['Pro', 'Pro OC'],
  TeamGroup: ['T-Force Delta RGB', 'T-Force Vulcan'],
  Patriot: ['Viper Venom', 'Viper Elite 5'],
};

export function makeRam(r: Rng, id: number): Made<'RAM'> {
  const brand = pick(r, Object.keys(RAM_LINES));
  const line = pick(r, RAM_LINES[brand]);
  const type = chance(r, 0.7) ? 'DDR5' : 'DDR4';
  const modules = pick(r, [1, 2, 2, 2, 4]);
  const moduleGb = type === 'DDR5' ? pick(r, [16, 16, 24, 32, 48]) : pick(r, [8, 16, 32]);
  const speed = type === 'DDR5' ? pick(r, [5200, 5600, 6000, 6000, 6400, 7200, 8000]) : pick(r, [3200, 3200, 3600, 4000]);
  const cl = type === 'DDR5' ? pick(r, [28, 30, 32, 36, 40]) : pick(r, [14, 16, 18]);
  const color = pick(r, ['Black', 'Black', 'Black', 'White', 'Silver']);
  const capacity = modules * moduleGb;
  return {
    brand,
    model: `${line} ${type} ${capacity}GB (${modules}x${moduleGb}GB) ${speed}MT/s CL${cl}${color === 'Black' ? '' : ` ${color}`}`,
    mpnCode: `${brand.slice(0, 2).toUpperCase()}${type === 'DDR5' ? '5' : '4'}${capacity}G${speed}C${cl}-${code36(id, 5)}`,
    year: type === 'DDR5' ? 2024 : 2021,
    msrp: round5(capacity * (type === 'DDR5' ? 3.2 : 2.4) + (speed > 6000 ? 25 : 0)),
    specs: { type, speedMts: speed, modules, moduleGb, capacityGb: capacity, casLatency: cl, color, lighting: /RGB/.test(line) },
  };
}
