/**
 * Which catalog products the fictional stores carry: a shelf model of ours. Shops in
 * Kosovo list current platforms and mainstream parts and rarely anything a generation or
 * two old, so each product gets a weight (0..1) for how current and mainstream it is, and
 * is carried when a PRNG draw seeded from its id falls under weight × SHELF_SHARE. The
 * curated products are the hand-picked mainstream range and are always carried.
 *
 * Weights by category:
 *   CPU, board   by socket: AM5/LGA1851 1.0, AM4/LGA1700 0.9, LGA1200 0.35, LGA1151 0.12, sTR5 0.3, other 0.02
 *   GPU          chips of the last three generations 0.9, the two before 0.25, older or unscored 0.04
 *   RAM          DDR5 0.9, DDR4 0.7, older 0.03; kits above 128 GB ×0.3
 *   storage      NVMe 0.8, SATA SSD 0.6, HDD 0.5, SSHD 0.1; small M.2 sizes, mSATA and cards ×0.3; under 240 GB ×0.2
 *   PSU          0.65 from 450 W with an 80+ rating, 0.4 without one, 0.2 below 450 W
 *   case         0.55, 0.3 when its GPU clearance is unknown
 *   cooler       0.6 when it mounts on AM5 or LGA1700, else 0.1
 */
import type { CatalogProduct } from '../src/catalog/source.js';
import type { Product, Socket } from '../src/catalog/types.js';
import { hash, prng } from './random.js';

/** Scales every weight; tuned so the stores together carry about half the catalog. */
export const SHELF_SHARE = 0.74;

function socketWeight(socket: Socket | null): number {
  if (socket === 'AM5' || socket === 'LGA1851') return 1;
  if (socket === 'AM4' || socket === 'LGA1700') return 0.9;
  if (socket === 'LGA1200') return 0.35;
  if (socket === 'sTR5') return 0.3;
  if (socket === 'LGA1151') return 0.12;
  return 0.02;
}

const CURRENT_GPUS = /\b(?:RTX [345]0\d0|RX [679]\d{3}|Arc [AB]\d{3})\b/;
const RECENT_GPUS = /\b(?:RTX 20\d0|GTX 16\d0|RX 5\d{3})\b/;

export function shelfWeight(p: CatalogProduct): number {
  switch (p.category) {
    case 'CPU': {
      const s = (p as Product<'CPU'>).specs;
      return socketWeight(s.socket) * (/\bTray$/.test(p.name) ? 0.8 : 1);
    }
    case 'MOTHERBOARD':
      return socketWeight((p as Product<'MOTHERBOARD'>).specs.socket);
    case 'GPU': {
      const s = (p as Product<'GPU'>).specs;
      if (s.performanceScore === null) return 0.04;
      return CURRENT_GPUS.test(s.chip ?? '') ? 0.9 : RECENT_GPUS.test(s.chip ?? '') ? 0.25 : 0.04;
    }
    case 'RAM': {
      const s = (p as Product<'RAM'>).specs;
      const base = s.type === 'DDR5' ? 0.9 : s.type === 'DDR4' ? 0.7 : 0.03;
      return (s.capacityGb ?? 0) > 128 ? base * 0.3 : base;
    }
    case 'STORAGE': {
      const s = (p as Product<'STORAGE'>).specs;
      let w = s.type === 'NVMe' ? 0.8 : s.type === 'SATA SSD' ? 0.6 : s.type === 'HDD' ? 0.5 : 0.1;
      if (s.formFactor && !['M.2 2280', '2.5"', '3.5"'].includes(s.formFactor)) w *= 0.3;
      if ((s.capacityGb ?? 0) < 240) w *= 0.2;
      return w;
    }
    case 'PSU': {
      const s = (p as Product<'PSU'>).specs;
      if ((s.wattage ?? 0) < 450) return 0.2;
      return s.efficiency && s.efficiency !== '80+' ? 0.65 : 0.4;
    }
    case 'CASE':
      return (p as Product<'CASE'>).specs.maxGpuLengthMm === null ? 0.3 : 0.55;
    case 'COOLING': {
      const sockets = (p as Product<'COOLING'>).specs.sockets ?? [];
      return sockets.includes('AM5') || sockets.includes('LGA1700') ? 0.6 : 0.1;
    }
  }
}

/** Whether any store carries the product (curated products always are). */
export function onShelf(p: CatalogProduct): boolean {
  if (p.opendbId === null || p.msrpEur !== undefined) return true;
  return prng(hash(`shelf|${p.id}`))() < shelfWeight(p) * SHELF_SHARE;
}
