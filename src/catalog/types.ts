/**
 * The shapes of one published catalog release as the server holds it in memory.
 * Everything here is plain data: the read model freezes it, so every reader of a
 * release sees exactly the same values for as long as it holds a reference.
 */

export const CATEGORIES = ['CPU', 'GPU', 'RAM', 'MOTHERBOARD', 'STORAGE', 'PSU', 'CASE', 'COOLING'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_SLUGS: Record<Category, string> = {
  CPU: 'cpu',
  GPU: 'gpu',
  RAM: 'ram',
  MOTHERBOARD: 'motherboard',
  STORAGE: 'storage',
  PSU: 'psu',
  CASE: 'case',
  COOLING: 'cooling',
};

export type Socket = 'AM4' | 'AM5' | 'LGA1700' | 'LGA1851';
export type MemoryType = 'DDR4' | 'DDR5';
export type BoardFormFactor = 'ATX' | 'mATX' | 'Mini-ITX';
export type PsuFormFactor = 'ATX' | 'SFX' | 'SFX-L';

export interface CpuSpecs {
  socket: Socket;
  cores: number;
  threads: number;
  baseClockGhz: number;
  boostClockGhz: number;
  tdpW: number;
  integratedGraphics: boolean;
  coolerIncluded: boolean;
  memoryTypes: MemoryType[];
  /** Relative performance tier, 1..100, from public benchmark standings (facts-based). */
  performanceScore: number;
  /** Launch year; the compatibility rules use it to spot boards that need a BIOS update. */
  releaseYear: number;
}

export interface GpuSpecs {
  chipBrand: 'NVIDIA' | 'AMD' | 'Intel';
  chip: string;
  vramGb: number;
  lengthMm: number;
  boardPowerW: number;
  /** Auxiliary power inputs on the card. */
  pcie8pin: number;
  pcie16pin: number;
  slotWidth: number;
  performanceScore: number;
}

export interface MotherboardSpecs {
  socket: Socket;
  chipset: string;
  formFactor: BoardFormFactor;
  memoryType: MemoryType;
  memorySlots: number;
  maxMemoryGb: number;
  m2Slots: number;
  sataPorts: number;
  wifi: boolean;
  /** Launch year of the chipset; with CPU releaseYear it drives the BIOS-update warning. */
  chipsetYear: number;
}

export interface RamSpecs {
  type: MemoryType;
  speedMts: number;
  modules: number;
  moduleGb: number;
  capacityGb: number;
  casLatency: number;
  color: string;
}

export interface StorageSpecs {
  type: 'NVMe' | 'SATA SSD' | 'HDD';
  interface: string;
  formFactor: 'M.2 2280' | '2.5"' | '3.5"';
  capacityGb: number;
}

export interface PsuSpecs {
  wattage: number;
  formFactor: PsuFormFactor;
  efficiency: string;
  modular: 'full' | 'semi' | 'none';
  pcie8pin: number;
  pcie16pin: number;
}

export interface CaseSpecs {
  type: string;
  supportedBoards: BoardFormFactor[];
  maxGpuLengthMm: number;
  maxCoolerHeightMm: number;
  psuFormFactors: PsuFormFactor[];
  /** Radiator lengths (mm) the case can mount, e.g. [120, 240, 360]. */
  radiatorSupport: number[];
  color: string;
}

export interface CoolingSpecs {
  type: 'air' | 'aio';
  sockets: Socket[];
  heightMm: number | null;
  radiatorMm: number | null;
  tdpRatingW: number;
  color: string;
}

export interface SpecsByCategory {
  CPU: CpuSpecs;
  GPU: GpuSpecs;
  RAM: RamSpecs;
  MOTHERBOARD: MotherboardSpecs;
  STORAGE: StorageSpecs;
  PSU: PsuSpecs;
  CASE: CaseSpecs;
  COOLING: CoolingSpecs;
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
  mpn: string | null;
  ean: string | null;
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

/** Everything one release contains, as loaded from the database or a snapshot. */
export interface ReleaseContent {
  id: string;
  generatedAt: string;
  publishedAt: string;
  stores: Store[];
  products: Product[];
  offers: Offer[];
  builds: CuratedBuild[];
}
