/** The planner's hand-made fixture catalog: a table of products and offers, one row each, hence over 300 lines. */
import { buildReadModel, type ReadModel } from '../../src/catalog/read-model.js';
import type {
  CaseSpecs,
  Category,
  CoolingSpecs,
  CpuSpecs,
  GpuSpecs,
  MotherboardSpecs,
  Offer,
  Product,
  PsuSpecs,
  RamSpecs,
  ReleaseContent,
  SpecsByCategory,
  StorageSpecs,
} from '../../src/catalog/types.js';
import { createUrls } from '../../src/urls.js';
import { offersFromMsrp, TEST_STORES, toProducts, type SeedProduct } from './offers.js';

export const urls = createUrls('https://pc.example');

function seed<C extends Category>(category: C, id: number, name: string, brand: string, msrpEur: number, specs: SpecsByCategory[C]): SeedProduct {
  return { id, name, brand, model: name, category, mpn: null, ean: null, specs, releasedAt: '2024-01-01', msrpEur } as SeedProduct;
}

const cpu = (id: number, name: string, brand: string, msrp: number, s: CpuSpecs) => seed('CPU', id, name, brand, msrp, s);
const amd = (socket: 'AM4' | 'AM5', o: Omit<CpuSpecs, 'socket' | 'memoryTypes'>): CpuSpecs => ({
  socket,
  memoryTypes: socket === 'AM4' ? ['DDR4'] : ['DDR5'],
  ...o,
});
const intel = (socket: 'LGA1700' | 'LGA1851', o: Omit<CpuSpecs, 'socket' | 'memoryTypes'>): CpuSpecs => ({
  socket,
  memoryTypes: socket === 'LGA1700' ? ['DDR4', 'DDR5'] : ['DDR5'],
  ...o,
});
const c = (cores: number, threads: number, base: number, boost: number, tdpW: number, igpu: boolean, cooler: boolean, perf: number, year: number) => ({
  cores,
  threads,
  baseClockGhz: base,
  boostClockGhz: boost,
  tdpW,
  integratedGraphics: igpu,
  coolerIncluded: cooler,
  performanceScore: perf,
  releaseYear: year,
});

export const CPUS = [
  cpu(1001, 'AMD Ryzen 5 5600', 'AMD', 95, amd('AM4', c(6, 12, 3.5, 4.4, 65, false, true, 45, 2022))),
  cpu(1002, 'AMD Ryzen 7 5700X3D', 'AMD', 190, amd('AM4', c(8, 16, 3.0, 4.1, 105, false, false, 60, 2024))),
  cpu(1003, 'AMD Ryzen 5 7600', 'AMD', 185, amd('AM5', c(6, 12, 3.8, 5.1, 65, true, true, 62, 2023))),
  cpu(1004, 'AMD Ryzen 5 9600X', 'AMD', 230, amd('AM5', c(6, 12, 3.9, 5.4, 65, true, false, 68, 2024))),
  cpu(1005, 'AMD Ryzen 7 7800X3D', 'AMD', 390, amd('AM5', c(8, 16, 4.2, 5.0, 120, true, false, 84, 2023))),
  cpu(1006, 'AMD Ryzen 9 9950X', 'AMD', 620, amd('AM5', c(16, 32, 4.3, 5.7, 170, true, false, 96, 2024))),
  cpu(1007, 'Intel Core i3-12100F', 'Intel', 80, intel('LGA1700', c(4, 8, 3.3, 4.3, 58, false, true, 32, 2022))),
  cpu(1008, 'Intel Core i5-12400F', 'Intel', 110, intel('LGA1700', c(6, 12, 2.5, 4.4, 65, false, true, 44, 2022))),
  cpu(1009, 'Intel Core i5-13400', 'Intel', 200, intel('LGA1700', c(10, 16, 2.5, 4.6, 65, true, true, 54, 2023))),
  cpu(1010, 'Intel Core i5-14600K', 'Intel', 290, intel('LGA1700', c(14, 20, 3.5, 5.3, 125, true, false, 74, 2023))),
  cpu(1011, 'Intel Core i7-14700K', 'Intel', 390, intel('LGA1700', c(20, 28, 3.4, 5.6, 125, true, false, 86, 2023))),
  cpu(1012, 'Intel Core Ultra 7 265K', 'Intel', 400, intel('LGA1851', c(20, 20, 3.9, 5.5, 125, true, false, 87, 2024))),
  cpu(1013, 'AMD Ryzen 5 5600G', 'AMD', 120, amd('AM4', c(6, 12, 3.9, 4.4, 65, true, true, 40, 2021))),
];

