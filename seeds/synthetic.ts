/**
 * Writes a synthetic catalog source directory of any size, for load tests and search
 * benchmarks:
 *
 *   node dist/seeds/synthetic.js --products N --out <dir> [--stores S]
 *
 *   <dir>/stores.json               S stores (default 12) across Kosovo's cities
 *   <dir>/products/<cat>-NNNN.json  N products, valid specs, at most 50 000 per file
 *   <dir>/feeds/<store>.jsonl       1–6 listings per product, each carrying the MPN (and the
 *                                   EAN where the product has one), so every row matches exactly
 *   <dir>/builds.json               one compatible build per budget tier
 *
 * Deterministic: product i is a pure function of i (a PRNG seeded with a hash of i), so the
 * same N always writes the same bytes, and the first N products of a bigger catalog are the
 * products of a smaller one. Streaming: products and rows go to disk through small buffers,
 * so a million products need tens of megabytes of memory, not gigabytes.
 *
 * Names read like real part names — brand, series, model number, variant — so search
 * benchmarks over them are meaningful: `MSI GeForce RTX 5770 Ti Ventus 3X OC 16GB`,
 * `Kingston Fury Beast DDR5 32GB (2x16GB) 6400MT/s CL32 White`, `Seasonic Focus GX-850`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Category, CuratedBuild, Product, SpecsByCategory, Store } from '../src/catalog/types.js';
import { CATEGORY_SLUGS } from '../src/enums.js';
import { hash, prng } from './random.js';

// ---------------------------------------------------------------------------------------
// Deterministic randomness

type Rng = () => number;
const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)];
const int = (r: Rng, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));
const chance = (r: Rng, p: number) => r() < p;

const BASE_DATE_MS = Date.UTC(2026, 10, 20, 8, 0, 0);
export const MAX_PRODUCTS_PER_FILE = 50_000;
/** Marks a directory as the generator's own, so a later run may overwrite it. */
const MARKER = '.synthetic-catalog';

// ---------------------------------------------------------------------------------------
// Stores

const CITIES = ['Prishtinë', 'Prizren', 'Pejë', 'Ferizaj', 'Gjakovë', 'Gjilan', 'Mitrovicë', 'Podujevë', 'Vushtrri', 'Suharekë'];
const STORE_WORDS = ['Tech', 'Komponente', 'PC', 'Digital', 'IT', 'Computers', 'Hardware', 'Byte', 'Chip', 'Gaming'];
const STORE_NAMES = ['Arbëria', 'Dardani', 'Iliria', 'Kosova', 'Drini', 'Sharri', 'Nerodime', 'Rugova', 'Llapi', 'Morava', 'Ibri', 'Bjeshka'];

export function syntheticStores(count: number): Store[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${STORE_NAMES[i % STORE_NAMES.length]} ${STORE_WORDS[(i * 7) % STORE_WORDS.length]}${i >= STORE_NAMES.length ? ` ${Math.floor(i / STORE_NAMES.length) + 1}` : ''}`;
    const id = name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return { id: `syn-${id}`.slice(0, 64), name, city: CITIES[i % CITIES.length], website: `https://${id.replace(/-/g, '')}.example` };
  });
}

// ---------------------------------------------------------------------------------------
// Products

/** Category of product i: a fixed 20-slot pattern, so every category appears in any 20 ids. */
const CATEGORY_PATTERN: Category[] = [
  'CPU',
  'GPU',
  'MOTHERBOARD',
  'RAM',
  'STORAGE',
  'PSU',
  'CASE',
  'COOLING',
  'GPU',
  'MOTHERBOARD',
  'RAM',
  'STORAGE',
  'CPU',
  'GPU',
  'MOTHERBOARD',
  'RAM',
  'STORAGE',
  'PSU',
  'CASE',
  'COOLING',
];
export const categoryOf = (id: number): Category => CATEGORY_PATTERN[(id - 1) % CATEGORY_PATTERN.length];

