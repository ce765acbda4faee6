/**
 * The shapes of one published catalog release as the server holds it in memory.
 * Everything here is plain data: the read model freezes it, so every reader of a
 * release sees exactly the same values for as long as it holds a reference.
 */
import type { Category, SpecKey } from '../enums.js';
import type { PriceChange } from '../history/types.js';

/** Categories are named in src/enums.ts; the catalog's shapes are read with them. */
export type { Category };

/** CPU sockets, as the open parts database names them, without the space after `LGA`. */
export const SOCKETS = [
  'AM5',
  'AM4',
  'AM3+',
  'AM3',
  'AM2+',
  'AM2',
  'AM1',
  'FM2+',
  'FM2',
  'FM1',
  'sWRX8',
  'sTR5',
  'sTRX4',
  'sTR4',
  'TR4',
  'SP6',
  'SP5',
  'SP3',
  'G34',
  'LGA1954',
  'LGA1851',
  'LGA1700',
  'LGA1200',
  'LGA1151',
  'LGA1150',
  'LGA1155',
  'LGA1156',
  'LGA2066',
  'LGA2011-3',
  'LGA2011',
  'LGA1366',
  'LGA1356',
  'LGA775',
  'LGA7529',
  'LGA4710',
  'LGA4677',
  'LGA4189',
  'LGA3647',
  'LGA1121',
] as const;
export type Socket = (typeof SOCKETS)[number];
export const MEMORY_TYPES = ['DDR2', 'DDR3', 'DDR4', 'DDR5'] as const;
export type MemoryType = (typeof MEMORY_TYPES)[number];
export const BOARD_FORM_FACTORS = ['ATX', 'mATX', 'Mini-ITX', 'E-ATX', 'XL-ATX', 'HPTX', 'SSI EEB', 'SSI CEB', 'Mini-DTX', 'DTX', 'Thin Mini-ITX', 'Flex ATX'] as const;
export type BoardFormFactor = (typeof BOARD_FORM_FACTORS)[number];
export const PSU_FORM_FACTORS = ['ATX', 'SFX', 'SFX-L', 'TFX', 'Flex ATX'] as const;
export type PsuFormFactor = (typeof PSU_FORM_FACTORS)[number];
export const STORAGE_TYPES = ['NVMe', 'SATA SSD', 'HDD', 'SSHD'] as const;
export const STORAGE_FORM_FACTORS = ['M.2 2230', 'M.2 2242', 'M.2 2260', 'M.2 2280', 'M.2 22110', '2.5"', '3.5"', 'mSATA', 'PCIe card'] as const;

/*
 * Specs are facts about a product; a fact the sources do not state is null, never a guess.
 * A compatibility rule whose inputs are null reports the pair as "not checked", and the
 * planner only picks parts whose specs are all known (see completeness.ts).
 */

export interface CpuSpecs {
  socket: Socket | null;
  cores: number | null;
  threads: number | null;
  baseClockGhz: number | null;
  boostClockGhz: number | null;
  tdpW: number | null;
  integratedGraphics: boolean | null;
  coolerIncluded: boolean | null;
  memoryTypes: MemoryType[] | null;
  /** Relative performance tier, 1..100, from public benchmark standings (facts-based). */
  performanceScore: number | null;
  /** Launch year; the compatibility rules use it to spot boards that need a BIOS update. */
  releaseYear: number | null;
}

export interface GpuSpecs {
  chipBrand: 'NVIDIA' | 'AMD' | 'Intel' | null;
  chip: string | null;
  vramGb: number | null;
  lengthMm: number | null;
  boardPowerW: number | null;
  /** Auxiliary PCIe 6/8-pin inputs on the card; each takes one 6+2-pin PSU cable. */
  pcie8pin: number | null;
  /** 16-pin (12VHPWR / 12V-2x6) inputs. */
  pcie16pin: number | null;
  slotWidth: number | null;
  performanceScore: number | null;
}

export interface MotherboardSpecs {
  socket: Socket | null;
  chipset: string | null;
  formFactor: BoardFormFactor | null;
  memoryType: MemoryType | null;
  memorySlots: number | null;
  maxMemoryGb: number | null;
  m2Slots: number | null;
  sataPorts: number | null;
  wifi: boolean | null;
  /** Launch year of the chipset; with CPU releaseYear it drives the BIOS-update warning. */
  chipsetYear: number | null;
}

export interface RamSpecs {
  type: MemoryType | null;
  speedMts: number | null;
  modules: number | null;
  moduleGb: number | null;
  capacityGb: number | null;
  casLatency: number | null;
  color: string | null;
  /** Whether it ships with RGB lighting (lit fans, strip, heat spreader or pump); null when no source says. */
  lighting: boolean | null;
}