const gpu = (id: number, name: string, brand: string, msrp: number, s: GpuSpecs) => seed('GPU', id, name, brand, msrp, s);
const g = (chipBrand: GpuSpecs['chipBrand'], chip: string, vramGb: number, lengthMm: number, boardPowerW: number, pcie8pin: number, pcie16pin: number, perf: number): GpuSpecs => ({
  chipBrand,
  chip,
  vramGb,
  lengthMm,
  boardPowerW,
  pcie8pin,
  pcie16pin,
  slotWidth: 2,
  performanceScore: perf,
});

export const GPUS = [
  gpu(2001, 'MSI GeForce RTX 4060 Ventus 2X 8GB', 'MSI', 310, g('NVIDIA', 'RTX 4060', 8, 199, 115, 1, 0, 40)),
  gpu(2002, 'ASUS Dual GeForce RTX 4060 Ti 8GB', 'ASUS', 410, g('NVIDIA', 'RTX 4060 Ti', 8, 227, 160, 1, 0, 48)),
  gpu(2003, 'Gigabyte GeForce RTX 4070 Super Windforce OC 12GB', 'Gigabyte', 640, g('NVIDIA', 'RTX 4070 Super', 12, 261, 220, 0, 1, 66)),
  gpu(2004, 'ASUS TUF GeForce RTX 4080 Super 16GB', 'ASUS', 1090, g('NVIDIA', 'RTX 4080 Super', 16, 348, 320, 0, 1, 84)),
  gpu(2005, 'MSI GeForce RTX 4090 Suprim X 24GB', 'MSI', 1990, g('NVIDIA', 'RTX 4090', 24, 336, 450, 0, 1, 100)),
  gpu(2006, 'Sapphire Pulse Radeon RX 7600 8GB', 'Sapphire', 270, g('AMD', 'RX 7600', 8, 240, 165, 1, 0, 37)),
  gpu(2007, 'PowerColor Hellhound Radeon RX 7800 XT 16GB', 'PowerColor', 540, g('AMD', 'RX 7800 XT', 16, 322, 263, 2, 0, 63)),
  gpu(2008, 'XFX Speedster MERC 310 Radeon RX 7900 XTX 24GB', 'XFX', 1050, g('AMD', 'RX 7900 XTX', 24, 344, 355, 3, 0, 85)),
  gpu(2009, 'Intel Arc B580 Limited Edition 12GB', 'Intel', 290, g('Intel', 'Arc B580', 12, 272, 190, 1, 0, 43)),
  gpu(2010, 'Zotac Gaming GeForce RTX 4060 Ti 16GB Twin Edge', 'Zotac', 470, g('NVIDIA', 'RTX 4060 Ti', 16, 225, 165, 1, 0, 50)),
];

const board = (id: number, name: string, brand: string, msrp: number, s: MotherboardSpecs) => seed('MOTHERBOARD', id, name, brand, msrp, s);
const b = (
  socket: MotherboardSpecs['socket'],
  chipset: string,
  formFactor: MotherboardSpecs['formFactor'],
  memoryType: MotherboardSpecs['memoryType'],
  memorySlots: number,
  maxMemoryGb: number,
  m2Slots: number,
  wifi: boolean,
  chipsetYear: number,
): MotherboardSpecs => ({
  socket,
  chipset,
  formFactor,
  memoryType,
  memorySlots,
  maxMemoryGb,
  m2Slots,
  sataPorts: 4,
  wifi,
  chipsetYear,
});