export type SyntheticProduct = Product & { msrpEur: number };

const round5 = (n: number) => Math.max(5, Math.round(n / 5) * 5);
const code36 = (id: number, width = 5) => id.toString(36).toUpperCase().padStart(width, '0');

/** A valid EAN-13 in the 20–29 in-store range, unique per id. */
function ean13(id: number): string {
  const body = `2${String(id).padStart(11, '0')}`;
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return body + ((10 - (sum % 10)) % 10);
}

function releaseDate(r: Rng, year: number): string {
  return `${year}-${String(int(r, 1, 12)).padStart(2, '0')}-${String(int(r, 1, 28)).padStart(2, '0')}`;
}

type Made<C extends Category> = { brand: string; model: string; specs: SpecsByCategory[C]; msrp: number; year: number; mpnCode: string };

function makeCpu(r: Rng, id: number): Made<'CPU'> {
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

function makeGpu(r: Rng, id: number): Made<'GPU'> {
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

const BOARD_LINES: Record<string, string[]> = {
  ASUS: ['TUF GAMING', 'PRIME', 'ROG STRIX'],
  MSI: ['MAG', 'PRO', 'MPG'],
  Gigabyte: ['AORUS ELITE', 'GAMING X', 'EAGLE', 'UD'],
  ASRock: ['Steel Legend', 'Pro RS', 'Phantom Gaming', 'Lightning'],
};

function makeBoard(r: Rng, id: number): Made<'MOTHERBOARD'> {
  const brand = pick(r, Object.keys(BOARD_LINES));
  const line = pick(r, BOARD_LINES[brand]);
  const socket = pick(r, ['AM4', 'AM5', 'AM5', 'LGA1700', 'LGA1851'] as const);
  const chipset = pick(r, ({ AM4: ['B550', 'A520', 'X570'], AM5: ['B650', 'B850', 'X870', 'A620'], LGA1700: ['B760', 'Z790', 'H610'], LGA1851: ['B860', 'Z890'] } as const)[socket]);
  const formFactor = pick(r, ['ATX', 'ATX', 'mATX', 'Mini-ITX'] as const);
  const formLetter = formFactor === 'mATX' ? 'M' : formFactor === 'Mini-ITX' ? 'I' : '';
  const wifi = chance(r, 0.6);
  const memoryType = socket === 'AM4' ? 'DDR4' : socket === 'LGA1700' && chance(r, 0.3) ? 'DDR4' : 'DDR5';
  const variant = pick(r, ['-PLUS', '-A', '-P', ' MAX', ` ${code36(id % 1296, 2)}`]);
  const chipsetYear = (
    { B550: 2020, A520: 2020, X570: 2019, B650: 2022, B850: 2025, X870: 2024, A620: 2023, B760: 2023, Z790: 2022, H610: 2022, B860: 2025, Z890: 2024 } as Record<string, number>
  )[chipset];
  return {
    brand,
    model: `${line} ${chipset}${formLetter}${variant}${wifi ? ' WIFI' : ''}${memoryType === 'DDR4' && socket === 'LGA1700' ? ' DDR4' : ''}`,
    mpnCode: `${brand.slice(0, 2).toUpperCase()}${chipset}${formLetter}-${code36(id, 6)}`,
    year: chipsetYear,
    msrp: round5(60 + (chipset.startsWith('X') || chipset.startsWith('Z') ? 150 : 40) + (wifi ? 25 : 0) + (formFactor === 'Mini-ITX' ? 40 : 0)),
    specs: {
      socket,
      chipset,
      formFactor,
      memoryType,
      memorySlots: formFactor === 'Mini-ITX' ? 2 : 4,
      maxMemoryGb: formFactor === 'Mini-ITX' ? 96 : 192,
      m2Slots: int(r, 1, 4),
      sataPorts: int(r, 2, 6),
      wifi,
      chipsetYear,
    },
  };
}

const RAM_LINES: Record<string, string[]> = {
  Kingston: ['Fury Beast', 'Fury Renegade', 'Fury Beast RGB'],
  Corsair: ['Vengeance', 'Vengeance RGB', 'Dominator Titanium'],
  'G.Skill': ['Trident Z5 RGB', 'Ripjaws S5', 'Flare X5', 'Trident Z5 Neo RGB'],
  Crucial: ['Pro', 'Pro OC'],
  TeamGroup: ['T-Force Delta RGB', 'T-Force Vulcan'],
  Patriot: ['Viper Venom', 'Viper Elite 5'],
};

function makeRam(r: Rng, id: number): Made<'RAM'> {
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
    specs: { type, speedMts: speed, modules, moduleGb, capacityGb: capacity, casLatency: cl, color },
  };
}

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

function makeStorage(r: Rng, id: number): Made<'STORAGE'> {
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

const PSU_LINES: Record<string, [string, string][]> = {
  Corsair: [
    ['RM', 'e'],
    ['RM', 'x'],
    ['CX', ''],
    ['HX', 'i'],
  ],
  Seasonic: [
    ['Focus GX-', ''],
    ['Vertex GX-', ''],
    ['Focus GM-', ''],
  ],
  'be quiet!': [
    ['Pure Power 13 M ', 'W'],
    ['Straight Power 13 ', 'W'],
    ['System Power 11 ', 'W'],
  ],
  MSI: [
    ['MAG A', 'GL'],
    ['MPG A', 'G'],
  ],
  DeepCool: [
    ['PQ', 'M'],
    ['PN', 'M'],
    ['PK', 'D'],
  ],
  Thermaltake: [
    ['Toughpower GF3 ', 'W'],
    ['Smart BX1 ', 'W'],
  ],
};

function makePsu(r: Rng, id: number): Made<'PSU'> {
  const brand = pick(r, Object.keys(PSU_LINES));
  const [head, tail] = pick(r, PSU_LINES[brand]);
  const wattage = pick(r, [550, 650, 750, 850, 1000, 1200]);
  const efficiency = wattage >= 1000 ? pick(r, ['80+ Gold', '80+ Platinum']) : pick(r, ['80+ Bronze', '80+ Gold', '80+ Gold']);
  const formFactor = chance(r, 0.1) ? 'SFX' : 'ATX';
  return {
    brand,
    model: `${head}${wattage}${tail}${formFactor === 'SFX' ? ' SFX' : ''}`,
    mpnCode: `${brand
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}-P${wattage}-${code36(id, 6)}`,
    year: 2023 + int(r, 0, 2),
    msrp: round5(wattage / 9 + (efficiency.includes('Platinum') ? 60 : efficiency.includes('Gold') ? 25 : 0)),
    specs: {
      wattage,
      formFactor,
      efficiency,
      modular: efficiency.includes('Bronze') ? 'none' : pick(r, ['full', 'full', 'semi']),
      pcie8pin: wattage >= 850 ? 4 : 2,
      pcie16pin: wattage >= 750 ? 1 : 0,
    },
  };
}

const CASE_LINES: Record<string, string[]> = {
  'Lian Li': ['Lancool', 'O11 Dynamic', 'A'],
  'Fractal Design': ['North', 'Pop Air', 'Meshify', 'Define'],
  NZXT: ['H', 'H Flow'],
  Corsair: ['Airflow', 'Frame'],
  Phanteks: ['XT Pro', 'NV', 'Eclipse G'],
  Montech: ['AIR', 'KING', 'XR'],
  DeepCool: ['CH', 'CC'],
};

function makeCase(r: Rng, id: number): Made<'CASE'> {
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
    },
  };
}

