/** Synthetic CPU parts: the lines they come from and the specs and price of each. */
import { chance, int, pick, type Rng } from '../random.js';
import { code36, round5, type Made } from './part.js';

export function makeCpu(r: Rng, id: number): Made<'CPU'> {
  if (chance(r, 0.5)) {
    const socket = chance(r, 0.7) ? 'AM5' : 'AM4';
    const tier = pick(r, [5, 5, 7, 7, 9]);
    const gen = socket === 'AM5' ? pick(r, [7, 8, 9, 10]) : 5;
    const suffix = pick(r, ['', 'X', 'X3D', 'G', 'F', 'XT']);
    const number = `${gen}${tier + int(r, 0, 2)}${pick(r, ['0', '5'])}0`;
    const cores = tier === 5 ? 6 : tier === 7 ? 8 : pick(r, [12, 16]);
    const tdp = suffix === 'X' || suffix === 'X3D' ? (cores >= 12 ? 170 : 120) : 65;
    const year = socket === 'AM4' ? 2020 : 2022 + Math.min(3, gen - 7);
    return {
      brand: 'AMD',
      model: `Ryzen ${tier} ${number}${suffix}${chance(r, 0.15) ? ' Tray' : ''}`,
      mpnCode: `100-${code36(id, 9)}`,
      year,
      msrp: round5(60 + cores * 18 + (suffix === 'X3D' ? 150 : 0) + (socket === 'AM5' ? 40 : 0)),
      specs: {
        socket,
        cores,
        threads: cores * 2,
        baseClockGhz: pick(r, [3.4, 3.6, 3.8, 4.2, 4.4]),
        boostClockGhz: pick(r, [4.6, 5.0, 5.2, 5.4, 5.7]),
        tdpW: tdp,
        integratedGraphics: socket === 'AM5' ? suffix !== 'F' : suffix === 'G',
        coolerIncluded: tdp === 65,
        memoryTypes: [socket === 'AM5' ? 'DDR5' : 'DDR4'],
        performanceScore: Math.min(100, 20 + cores * 4 + gen * 2),
        releaseYear: year,
      },
    };
  }
  const socket = chance(r, 0.6) ? 'LGA1700' : 'LGA1851';
  const tier = pick(r, [3, 5, 5, 7, 9]);
  const suffix = pick(r, ['', 'F', 'K', 'KF']);
  const cores = [4, 10, 10, 20, 24][[3, 5, 5, 7, 9].indexOf(tier)];
  const model =
    socket === 'LGA1700' ? `Core i${tier}-${pick(r, [12, 13, 14])}${tier}${pick(r, ['00', '40', '50', '60'])}${suffix}` : `Core Ultra ${tier} 2${tier * 10 + pick(r, [0, 5])}${suffix}`;
  const tdp = suffix.startsWith('K') ? 125 : 65;
  return {
    brand: 'Intel',
    model,
    mpnCode: `BX${code36(id, 10)}`,
    year: socket === 'LGA1700' ? 2023 : 2024,
    msrp: round5(50 + cores * 14),
    specs: {
      socket,
      cores,
      threads: cores + Math.min(cores, 8),
      baseClockGhz: pick(r, [2.5, 3.0, 3.4, 3.7]),
      boostClockGhz: pick(r, [4.4, 4.8, 5.2, 5.6]),
      tdpW: tdp,
      integratedGraphics: !suffix.includes('F'),
      coolerIncluded: tdp === 65,
      memoryTypes: socket === 'LGA1700' ? ['DDR4', 'DDR5'] : ['DDR5'],
      performanceScore: Math.min(100, 15 + cores * 3),
      releaseYear: socket === 'LGA1700' ? 2023 : 2024,
    },
  };
}