export const BOARDS = [
  board(3001, 'MSI B550-A PRO', 'MSI', 125, b('AM4', 'B550', 'ATX', 'DDR4', 4, 128, 2, false, 2020)),
  board(3002, 'ASRock B450M-HDV R4.0', 'ASRock', 65, b('AM4', 'B450', 'mATX', 'DDR4', 2, 64, 1, false, 2018)),
  board(3003, 'Gigabyte B650 Gaming X AX', 'Gigabyte', 190, b('AM5', 'B650', 'ATX', 'DDR5', 4, 192, 3, true, 2022)),
  board(3004, 'ASRock B650M-HDV/M.2', 'ASRock', 115, b('AM5', 'B650', 'mATX', 'DDR5', 2, 96, 2, false, 2022)),
  board(3005, 'ASUS ROG Strix B650E-I Gaming WiFi', 'ASUS', 310, b('AM5', 'B650E', 'Mini-ITX', 'DDR5', 2, 96, 2, true, 2022)),
  board(3006, 'MSI PRO B760M-A DDR4', 'MSI', 120, b('LGA1700', 'B760', 'mATX', 'DDR4', 4, 128, 2, false, 2023)),
  board(3007, 'MSI PRO B760M-A WIFI', 'MSI', 160, b('LGA1700', 'B760', 'mATX', 'DDR5', 4, 192, 2, true, 2023)),
  board(3008, 'ASUS PRIME Z790-P', 'ASUS', 210, b('LGA1700', 'Z790', 'ATX', 'DDR5', 4, 192, 3, false, 2022)),
  board(3009, 'Gigabyte Z890 Aorus Elite WiFi7', 'Gigabyte', 290, b('LGA1851', 'Z890', 'ATX', 'DDR5', 4, 256, 4, true, 2024)),
  board(3010, 'MSI B850 Gaming Plus WiFi', 'MSI', 210, b('AM5', 'B850', 'ATX', 'DDR5', 4, 256, 3, true, 2024)),
  board(3011, 'ASUS PRIME H610M-E D4', 'ASUS', 85, b('LGA1700', 'H610', 'mATX', 'DDR4', 2, 64, 1, false, 2022)),
  board(3012, 'Biostar A320MH', 'Biostar', 50, b('AM4', 'A320', 'mATX', 'DDR4', 2, 32, 0, false, 2017)),
];

const ram = (id: number, name: string, brand: string, msrp: number, s: RamSpecs) => seed('RAM', id, name, brand, msrp, s);
const r = (type: RamSpecs['type'], speedMts: number, modules: number, moduleGb: number, casLatency: number, color = 'Black'): RamSpecs => ({
  type,
  speedMts,
  modules,
  moduleGb,
  capacityGb: modules * moduleGb,
  casLatency,
  color,
});

export const RAMS = [
  ram(4001, 'Kingston FURY Beast DDR4 16GB (2x8GB) 3200MT/s CL16', 'Kingston', 38, r('DDR4', 3200, 2, 8, 16)),
  ram(4002, 'Corsair Vengeance LPX DDR4 32GB (2x16GB) 3600MT/s CL18', 'Corsair', 70, r('DDR4', 3600, 2, 16, 18)),
  ram(4003, 'Kingston FURY Beast DDR5 16GB (2x8GB) 5600MT/s CL40', 'Kingston', 55, r('DDR5', 5600, 2, 8, 40)),
  ram(4004, 'G.Skill Flare X5 DDR5 32GB (2x16GB) 6000MT/s CL30', 'G.Skill', 105, r('DDR5', 6000, 2, 16, 30)),
  ram(4005, 'Corsair Vengeance RGB DDR5 32GB (2x16GB) 6000MT/s CL36 White', 'Corsair', 125, r('DDR5', 6000, 2, 16, 36, 'White')),
  ram(4006, 'G.Skill Trident Z5 DDR5 64GB (2x32GB) 6000MT/s CL30', 'G.Skill', 210, r('DDR5', 6000, 2, 32, 30)),
  ram(4007, 'Kingston FURY Beast DDR5 128GB (4x32GB) 5200MT/s CL40', 'Kingston', 420, r('DDR5', 5200, 4, 32, 40)),
  ram(4008, 'Crucial Pro DDR5 96GB (2x48GB) 5600MT/s CL46', 'Crucial', 260, r('DDR5', 5600, 2, 48, 46)),
  ram(4009, 'Corsair Vengeance LPX DDR4 64GB (4x16GB) 3200MT/s CL16', 'Corsair', 140, r('DDR4', 3200, 4, 16, 16)),
];

const drive = (id: number, name: string, brand: string, msrp: number, s: StorageSpecs) => seed('STORAGE', id, name, brand, msrp, s);
const nvme = (capacityGb: number, gen = 4): StorageSpecs => ({ type: 'NVMe', interface: `PCIe ${gen}.0 x4 NVMe`, formFactor: 'M.2 2280', capacityGb });

export const DRIVES = [
  drive(5001, 'Crucial P3 Plus 1TB', 'Crucial', 65, nvme(1000)),
  drive(5002, 'Samsung 990 PRO 2TB', 'Samsung', 175, nvme(2000)),
  drive(5003, 'WD Blue SA510 500GB', 'WD', 40, { type: 'SATA SSD', interface: 'SATA III', formFactor: '2.5"', capacityGb: 500 }),
  drive(5004, 'Seagate BarraCuda 2TB HDD', 'Seagate', 60, { type: 'HDD', interface: 'SATA III, 7200 rpm', formFactor: '3.5"', capacityGb: 2000 }),
  drive(5005, 'Kingston NV2 500GB', 'Kingston', 38, nvme(500)),
  drive(5006, 'Samsung 990 EVO Plus 4TB', 'Samsung', 290, nvme(4000)),
  drive(5007, 'Crucial MX500 1TB', 'Crucial', 70, { type: 'SATA SSD', interface: 'SATA III', formFactor: '2.5"', capacityGb: 1000 }),
  drive(5008, 'WD Black SN850X 2TB', 'WD', 160, nvme(2000)),
];

