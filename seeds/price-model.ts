/**
 * Reference street prices (EUR) for the fictional stores' feeds. The open parts database
 * has no prices, so the shipped feeds price every product from this model of ours; real
 * stores' feeds carry their own prices and never pass through it.
 *
 * A curated product keeps the reference price written next to it (`msrpEur`). Any other
 * product is priced from its specs, per category:
 *   CPU      12 × e^(0.037 × performance score), else 25 + 12 € per core
 *   GPU      120 × e^(0.03 × chip score), else 40 + 18 € per GB of memory; halo lines +15%
 *   board    a base per chipset tier, +25 € for Mini-ITX, +15 € with Wi-Fi
 *   RAM      € per GB by generation (DDR5 3.2, DDR4 2.3, DDR3 1.8), faster kits up to +25%
 *   storage  € per TB by kind (PCIe 5.0 120, PCIe 4.0 70, PCIe 3.0 55, SATA SSD 60, HDD 22 + 35)
 *   PSU      15 + 0.09 € per W × efficiency (Titanium 2.0 … Bronze 1.0), fully modular +10%
 *   case     45–165 € by the product's hash, full towers +30%
 *   cooler   air 25 € + 0.25 € per mm of height; liquid by radiator size
 * and then moved by ±10% with a PRNG seeded from the product id, and rounded to whole euros.
 * The same product always gets the same reference price.
 */
import type { CatalogProduct } from '../src/catalog/source.js';
import type { Product } from '../src/catalog/types.js';
import { hash, prng } from './random.js';

const CHIPSET_BASE: Record<string, number> = {
  X870E: 330,
  X870: 250,
  X670E: 320,
  X670: 240,
  B850: 175,
  B650E: 210,
  B650: 150,
  B840: 115,
  A620: 100,
  A620A: 100,
  X570: 180,
  B550: 120,
  A520: 75,
  X470: 130,
  B450: 80,
  X370: 110,
  B350: 70,
  A320: 55,
  Z890: 290,
  B860: 165,
  H810: 95,
  Z790: 250,
  B760: 140,
  H770: 150,
  Z690: 210,
  B660: 120,
  H670: 140,
  H610: 85,
  Z590: 170,
  B560: 100,
  H510: 70,
  Z490: 160,
  B460: 90,
  H410: 65,
  Z390: 140,
  B365: 80,
  B360: 75,
  H310: 60,
  TRX50: 650,
  WRX90: 900,
  TRX40: 450,
  X399: 300,
  X299: 280,
};

const EFFICIENCY_FACTOR: Record<string, number> = {
  '80+ Titanium': 2.0,
  '80+ Platinum': 1.6,
  '80+ Gold': 1.25,
  '80+ Silver': 1.1,
  '80+ Bronze': 1.0,
  '80+': 0.85,
};

const RADIATOR_PRICE: Record<number, number> = { 120: 65, 140: 70, 240: 90, 280: 105, 360: 125, 420: 165 };

const HALO_LINES = /\b(?:ROG|Astral|Strix|Suprim|AORUS Master|Xtreme|Nitro\+|Taichi|Hellhound Spectral|Vapor-X)\b/i;

function fromSpecs(p: Product): number {
  switch (p.category) {
    case 'CPU': {
      const s = (p as Product<'CPU'>).specs;
      return s.performanceScore !== null ? 12 * Math.exp(0.037 * s.performanceScore) : 25 + 12 * (s.cores ?? 4);
    }
    case 'GPU': {
      const s = (p as Product<'GPU'>).specs;
      const base = s.performanceScore !== null ? 120 * Math.exp(0.03 * s.performanceScore) : 40 + 18 * (s.vramGb ?? 4);
      return HALO_LINES.test(p.name) ? base * 1.15 : base;
    }
    case 'MOTHERBOARD': {
      const s = (p as Product<'MOTHERBOARD'>).specs;
      const base = (s.chipset ? CHIPSET_BASE[s.chipset] : undefined) ?? 90;
      return base + (s.formFactor === 'Mini-ITX' ? 25 : 0) + (s.wifi ? 15 : 0);
    }
    case 'RAM': {
      const s = (p as Product<'RAM'>).specs;
      const perGb = s.type === 'DDR5' ? 3.2 : s.type === 'DDR4' ? 2.3 : 1.8;
      const fast = s.type === 'DDR5' ? (s.speedMts ?? 0) >= 7200 : (s.speedMts ?? 0) >= 3600;
      return Math.max(15, (s.capacityGb ?? 8) * perGb * (fast ? 1.25 : 1));
    }
    case 'STORAGE': {
      const s = (p as Product<'STORAGE'>).specs;
      const tb = (s.capacityGb ?? 500) / 1000;
      if (s.type === 'HDD' || s.type === 'SSHD') return 35 + 22 * tb;
      if (s.type === 'NVMe') {
        const perTb = /PCIe 5/.test(s.interface ?? '') ? 120 : /PCIe 4/.test(s.interface ?? '') ? 70 : 55;
        return Math.max(20, 10 + perTb * tb);
      }
      return Math.max(20, 10 + 60 * tb);
    }
    case 'PSU': {
      const s = (p as Product<'PSU'>).specs;
      const factor = (s.efficiency ? EFFICIENCY_FACTOR[s.efficiency] : undefined) ?? 0.8;
      return (15 + 0.09 * (s.wattage ?? 500) * factor) * (s.modular === 'full' ? 1.1 : 1);
    }
    case 'CASE': {
      const s = (p as Product<'CASE'>).specs;
      const base = 45 + 120 * prng(hash(`case-price|${p.id}`))();
      return /Full Tower/i.test(s.type ?? '') ? base * 1.3 : base;
    }
    case 'COOLING': {
      const s = (p as Product<'COOLING'>).specs;
      if (s.type === 'aio') return (s.radiatorMm ? RADIATOR_PRICE[s.radiatorMm] : undefined) ?? 110;
      return 25 + 0.25 * (s.heightMm ?? 120);
    }
  }
}

export function referencePrice(p: CatalogProduct): number {
  if (p.msrpEur !== undefined) return p.msrpEur;
  const jitter = 0.9 + 0.2 * prng(hash(`price|${p.id}`))();
  return Math.max(10, Math.round(fromSpecs(p) * jitter));
}
