import fs from 'node:fs';
import path from 'node:path';
import { CHIPSETS } from './chipsets.js';
import { isGtin, MPN_FORMAT } from './identifiers.js';
import { readProducts, SourceError, type CatalogProduct } from './source.js';
import type { Product } from './types.js';

/**
 * The catalog lint (`npm run catalog -- lint <dir>`): facts that must agree with each other
 * inside one product, and identifiers in the formats makers publish. The schema (specs.ts)
 * already holds every value to its type and range and every key to being present; this
 * checks what a schema cannot see.
 */

export interface LintProblem {
  id: number | null;
  check: string;
  message: string;
  /** The specs that disagree or are out of range. */
  specs: string[];
}

type Report = (check: string, message: string, ...specs: string[]) => void;
type Check = (p: Product, report: Report) => void;

const between = (v: number | null, lo: number, hi: number) => v === null || (v >= lo && v <= hi);

const CHECKS: Partial<Record<Product['category'], Check>> = {
  CPU(p, report) {
    const s = (p as Product<'CPU'>).specs;
    if (s.cores !== null && s.threads !== null && s.threads < s.cores) report('cpu.threads', `${s.threads} threads < ${s.cores} cores`, 'cores', 'threads');
    if (s.cores !== null && s.threads !== null && s.threads > 2 * s.cores) report('cpu.threads', `${s.threads} threads > 2 × ${s.cores} cores`, 'cores', 'threads');
    if (s.baseClockGhz !== null && s.boostClockGhz !== null && s.boostClockGhz < s.baseClockGhz) {
      report('cpu.clocks', `boost ${s.boostClockGhz} GHz < base ${s.baseClockGhz} GHz`, 'baseClockGhz', 'boostClockGhz');
    }
    if (!between(s.tdpW, 5, 500)) report('cpu.tdp', `TDP ${s.tdpW} W is outside 5–500 W`, 'tdpW');
    if (!between(s.baseClockGhz, 0.5, 6.5) || !between(s.boostClockGhz, 0.5, 6.5)) report('cpu.clocks', 'a clock is outside 0.5–6.5 GHz', 'baseClockGhz', 'boostClockGhz');
  },
  GPU(p, report) {
    const s = (p as Product<'GPU'>).specs;
    if (!between(s.boardPowerW, 10, 1100)) report('gpu.power', `board power ${s.boardPowerW} W is outside 10–1100 W`, 'boardPowerW');
    if (!between(s.lengthMm, 60, 450)) report('gpu.length', `length ${s.lengthMm} mm is outside 60–450 mm`, 'lengthMm');
    if (!between(s.vramGb, 0.25, 128)) report('gpu.vram', `${s.vramGb} GB of memory is outside 0.25–128 GB`, 'vramGb');
  },
  MOTHERBOARD(p, report) {
    const s = (p as Product<'MOTHERBOARD'>).specs;
    const chipset = s.chipset ? CHIPSETS[s.chipset] : undefined;
    if (chipset && s.socket && !chipset.sockets.includes(s.socket)) {
      report('board.socketChipset', `chipset ${s.chipset} serves ${chipset.sockets.join('/')}, not ${s.socket}`, 'socket', 'chipset');
    }
    if (chipset && s.chipsetYear !== null && s.chipsetYear !== chipset.year) {
      report('board.chipsetYear', `chipset ${s.chipset} launched in ${chipset.year}, not ${s.chipsetYear}`, 'chipsetYear');
    }
    if (!between(s.maxMemoryGb, 1, 4096)) report('board.maxMemory', `maximum memory ${s.maxMemoryGb} GB is outside 1–4096 GB`, 'maxMemoryGb');
  },
  RAM(p, report) {
    const s = (p as Product<'RAM'>).specs;
    if (s.modules !== null && s.moduleGb !== null && s.capacityGb !== null && s.modules * s.moduleGb !== s.capacityGb) {
      report('ram.capacity', `${s.modules} × ${s.moduleGb} GB ≠ ${s.capacityGb} GB`, 'modules', 'moduleGb', 'capacityGb');
    }
    const speedBands = { DDR2: [400, 1300], DDR3: [800, 3200], DDR4: [1600, 5400], DDR5: [3200, 10000] } as const;
    if (s.type && s.speedMts !== null && !between(s.speedMts, speedBands[s.type][0], speedBands[s.type][1])) report('ram.speed', `${s.type} at ${s.speedMts} MT/s`, 'speedMts');
    if (!between(s.casLatency, 4, 70)) report('ram.cas', `CL${s.casLatency} is outside CL4–CL70`, 'casLatency');
  },
  STORAGE(p, report) {
    const s = (p as Product<'STORAGE'>).specs;
    if (s.type === 'NVMe' && s.formFactor && !s.formFactor.startsWith('M.2') && s.formFactor !== 'PCIe card') {
      report('storage.form', `an NVMe drive in the ${s.formFactor} form factor`, 'type', 'formFactor');
    }
    if ((s.type === 'HDD' || s.type === 'SSHD') && s.formFactor && !['2.5"', '3.5"'].includes(s.formFactor)) {
      report('storage.form', `a hard drive in the ${s.formFactor} form factor`, 'type', 'formFactor');
    }
  },
  PSU(p, report) {
    const s = (p as Product<'PSU'>).specs;
    if (!between(s.wattage, 100, 3000)) report('psu.wattage', `${s.wattage} W is outside 100–3000 W`, 'wattage');
    if (s.wattage !== null && s.wattage % 5 !== 0) report('psu.wattage', `${s.wattage} W is not a rated wattage (a multiple of 5 W)`, 'wattage');
  },
  CASE(p, report) {
    const s = (p as Product<'CASE'>).specs;
    if (!between(s.maxGpuLengthMm, 100, 700)) report('case.gpuLength', `GPU clearance ${s.maxGpuLengthMm} mm is outside 100–700 mm`, 'maxGpuLengthMm');
    if (!between(s.maxCoolerHeightMm, 0, 260)) report('case.coolerHeight', `cooler clearance ${s.maxCoolerHeightMm} mm is outside 0–260 mm`, 'maxCoolerHeightMm');
  },
  COOLING(p, report) {
    const s = (p as Product<'COOLING'>).specs;
    if (s.type === 'air' && s.radiatorMm !== null) report('cooler.kind', 'an air cooler with a radiator', 'radiatorMm');
    if (s.type === 'aio' && s.heightMm !== null) report('cooler.kind', 'a liquid cooler with an air-cooler height', 'heightMm');
    if (!between(s.heightMm, 10, 200)) report('cooler.height', `height ${s.heightMm} mm is outside 10–200 mm`, 'heightMm');
  },
};

