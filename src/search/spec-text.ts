/**
 * Searchable words derived from a product's specs, so that `750w gold`, `pllake ame am5`,
 * `1tb nvme` or `32gb ddr5 6000` find products whose names do not spell those words out.
 * Only facts that people type are included; lists that cover almost every product of a
 * category (a case's supported boards, a cooler's sockets beyond the first) would make the
 * words useless for narrowing, so they are left out or kept deliberately.
 */
import type { Product, SpecsByCategory } from '../catalog/types.js';

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

export function specText(p: Product): string {
  const parts: (string | number | null)[] = [];
  switch (p.category) {
    case 'CPU': {
      const s = p.specs as SpecsByCategory['CPU'];
      parts.push(s.socket);
      break;
    }
    case 'GPU': {
      const s = p.specs as SpecsByCategory['GPU'];
      parts.push(s.chipBrand, s.chip, unit(s.vramGb, 'gb'));
      break;
    }
    case 'MOTHERBOARD': {
      const s = p.specs as SpecsByCategory['MOTHERBOARD'];
      parts.push(s.socket, s.chipset, formFactorWords(s.formFactor), s.memoryType);
      if (s.wifi) parts.push('wifi');
      break;
    }
    case 'RAM': {
      const s = p.specs as SpecsByCategory['RAM'];
      const kit = s.modules && s.moduleGb ? `${s.modules}x${s.moduleGb}gb` : '';
      const cl = s.casLatency ? `cl${s.casLatency}` : '';
      parts.push(s.type, unit(s.speedMts, ''), unit(s.capacityGb, 'gb'), kit, cl, s.color);
      break;
    }
    case 'STORAGE': {
      const s = p.specs as SpecsByCategory['STORAGE'];
      const type = s.type === 'NVMe' ? 'nvme ssd m2' : s.type === 'SATA SSD' ? 'sata ssd' : 'hdd';
      // `PCIe 4.0` is also typed as `gen4`
      const gen = /pcie\s*(\d)(?:\.0)?/i.exec(s.interface ?? '');
      parts.push(type, s.interface, s.formFactor, gen ? `gen${gen[1]}` : '');
      if (typeof s.capacityGb === 'number') parts.push(...nominalCapacities(s.capacityGb).map((gb) => `${gb}gb`));
      break;
    }
    case 'PSU': {
      const s = p.specs as SpecsByCategory['PSU'];
      const modular = s.modular === 'full' ? 'fully modular' : s.modular === 'semi' ? 'semi modular' : 'non modular';
      parts.push(unit(s.wattage, 'w'), unit(s.wattage, ''), s.formFactor, s.efficiency, modular);
      break;
    }
    case 'CASE': {
      const s = p.specs as SpecsByCategory['CASE'];
      parts.push(s.type, s.color);
      break;
    }
    case 'COOLING': {
      const s = p.specs as SpecsByCategory['COOLING'];
      parts.push(s.type === 'aio' ? 'aio liquid water' : 'air', s.color, unit(s.radiatorMm, ''), unit(s.radiatorMm, 'mm'));
      // every cooler lists its sockets: `am5 cooler` means compatible, which is what people ask
      parts.push(...(s.sockets ?? []));
      break;
    }
  }
  return parts.filter((x) => x !== null && x !== undefined && x !== '').join(' ');
}