const psu = (id: number, name: string, brand: string, msrp: number, s: PsuSpecs) => seed('PSU', id, name, brand, msrp, s);
const p = (wattage: number, formFactor: PsuSpecs['formFactor'], efficiency: string, pcie8pin: number, pcie16pin: number): PsuSpecs => ({
  wattage,
  formFactor,
  efficiency,
  modular: 'full',
  pcie8pin,
  pcie16pin,
});

export const PSUS = [
  psu(6001, 'Corsair CX550 550W 80+ Bronze', 'Corsair', 55, p(550, 'ATX', '80+ Bronze', 2, 0)),
  psu(6002, 'be quiet! Pure Power 12 M 650W 80+ Gold', 'be quiet!', 85, p(650, 'ATX', '80+ Gold', 2, 1)),
  psu(6003, 'Corsair RM750e 750W 80+ Gold', 'Corsair', 100, p(750, 'ATX', '80+ Gold', 3, 1)),
  psu(6004, 'MSI MAG A850GL 850W 80+ Gold', 'MSI', 115, p(850, 'ATX', '80+ Gold', 3, 1)),
  psu(6005, 'Seasonic Vertex GX-1000 1000W 80+ Gold', 'Seasonic', 190, p(1000, 'ATX', '80+ Gold', 4, 1)),
  psu(6006, 'Corsair SF750 750W 80+ Platinum SFX', 'Corsair', 170, p(750, 'SFX', '80+ Platinum', 3, 0)),
  psu(6007, 'Cooler Master V850 SFX Gold 850W', 'Cooler Master', 160, p(850, 'SFX', '80+ Gold', 2, 1)),
  psu(6008, 'EVGA 500 W1 500W 80+ White', 'EVGA', 40, p(500, 'ATX', '80+ White', 1, 0)),
  psu(6009, 'Corsair HX1500i 1500W 80+ Platinum', 'Corsair', 380, p(1500, 'ATX', '80+ Platinum', 6, 1)),
];

const pcCase = (id: number, name: string, brand: string, msrp: number, s: CaseSpecs) => seed('CASE', id, name, brand, msrp, s);
const k = (
  type: string,
  supportedBoards: CaseSpecs['supportedBoards'],
  maxGpuLengthMm: number,
  maxCoolerHeightMm: number,
  psuFormFactors: CaseSpecs['psuFormFactors'],
  radiatorSupport: number[],
  color = 'Black',
): CaseSpecs => ({
  type,
  supportedBoards,
  maxGpuLengthMm,
  maxCoolerHeightMm,
  psuFormFactors,
  radiatorSupport,
  color,
});
const ALL_BOARDS: CaseSpecs['supportedBoards'] = ['ATX', 'mATX', 'Mini-ITX'];

export const CASES = [
  pcCase(7001, 'Fractal Design Pop Air', 'Fractal Design', 80, k('ATX Mid Tower', ALL_BOARDS, 405, 170, ['ATX'], [120, 240, 280, 360])),
  pcCase(7002, 'Cooler Master MasterBox NR200P', 'Cooler Master', 95, k('Mini-ITX Tower', ['Mini-ITX'], 330, 155, ['SFX', 'SFX-L'], [120, 240, 280])),
  pcCase(7003, 'Lian Li O11 Dynamic EVO White', 'Lian Li', 160, k('ATX Mid Tower', ALL_BOARDS, 426, 167, ['ATX'], [120, 240, 280, 360], 'White')),
  pcCase(7004, 'DeepCool CC560', 'DeepCool', 55, k('ATX Mid Tower', ALL_BOARDS, 370, 163, ['ATX'], [120, 240, 360])),
  pcCase(7005, 'Kolink Observatory Lite mATX', 'Kolink', 40, k('mATX Tower', ['mATX', 'Mini-ITX'], 300, 155, ['ATX'], [120, 240])),
  pcCase(7006, 'Fractal Design Terra', 'Fractal Design', 180, k('Mini-ITX SFF', ['Mini-ITX'], 322, 77, ['SFX', 'SFX-L'], [])),
  pcCase(7007, 'NZXT H5 Flow White', 'NZXT', 95, k('ATX Mid Tower', ALL_BOARDS, 365, 165, ['ATX'], [120, 240, 280], 'White')),
  pcCase(7008, 'Zalman T3 Plus', 'Zalman', 30, k('mATX Tower', ['mATX', 'Mini-ITX'], 290, 150, ['ATX'], [120])),
];

