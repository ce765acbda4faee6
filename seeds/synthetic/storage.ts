/** Synthetic STORAGE parts: the lines they come from and the specs and price of each. */
import { int, pick, type Rng } from '../random.js';
import { code36, round5, type Made } from './part.js';

const STORAGE_LINES: [string, string, 'NVMe' | 'SATA SSD' | 'HDD'][] = [
  ['Samsung', 'PRO', 'NVMe'],
  ['Samsung', 'EVO Plus', 'NVMe'],
  ['Samsung', 'EVO', 'SATA SSD'],
  ['WD', 'Black SN', 'NVMe'],
  ['WD', 'Blue SN', 'NVMe'],
  ['Crucial', 'T', 'NVMe'],
  ['Crucial', 'MX', 'SATA SSD'],
  ['Kingston', 'NV', 'NVMe'],
  ['Kingston', 'KC', 'NVMe'],
  ['Lexar', 'NM', 'NVMe'],
  ['Seagate', 'BarraCuda', 'HDD'],
  ['Seagate', 'IronWolf', 'HDD'],
  ['Toshiba', 'P', 'HDD'],
  ['WD', 'Red Plus', 'HDD'],
];

export function makeStorage(r: Rng, id: number): Made<'STORAGE'> {
  const [brand, line, type] = pick(r, STORAGE_LINES);
  const capacity = type === 'HDD' ? pick(r, [1000, 2000, 4000, 8000, 12000]) : pick(r, [500, 1000, 1000, 2000, 4000]);
  const number = line.length <= 2 ? `${int(r, 3, 9)}${int(r, 0, 9)}0` : `${int(r, 5, 9)}${pick(r, ['50', '70', '90'])}`;
  const capText = capacity >= 1000 ? `${capacity / 1000}TB` : `${capacity}GB`;
  const name = type === 'HDD' ? `${line} ${capText} HDD` : /[A-Z]$/.test(line) ? `${line}${number} ${capText}` : `${number} ${line} ${capText}`;
  return {
    brand,
    model: name,
    mpnCode: `${brand.slice(0, 2).toUpperCase()}${type === 'HDD' ? 'HD' : 'SD'}${capacity}-${code36(id, 6)}`,
    year: 2020 + int(r, 0, 5),
    msrp: round5((type === 'HDD' ? 18 : type === 'NVMe' ? 55 : 45) * Math.sqrt(capacity / 500) + (line === 'PRO' ? 30 : 0)),
    specs: {
      type,
      interface: type === 'NVMe' ? pick(r, ['PCIe 4.0 x4 NVMe', 'PCIe 5.0 x4 NVMe', 'PCIe 3.0 x4 NVMe']) : 'SATA III 6Gb/s',
      formFactor: type === 'NVMe' ? 'M.2 2280' : type === 'HDD' ? '3.5"' : '2.5"',
      capacityGb: capacity,
    },
  };
}
