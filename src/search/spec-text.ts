/**
 * Searchable words derived from a product's specs, so that `750w gold`, `pllake ame am5`,
 * `1tb nvme` or `32gb ddr5 6000` find products whose names do not spell those words out.
 * Only facts that people type are included; lists that cover almost every product of a
 * category (a case's supported boards, a cooler's sockets beyond the first) would make the
 * words useless for narrowing, so they are left out or kept deliberately.
 */
import type { Product, SpecsByCategory } from '../catalog/types.js';
import type { Category } from '../enums.js';

/** Marketing sizes a drive is sold under: a 1024 GB or 960 GB drive is a "1 TB" drive. */
const NOMINAL_GB = [120, 128, 240, 250, 256, 480, 500, 512, 1000, 2000, 3000, 4000, 6000, 8000, 10000, 12000, 16000, 20000];

export function nominalCapacities(gb: number): number[] {
  const out = new Set<number>([gb]);
  for (const n of NOMINAL_GB) if (Math.abs(gb - n) / n <= 0.05) out.add(n);
  return [...out];
}

/** `32` + `gb` → `32gb`; nothing when the spec is missing (seed data is not all complete). */
const unit = (n: number | null | undefined, suffix: string): string => (typeof n === 'number' && Number.isFinite(n) ? `${n}${suffix}` : '');

function formFactorWords(ff: string | null): string | null {
  if (ff === 'mATX') return 'matx';
  if (ff === 'Mini-ITX') return 'mini itx';
  return ff;
}

type Words = (string | number | null)[];

/** The words of each category's specs: a category without its entry does not compile. */
const WORDS: { [C in Category]: (s: SpecsByCategory[C]) => Words } = {
  CPU: (s) => [s.socket],
  GPU: (s) => [s.chipBrand, s.chip, unit(s.vramGb, 'gb')],
  MOTHERBOARD: (s) => [s.socket, s.chipset, formFactorWords(s.formFactor), s.memoryType, ...(s.wifi ? ['wifi'] : [])],
  RAM: (s) => {
    const kit = s.modules && s.moduleGb ? `${s.modules}x${s.moduleGb}gb` : '';
    const cl = s.casLatency ? `cl${s.casLatency}` : '';
    return [s.type, unit(s.speedMts, ''), unit(s.capacityGb, 'gb'), kit, cl, s.color];
  },
  STORAGE: (s) => {
    const type = s.type === 'NVMe' ? 'nvme ssd m2' : s.type === 'SATA SSD' ? 'sata ssd' : 'hdd';
    // `PCIe 4.0` is also typed as `gen4`
    const gen = /pcie\s*(\d)(?:\.0)?/i.exec(s.interface ?? '');
    return [type, s.interface, s.formFactor, gen ? `gen${gen[1]}` : '', ...(typeof s.capacityGb === 'number' ? nominalCapacities(s.capacityGb).map((gb) => `${gb}gb`) : [])];
  },
  PSU: (s) => {
    const modular = s.modular === 'full' ? 'fully modular' : s.modular === 'semi' ? 'semi modular' : 'non modular';
    return [unit(s.wattage, 'w'), unit(s.wattage, ''), s.formFactor, s.efficiency, modular];
  },
  CASE: (s) => [s.type, s.color],
  // every cooler lists its sockets: `am5 cooler` means compatible, which is what people ask
  COOLING: (s) => [s.type === 'aio' ? 'aio liquid water' : 'air', s.color, unit(s.radiatorMm, ''), unit(s.radiatorMm, 'mm'), ...(s.sockets ?? [])],
};

export function specText(p: Product): string {
  // The product's category picks the entry that reads its specs.
  const words = (WORDS[p.category] as (s: unknown) => Words)(p.specs);
  return words.filter((x) => x !== null && x !== undefined && x !== '').join(' ');
}