export interface StorageSpecs {
  type: (typeof STORAGE_TYPES)[number] | null;
  interface: string | null;
  formFactor: (typeof STORAGE_FORM_FACTORS)[number] | null;
  capacityGb: number | null;
}

export interface PsuSpecs {
  wattage: number | null;
  formFactor: PsuFormFactor | null;
  efficiency: string | null;
  modular: 'full' | 'semi' | 'none' | null;
  /** PCIe 6+2-pin cables. */
  pcie8pin: number | null;
  /** Native 16-pin (12VHPWR / 12V-2x6) cables. */
  pcie16pin: number | null;
}

export interface CaseSpecs {
  type: string | null;
  supportedBoards: BoardFormFactor[] | null;
  maxGpuLengthMm: number | null;
  maxCoolerHeightMm: number | null;
  psuFormFactors: PsuFormFactor[] | null;
  /** Radiator lengths (mm) the case can mount, e.g. [120, 240, 360]; [] when it mounts none. */
  radiatorSupport: number[] | null;
  color: string | null;
  /** Whether it ships with RGB lighting (lit fans, strip, heat spreader or pump); null when no source says. */
  lighting: boolean | null;
}

export interface CoolingSpecs {
  type: 'air' | 'aio' | null;
  sockets: Socket[] | null;
  /** Height of an air cooler; null for liquid coolers. */
  heightMm: number | null;
  /** Radiator length of a liquid cooler; null for air coolers. */
  radiatorMm: number | null;
  tdpRatingW: number | null;
  color: string | null;
  /** Whether it ships with RGB lighting (lit fans, strip, heat spreader or pump); null when no source says. */
  lighting: boolean | null;
}

/**
 * A category's specs with exactly the keys SPEC_KEYS names for it (src/enums.ts): a key
 * missing from its interface, or one the list lacks, does not compile.
 */
type SpecsOf<C extends Category, T extends Record<SpecKey<C>, unknown> & Record<Exclude<keyof T, SpecKey<C>>, never>> = T;

export interface SpecsByCategory {
  CPU: SpecsOf<'CPU', CpuSpecs>;
  GPU: SpecsOf<'GPU', GpuSpecs>;
  RAM: SpecsOf<'RAM', RamSpecs>;
  MOTHERBOARD: SpecsOf<'MOTHERBOARD', MotherboardSpecs>;
  STORAGE: SpecsOf<'STORAGE', StorageSpecs>;
  PSU: SpecsOf<'PSU', PsuSpecs>;
  CASE: SpecsOf<'CASE', CaseSpecs>;
  COOLING: SpecsOf<'COOLING', CoolingSpecs>;
}

export interface Store {
  id: string;
  name: string;
  city: string;
  website: string;
}

export type Availability = 'in_stock' | 'out_of_stock';

export interface Offer {
  id: number;
  productId: number;
  storeId: string;
  price: number | null;
  currency: 'EUR' | null;
  availability: Availability;
  retailerUrl: string;
  lastUpdated: string | null;
}

export interface Product<C extends Category = Category> {
  id: number;
  name: string;
  brand: string | null;
  model: string | null;
  category: C;
  /** The primary manufacturer part number (the first of `mpns`). */
  mpn: string | null;
  /** Every published part number, primary first (regional and retail variants follow). */
  mpns: string[];
  /** GTIN/EAN where one is published; never derived. */
  ean: string | null;
  /** Id of the record in the open parts database this product comes from, if any. */
  opendbId: string | null;
  specs: SpecsByCategory[C];
  /** Release date of the product (ISO date); drives the `newest` sort. */
  releasedAt: string | null;
}

export interface CuratedBuildPart {
  category: Category;
  productId: number;
}

export interface CuratedBuild {
  id: string;
  name: string;
  /** The Albanian name the Albanian pages show; the API keeps `name`. */
  nameSq?: string;
  budgetTier: 'Budget' | 'Entry' | 'Mid' | 'High';
  parts: CuratedBuildPart[];
}

/** Where a release's canonical products come from: the attribution their licence requires. */
export interface DataSource {
  name: string;
  url: string;
  licence: string;
  licenceUrl: string;
  /** The source's commit the catalog was imported from. */
  commit: string;
}

/** Everything one release contains, as loaded from the database or a snapshot. */
export interface ReleaseContent {
  id: string;
  generatedAt: string;
  publishedAt: string;
  dataSource: DataSource | null;
  stores: Store[];
  products: Product[];
  offers: Offer[];
  builds: CuratedBuild[];
  /** Price-history rows up to the release's day, in (product, store, day) order; absent in snapshots written before history was kept. */
  priceHistory?: PriceChange[];
}