const COOLER_LINES: Record<string, { name: string; type: 'air' | 'aio' }[]> = {
  Noctua: [
    { name: 'NH-U', type: 'air' },
    { name: 'NH-D', type: 'air' },
  ],
  DeepCool: [
    { name: 'AK', type: 'air' },
    { name: 'LS', type: 'aio' },
  ],
  Arctic: [
    { name: 'Freezer', type: 'air' },
    { name: 'Liquid Freezer IV', type: 'aio' },
  ],
  Thermalright: [
    { name: 'Peerless Assassin', type: 'air' },
    { name: 'Aqua Elite', type: 'aio' },
  ],
  'be quiet!': [
    { name: 'Dark Rock', type: 'air' },
    { name: 'Pure Loop 3', type: 'aio' },
  ],
  NZXT: [{ name: 'Kraken', type: 'aio' }],
};

function makeCooler(r: Rng, id: number): Made<'COOLING'> {
  const brand = pick(r, Object.keys(COOLER_LINES));
  const line = pick(r, COOLER_LINES[brand]);
  const color = pick(r, ['Black', 'Black', 'White']);
  const colorText = color === 'White' ? ' White' : '';
  if (line.type === 'aio') {
    const radiator = pick(r, [240, 280, 360]);
    return {
      brand,
      model: `${line.name} ${radiator}${pick(r, ['', ' RGB', ' Pro'])}${colorText}`,
      mpnCode: `${brand
        .replace(/[^A-Za-z]/g, '')
        .slice(0, 3)
        .toUpperCase()}-L${radiator}-${code36(id, 6)}`,
      year: 2022 + int(r, 0, 3),
      msrp: round5(50 + radiator / 4),
      specs: { type: 'aio', sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'], heightMm: null, radiatorMm: radiator, tdpRatingW: radiator + 20, color },
    };
  }
  const number = int(r, 9, 15);
  const height = int(r, 120, 168);
  return {
    brand,
    model: `${line.name}${/-$|[A-Z]$/.test(line.name) ? '' : ' '}${number}${pick(r, ['', 'S', ' SE', ' Pro', ' Digital'])}${colorText}`,
    mpnCode: `${brand
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase()}-A${number}-${code36(id, 6)}`,
    year: 2020 + int(r, 0, 5),
    msrp: round5(20 + height / 3),
    specs: { type: 'air', sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'], heightMm: height, radiatorMm: null, tdpRatingW: 100 + (height - 100) * 2, color },
  };
}

const MAKERS: { [C in Category]: (r: Rng, id: number) => Made<C> } = {
  CPU: makeCpu,
  GPU: makeGpu,
  MOTHERBOARD: makeBoard,
  RAM: makeRam,
  STORAGE: makeStorage,
  PSU: makePsu,
  CASE: makeCase,
  COOLING: makeCooler,
};

/** Product `id` of the synthetic catalog: a pure function of the id. */
export function syntheticProduct(id: number): SyntheticProduct {
  const r = prng(hash(`synthetic|${id}`));
  const category = categoryOf(id);
  const made = (MAKERS[category] as (r: Rng, id: number) => Made<Category>)(r, id);
  return {
    id,
    name: `${made.brand} ${made.model}`,
    brand: made.brand,
    model: made.model,
    category,
    mpn: made.mpnCode,
    mpns: [made.mpnCode],
    ean: chance(r, 0.3) ? ean13(id) : null,
    opendbId: null,
    releasedAt: releaseDate(r, made.year),
    msrpEur: made.msrp,
    specs: made.specs,
  } as SyntheticProduct;
}

// ---------------------------------------------------------------------------------------
// Streaming writers

/** Appends text to a file through a buffer; memory stays bounded however much is written. */
class BufferedFile {
  private fd: number;
  private parts: string[] = [];
  private size = 0;
  constructor(file: string) {
    this.fd = fs.openSync(file, 'w');
  }
  write(text: string): void {
    this.parts.push(text);
    this.size += text.length;
    if (this.size >= 1 << 20) this.flush();
  }
  flush(): void {
    if (this.parts.length === 0) return;
    fs.writeSync(this.fd, this.parts.join(''));
    this.parts = [];
    this.size = 0;
  }
  close(): void {
    this.flush();
    fs.closeSync(this.fd);
  }
}

/** Writes one category's products as JSON arrays of at most MAX_PRODUCTS_PER_FILE entries. */
class ProductFiles {
  private file: BufferedFile | null = null;
  private inFile = 0;
  private chunk = 0;
  constructor(
    private readonly dir: string,
    private readonly slug: string,
  ) {}
  add(product: SyntheticProduct): void {
    if (!this.file || this.inFile >= MAX_PRODUCTS_PER_FILE) {
      this.end();
      this.chunk++;
      this.file = new BufferedFile(path.join(this.dir, `${this.slug}-${String(this.chunk).padStart(4, '0')}.json`));
      this.file.write('[\n');
      this.inFile = 0;
    }
    this.file.write(`${this.inFile === 0 ? '' : ',\n'}${JSON.stringify(product)}`);
    this.inFile++;
  }
  end(): void {
    if (!this.file) return;
    this.file.write('\n]\n');
    this.file.close();
    this.file = null;
  }
}

// ---------------------------------------------------------------------------------------
// Builds: the first products (by id) that fit together, one build per tier

interface BuildSlots {
  [tier: string]: Partial<Record<Category, SyntheticProduct>>;
}

const TIERS: { tier: CuratedBuild['budgetTier']; socket: string; maxGpuPower: number; minGpuPower: number }[] = [
  { tier: 'Budget', socket: 'AM4', minGpuPower: 0, maxGpuPower: 260 },
  { tier: 'Entry', socket: 'LGA1700', minGpuPower: 200, maxGpuPower: 320 },
  { tier: 'Mid', socket: 'AM5', minGpuPower: 260, maxGpuPower: 360 },
  { tier: 'High', socket: 'LGA1851', minGpuPower: 330, maxGpuPower: 1000 },
];

/** Synthetic products state every spec, so the build checks read them without null checks. */
type Stated<C extends Category> = { [K in keyof SpecsByCategory[C]]-?: NonNullable<SpecsByCategory[C][K]> };
const stated = <C extends Category>(p: Product): Stated<C> => p.specs as unknown as Stated<C>;

function fitsBuild(slot: Partial<Record<Category, SyntheticProduct>>, t: (typeof TIERS)[number], p: SyntheticProduct): boolean {
  const cpu = slot.CPU && { ...slot.CPU, specs: stated<'CPU'>(slot.CPU) };
  const board = slot.MOTHERBOARD && { ...slot.MOTHERBOARD, specs: stated<'MOTHERBOARD'>(slot.MOTHERBOARD) };
  const gpu = slot.GPU && { ...slot.GPU, specs: stated<'GPU'>(slot.GPU) };
  const pcCase = slot.CASE && { ...slot.CASE, specs: stated<'CASE'>(slot.CASE) };
  switch (p.category) {
    case 'CPU': {
      const s = stated<'CPU'>(p);
      return s.socket === t.socket && !(p.model ?? '').includes('Tray');
    }
    case 'MOTHERBOARD': {
      const s = stated<'MOTHERBOARD'>(p);
      return !!cpu && s.socket === cpu.specs.socket && cpu.specs.memoryTypes.includes(s.memoryType) && s.formFactor === 'ATX' && s.chipsetYear >= cpu.specs.releaseYear;
    }
    case 'RAM': {
      const s = stated<'RAM'>(p);
      return !!board && s.type === board.specs.memoryType && s.modules <= board.specs.memorySlots && s.capacityGb <= board.specs.maxMemoryGb && s.modules === 2;
    }
    case 'GPU': {
      const s = stated<'GPU'>(p);
      return s.boardPowerW >= t.minGpuPower && s.boardPowerW <= t.maxGpuPower;
    }
    case 'STORAGE':
      return stated<'STORAGE'>(p).type === 'NVMe' && !!board && board.specs.m2Slots >= 1;
    case 'CASE': {
      const s = stated<'CASE'>(p);
      return !!gpu && s.supportedBoards.includes('ATX') && s.maxGpuLengthMm >= gpu.specs.lengthMm && s.maxCoolerHeightMm >= 168 && s.radiatorSupport.includes(360);
    }
    case 'PSU': {
      const s = stated<'PSU'>(p);
      if (!cpu || !gpu || s.formFactor !== 'ATX') return false;
      const cpuDraw = cpu.specs.socket.startsWith('LGA') ? cpu.specs.tdpW * 2 : cpu.specs.tdpW * 1.35;
      const needW = Math.ceil((cpuDraw + gpu.specs.boardPowerW + 83) * 1.3);
      return s.wattage >= needW && s.wattage >= 1.3 * cpu.specs.tdpW + gpu.specs.boardPowerW + 100 && s.pcie8pin >= gpu.specs.pcie8pin && s.pcie16pin >= gpu.specs.pcie16pin;
    }
    case 'COOLING': {
      const s = stated<'COOLING'>(p);
      if (!cpu || cpu.specs.coolerIncluded || !pcCase) return false;
      return (
        s.sockets.includes(cpu.specs.socket as 'AM4') &&
        s.tdpRatingW >= cpu.specs.tdpW &&
        (s.type === 'aio' ? pcCase.specs.radiatorSupport.includes(s.radiatorMm!) : (s.heightMm ?? 0) <= pcCase.specs.maxCoolerHeightMm)
      );
    }
  }
}

const BUILD_ORDER: Category[] = ['CPU', 'MOTHERBOARD', 'RAM', 'GPU', 'STORAGE', 'CASE', 'PSU', 'COOLING'];

function offerToBuilds(slots: BuildSlots, p: SyntheticProduct): void {
  for (const t of TIERS) {
    const slot = (slots[t.tier] ??= {});
    if (slot[p.category]) continue;
    // Parts are chosen in order, so each check sees the parts it depends on.
    const next = BUILD_ORDER.find((c) => !slot[c] && !(c === 'COOLING' && slot.CPU && (slot.CPU as Product<'CPU'>).specs.coolerIncluded));
    if (next !== p.category) continue;
    if (fitsBuild(slot, t, p)) slot[p.category] = p;
  }
}

function buildsFrom(slots: BuildSlots): CuratedBuild[] {
  return TIERS.flatMap((t) => {
    const slot = slots[t.tier] ?? {};
    const parts = BUILD_ORDER.filter((c) => slot[c]).map((c) => ({ category: c, productId: slot[c]!.id }));
    if (parts.length === 0) return [];
    return [{ id: `synthetic-${t.tier.toLowerCase()}`, name: `Synthetic ${t.tier} ${t.socket} build`, budgetTier: t.tier, parts }];
  });
}

// ---------------------------------------------------------------------------------------
// Feeds

function formatIso(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

function feedRows(p: SyntheticProduct, stores: readonly Store[]): { storeIndex: number; line: string }[] {
  const r = prng(hash(`synthetic-offers|${p.id}`));
  const count = p.msrpEur >= 1000 ? int(r, 1, 3) : int(r, 1, 6);
  const first = Math.floor(r() * stores.length);
  const step = 1 + Math.floor(r() * Math.max(1, stores.length - 1));
  const used = new Set<number>();
  const rows: { storeIndex: number; line: string }[] = [];
  for (let k = 0; k < Math.min(count, stores.length); k++) {
    let s = (first + k * step) % stores.length;
    while (used.has(s)) s = (s + 1) % stores.length;
    used.add(s);
    const store = stores[s];
    const price = Math.round(p.msrpEur * (0.92 + 0.2 * r()) * 100) / 100;
    const sku = `${store.id.slice(4, 7).toUpperCase()}-${p.id}`;
    const row = {
      store: store.id,
      sku,
      title: chance(r, 0.5) ? p.name : `${p.name} ${p.category === 'CPU' ? 'BOX' : ''}`.trim(),
      mpn: p.mpn,
      ...(p.ean ? { ean: p.ean } : {}),
      category: p.category,
      price: chance(r, 0.01) ? null : chance(r, 0.5) ? price : `${price.toFixed(2).replace('.', ',')} €`,
      currency: 'EUR',
      availability: chance(r, 0.1) ? 'out_of_stock' : 'in_stock',
      url: `${store.website}/p/${p.id}-${CATEGORY_SLUGS[p.category]}`,
      updatedAt: formatIso(BASE_DATE_MS - Math.floor(r() * 240 * 60) * 60_000),
    };
    rows.push({ storeIndex: s, line: JSON.stringify(row) + '\n' });
  }
  return rows;
}

export interface SyntheticSummary {
  products: number;
  rows: number;
  stores: number;
  productFiles: number;
  builds: number;
}

/** Writes the synthetic catalog of `count` products into `outDir` (created if missing). */
export function writeSyntheticCatalog(outDir: string, count: number, storeCount = 12): SyntheticSummary {
  if (!Number.isInteger(count) || count < 1) throw new Error(`--products must be a positive integer, got ${count}`);
  const stores = syntheticStores(storeCount);
  const productDir = path.join(outDir, 'products');
  const feedDir = path.join(outDir, 'feeds');
  const marker = path.join(outDir, MARKER);
  // Only a directory this generator wrote before (or an empty one) is overwritten.
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0 && !fs.existsSync(marker)) {
    throw new Error(`${outDir} is not empty and was not written by the synthetic generator; refusing to overwrite it`);
  }
  fs.mkdirSync(productDir, { recursive: true });
  fs.mkdirSync(feedDir, { recursive: true });
  fs.writeFileSync(marker, 'Written by seeds/synthetic.ts; safe to delete or regenerate.\n');
  for (const dir of [productDir, feedDir]) for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f));
  fs.writeFileSync(path.join(outDir, 'stores.json'), JSON.stringify(stores, null, 2) + '\n');

  const productFiles = new Map<Category, ProductFiles>();
  const feeds = stores.map((s) => new BufferedFile(path.join(feedDir, `${s.id}.jsonl`)));
  const slots: BuildSlots = {};
  let rows = 0;
  for (let id = 1; id <= count; id++) {
    const p = syntheticProduct(id);
    let files = productFiles.get(p.category);
    if (!files) {
      files = new ProductFiles(productDir, CATEGORY_SLUGS[p.category]);
      productFiles.set(p.category, files);
    }
    files.add(p);
    for (const { storeIndex, line } of feedRows(p, stores)) {
      feeds[storeIndex].write(line);
      rows++;
    }
    offerToBuilds(slots, p);
  }
  for (const files of productFiles.values()) files.end();
  for (const feed of feeds) feed.close();
  const builds = buildsFrom(slots);
  fs.writeFileSync(path.join(outDir, 'builds.json'), JSON.stringify(builds, null, 2) + '\n');
  return { products: count, rows, stores: stores.length, productFiles: fs.readdirSync(productDir).length, builds: builds.length };
}

function main(argv: string[]): void {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const count = Number(value('--products') ?? value('-n'));
  const out = value('--out');
  const storeCount = Number(value('--stores') ?? 12);
  if (!out || !Number.isInteger(count) || count < 1 || !Number.isInteger(storeCount) || storeCount < 1) {
    console.error('usage: node dist/seeds/synthetic.js --products <N> --out <dir> [--stores <S>]');
    process.exit(2);
  }
  const started = Date.now();
  const summary = writeSyntheticCatalog(path.resolve(out), count, storeCount);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `wrote ${summary.products} products (${summary.productFiles} files), ${summary.rows} feed rows at ${summary.stores} stores and ${summary.builds} builds to ${out} in ${seconds}s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