const cooler = (id: number, name: string, brand: string, msrp: number, s: CoolingSpecs) => seed('COOLING', id, name, brand, msrp, s);
const ALL_SOCKETS: CoolingSpecs['sockets'] = ['AM4', 'AM5', 'LGA1700', 'LGA1851'];
const air = (heightMm: number, tdpRatingW: number, color = 'Black', sockets = ALL_SOCKETS): CoolingSpecs => ({
  type: 'air',
  sockets,
  heightMm,
  radiatorMm: null,
  tdpRatingW,
  color,
});
const aio = (radiatorMm: number, tdpRatingW: number, color = 'Black'): CoolingSpecs => ({
  type: 'aio',
  sockets: ALL_SOCKETS,
  heightMm: null,
  radiatorMm,
  tdpRatingW,
  color,
});

export const COOLERS = [
  cooler(8001, 'Thermalright Assassin X 120 Refined SE', 'Thermalright', 20, air(148, 180)),
  cooler(8002, 'Arctic Freezer 36', 'Arctic', 32, air(159, 210)),
  cooler(8003, 'Noctua NH-D15 G2', 'Noctua', 150, air(168, 250, 'Brown')),
  cooler(8004, 'Noctua NH-L9a-AM5', 'Noctua', 50, air(37, 65, 'Brown', ['AM5'])),
  cooler(8005, 'Arctic Liquid Freezer III 240', 'Arctic', 80, aio(240, 300)),
  cooler(8006, 'Arctic Liquid Freezer III 360 A-RGB White', 'Arctic', 125, aio(360, 350, 'White')),
  cooler(8007, 'DeepCool AK400 White', 'DeepCool', 36, air(155, 220, 'White')),
  cooler(8008, 'ID-Cooling IS-55', 'ID-Cooling', 35, air(57, 125, 'Black', ['AM4', 'AM5', 'LGA1700'])),
  cooler(8009, 'Cooler Master Hyper 212 Black', 'Cooler Master', 30, air(158, 150, 'Black', ['AM4', 'AM5', 'LGA1700'])),
];

export const SEED_PRODUCTS: SeedProduct[] = [...CPUS, ...GPUS, ...BOARDS, ...RAMS, ...DRIVES, ...PSUS, ...CASES, ...COOLERS];

/** Ids with hand-made offers that exercise stock and price edge cases. */
export const EDGE = {
  /** RTX 4090: listed with prices, out of stock everywhere. */
  outOfStockGpu: 2005,
  /** Crucial 96 GB kit: in stock, but the only offer has no price. */
  unpricedRam: 4008,
  /** Zalman T3 Plus: no offers at all. */
  noOffersCase: 7008,
} as const;

function fixtureOffers(): Offer[] {
  const special = new Set<number>(Object.values(EDGE));
  const offers = offersFromMsrp(SEED_PRODUCTS.filter((s) => !special.has(s.id)));
  const at = (productId: number, i: number, price: number | null, availability: Offer['availability']): Offer => ({
    id: productId * 10 + i,
    productId,
    storeId: TEST_STORES[i]!.id,
    price,
    currency: price === null ? null : 'EUR',
    availability,
    retailerUrl: `${TEST_STORES[i]!.website}/p/${productId}`,
    lastUpdated: '2025-01-10T08:00:00.000Z',
  });
  offers.push(at(EDGE.outOfStockGpu, 0, 2049.9, 'out_of_stock'), at(EDGE.outOfStockGpu, 2, 1999, 'out_of_stock'));
  offers.push(at(EDGE.unpricedRam, 1, null, 'in_stock'));
  return offers;
}

export function fixtureContent(): ReleaseContent {
  return {
    id: 'rel-test-1',
    generatedAt: '2025-01-15T09:00:00.000Z',
    publishedAt: '2025-01-15T09:05:00.000Z',
    dataSource: null,
    stores: TEST_STORES,
    products: toProducts(SEED_PRODUCTS),
    offers: fixtureOffers(),
    builds: [],
  };
}

export function fixtureModel(degraded = false): ReadModel {
  return buildReadModel(fixtureContent(), degraded);
}

/** Looks a fixture product up by id, typed by its category. */
export function product<C extends Category>(id: number): Product<C> {
  const found = SEED_PRODUCTS.find((s) => s.id === id);
  if (!found) throw new Error(`no fixture product ${id}`);
  const { msrpEur: _msrp, ...rest } = found;
  return rest as Product<C>;
}
