/** Synthetic GPU parts: the lines they come from and the specs and price of each. */
import { chance, int, pick, type Rng } from '../random.js';
import { code36, round5, type Made } from './part.js';

const GPU_PARTNERS: Record<string, string[]> = {
  ASUS: ['Dual', 'TUF Gaming', 'ROG Strix', 'Prime'],
  MSI: ['Ventus 2X', 'Ventus 3X', 'Gaming X Trio', 'Gaming X Slim'],
  Gigabyte: ['Windforce', 'Eagle', 'Gaming', 'Aero'],
  Zotac: ['Twin Edge', 'Trinity', 'AMP', 'Solid'],
  Palit: ['Dual', 'StormX', 'GamingPro', 'JetStream'],
  Sapphire: ['Pulse', 'Nitro+', 'Pure'],
  PowerColor: ['Fighter', 'Hellhound', 'Red Devil', 'Reaper'],
  XFX: ['Swift', 'Merc', 'Qick'],
  ASRock: ['Challenger', 'Steel Legend', 'Taichi'],
};
const AMD_PARTNERS = new Set(['Sapphire', 'PowerColor', 'XFX', 'ASRock']);

export function makeGpu(r: Rng, id: number): Made<'GPU'> {
  const brand = pick(r, Object.keys(GPU_PARTNERS));
  const series = pick(r, GPU_PARTNERS[brand]);
  const amd = AMD_PARTNERS.has(brand) || (brand === 'Gigabyte' && chance(r, 0.3));
  const gen = amd ? pick(r, [7, 8, 9]) : pick(r, [4, 5, 6]);
  const level = pick(r, [5, 6, 7, 7, 8, 9]);
  const number = amd ? `${gen}${level}${pick(r, ['0', '5'])}0` : `${gen}0${level}0`;
  const suffix = amd ? pick(r, ['', 'XT', 'XT', 'GRE']) : pick(r, ['', 'Ti', 'SUPER', 'Ti SUPER']);
  const chip = amd ? `Radeon RX ${number}${suffix ? ` ${suffix}` : ''}` : `GeForce RTX ${number}${suffix ? ` ${suffix}` : ''}`;
  const vram = level <= 6 ? pick(r, [8, 8, 12]) : level <= 7 ? pick(r, [12, 16]) : pick(r, [16, 20, 24, 32]);
  const power = 90 + level * 30 + (suffix ? 30 : 0);
  const oc = chance(r, 0.6) ? ' OC' : '';
  const color = chance(r, 0.12) ? ' White' : '';
  return {
    brand,
    model: `${chip} ${series}${oc} ${vram}GB${color}`,
    mpnCode: `${brand.slice(0, 3).toUpperCase()}-${code36(id, 7)}-${vram}G`,
    year: 2022 + Math.min(3, level % 4),
    msrp: round5(120 + level * level * 18 + vram * 6 + (suffix ? 80 : 0)),
    specs: {
      chipBrand: amd ? 'AMD' : 'NVIDIA',
      chip,
      vramGb: vram,
      lengthMm: int(r, 170, 350),
      boardPowerW: power,
      pcie8pin: power > 220 && !amd ? 0 : power > 150 ? 2 : 1,
      pcie16pin: power > 220 && !amd ? 1 : 0,
      slotWidth: pick(r, [2, 2, 2.5, 3]),
      performanceScore: Math.min(100, level * 9 + (gen - 4) * 5),
    },
  };
}