function identifierProblems(p: CatalogProduct, report: Report): void {
  for (const mpn of p.mpns) if (!MPN_FORMAT.test(mpn)) report('id.mpn', `part number "${mpn}" is not in a maker's format`);
  if (p.ean !== null && !isGtin(p.ean)) report('id.gtin', `GTIN ${p.ean} has a wrong length or check digit`);
}

export function lintProducts(products: readonly CatalogProduct[]): LintProblem[] {
  const problems: LintProblem[] = [];
  const names = new Map<string, number>();
  for (const p of products) {
    const report: Report = (check, message, ...specs) => problems.push({ id: p.id, check, message: `${p.name}: ${message}`, specs });
    const key = `${p.category}|${p.name.toLowerCase()}`;
    if (names.has(key)) report('name.unique', `same name as product ${names.get(key)}`);
    else names.set(key, p.id);
    identifierProblems(p, report);
    CHECKS[p.category]?.(p, report);
  }
  return problems;
}

/** Lints a catalog directory: its products, and that the curated builds name products of the right category. */
export function lintCatalog(dir: string): LintProblem[] {
  let products: CatalogProduct[];
  try {
    products = readProducts(path.join(dir, 'products'));
  } catch (error) {
    if (error instanceof SourceError) return [{ id: null, check: 'schema', message: error.message, specs: [] }];
    throw error;
  }
  const problems = lintProducts(products);
  const buildsFile = path.join(dir, 'builds.json');
  if (fs.existsSync(buildsFile)) {
    const byId = new Map(products.map((p) => [p.id, p]));
    const builds = JSON.parse(fs.readFileSync(buildsFile, 'utf8')) as { id: string; parts: { category: string; productId: number }[] }[];
    for (const build of builds) {
      for (const part of build.parts) {
        const product = byId.get(part.productId);
        if (!product || product.category !== part.category) {
          problems.push({
            id: part.productId,
            check: 'build.part',
            message: `build ${build.id}: ${part.category} part ${part.productId} is not a ${part.category} of the catalog`,
            specs: [],
          });
        }
      }
    }
  }
  return problems;
}
