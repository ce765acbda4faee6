/**
 * A small hand-made catalog for the search tests: a few products per category with offers
 * placed on purpose (stores in several cities, out-of-stock offers, missing prices, missing
 * release dates), so every rule has a product that shows it.
 */
import type { ReadModel } from '../../src/catalog/read-model.js';
import { buildReadModel } from '../../src/catalog/read-model.js';
import type { Availability, Category, CuratedBuild, Offer, Product, SpecsByCategory } from '../../src/catalog/types.js';
import { createUrls } from '../../src/urls.js';
import { SEED_STORES } from '../../seeds/shelf-read-model.js';

const cpu = (socket: SpecsByCategory['CPU']['socket']): SpecsByCategory['CPU'] => ({
  socket,
  cores: 8,
  threads: 16,
  baseClockGhz: 4,
  boostClockGhz: 5,
  tdpW: 105,
  integratedGraphics: true,
  coolerIncluded: false,
  memoryTypes: ['DDR5'],
  performanceScore: 80,
  releaseYear: 2023,
});
const gpu = (chip: string, vramGb: number): SpecsByCategory['GPU'] => ({
  chipBrand: chip.startsWith('Radeon') ? 'AMD' : 'NVIDIA',
  chip,
  vramGb,
  lengthMm: 250,
  boardPowerW: 150,
  pcie8pin: 1,
  pcie16pin: 0,
  slotWidth: 2,
  performanceScore: 50,
});
const board = (socket: SpecsByCategory['MOTHERBOARD']['socket'], chipset: string, formFactor: SpecsByCategory['MOTHERBOARD']['formFactor']): SpecsByCategory['MOTHERBOARD'] => ({
  socket,
  chipset,
  formFactor,
  memoryType: 'DDR5',
  memorySlots: 4,
  maxMemoryGb: 192,
  m2Slots: 2,
  sataPorts: 4,
  wifi: true,
  chipsetYear: 2022,
});
const ram = (type: 'DDR4' | 'DDR5', capacityGb: number, speedMts: number): SpecsByCategory['RAM'] => ({
  type,
  speedMts,
  modules: 2,
  moduleGb: capacityGb / 2,
  capacityGb,
  casLatency: 30,
  color: 'Black',
});
const drive = (type: SpecsByCategory['STORAGE']['type'], capacityGb: number): SpecsByCategory['STORAGE'] => ({
  type,
  interface: type === 'NVMe' ? 'PCIe 4.0 x4 NVMe' : 'SATA III 6Gb/s',
  formFactor: type === 'NVMe' ? 'M.2 2280' : type === 'HDD' ? '3.5"' : '2.5"',
  capacityGb,
});
const psu = (wattage: number, efficiency: string): SpecsByCategory['PSU'] => ({
  wattage,
  formFactor: 'ATX',
  efficiency,
  modular: 'full',
  pcie8pin: 2,
  pcie16pin: 1,
});
const box = (type: string, color: string): SpecsByCategory['CASE'] => ({
  type,
  supportedBoards: ['ATX', 'mATX', 'Mini-ITX'],
  maxGpuLengthMm: 400,
  maxCoolerHeightMm: 170,
  psuFormFactors: ['ATX'],
  radiatorSupport: [240, 360],
  color,
});
const cooler = (type: 'air' | 'aio', radiatorMm: number | null): SpecsByCategory['COOLING'] => ({
  type,
  sockets: ['AM4', 'AM5', 'LGA1700'],
  heightMm: type === 'air' ? 160 : null,
  radiatorMm,
  tdpRatingW: 250,
  color: 'Black',
});

function product<C extends Category>(id: number, category: C, name: string, brand: string, specs: SpecsByCategory[C], releasedAt: string | null): Product {
  return { id, name, brand, model: name.slice(brand.length + 1), category, mpn: null, ean: null, specs, releasedAt } as Product;
}

export const PRODUCTS: Product[] = [
  product(101, 'CPU', 'AMD Ryzen 7 7800X3D', 'AMD', cpu('AM5'), '2023-04-06'),
  product(102, 'CPU', 'AMD Ryzen 7 7800X', 'AMD', cpu('AM5'), '2022-09-27'), // a near-miss model on purpose
  product(103, 'CPU', 'AMD Ryzen 5 7600', 'AMD', cpu('AM5'), '2023-01-10'),
  product(104, 'CPU', 'AMD Ryzen 5 7600X', 'AMD', cpu('AM5'), '2022-09-27'),
  product(105, 'CPU', 'Intel Core i5-14600K', 'Intel', cpu('LGA1700'), '2023-10-17'),
  product(106, 'CPU', 'Intel Core i5-14600KF', 'Intel', cpu('LGA1700'), '2023-10-17'),
  product(107, 'CPU', 'AMD Ryzen 7 5800X3D', 'AMD', cpu('AM4'), null),
  product(201, 'GPU', 'MSI GeForce RTX 4060 VENTUS 2X BLACK 8G OC', 'MSI', gpu('GeForce RTX 4060', 8), '2023-06-29'),
  product(202, 'GPU', 'ASUS Dual GeForce RTX 4060 OC Edition 8GB', 'ASUS', gpu('GeForce RTX 4060', 8), '2023-06-29'),
  product(203, 'GPU', 'MSI GeForce RTX 4060 Ti GAMING X 8G', 'MSI', gpu('GeForce RTX 4060 Ti', 8), '2023-05-24'),
  product(204, 'GPU', 'Gigabyte GeForce RTX 4070 SUPER WINDFORCE OC 12G', 'Gigabyte', gpu('GeForce RTX 4070 SUPER', 12), '2024-01-17'),
  product(205, 'GPU', 'Sapphire PULSE AMD Radeon RX 7600 8GB', 'Sapphire', gpu('Radeon RX 7600', 8), '2023-05-25'),
  product(206, 'GPU', 'Palit GeForce RTX 4060 Dual 8GB', 'Palit', gpu('GeForce RTX 4060', 8), null),
  product(301, 'MOTHERBOARD', 'ASUS TUF GAMING B650-PLUS WIFI', 'ASUS', board('AM5', 'B650', 'ATX'), '2022-10-10'),
  product(302, 'MOTHERBOARD', 'MSI PRO B760M-A WIFI', 'MSI', board('LGA1700', 'B760', 'mATX'), '2023-01-03'),
  product(401, 'RAM', 'Kingston FURY Beast DDR5 32GB (2x16GB) 6000MT/s CL30', 'Kingston', ram('DDR5', 32, 6000), '2022-06-01'),
  product(402, 'RAM', 'Corsair Vengeance LPX DDR4 16GB (2x8GB) 3200MT/s CL16', 'Corsair', ram('DDR4', 16, 3200), '2016-01-15'),
  product(501, 'STORAGE', 'Samsung 990 PRO 1TB', 'Samsung', drive('NVMe', 1000), '2022-10-18'),
  product(502, 'STORAGE', 'Samsung 990 PRO 2TB', 'Samsung', drive('NVMe', 2000), '2022-10-18'),
  product(503, 'STORAGE', 'Crucial MX500 1TB', 'Crucial', drive('SATA SSD', 1000), '2018-01-01'),
  product(504, 'STORAGE', 'Seagate Barracuda 2TB HDD', 'Seagate', drive('HDD', 2000), '2016-01-01'),
  product(505, 'STORAGE', 'Kingston KC3000 1024GB', 'Kingston', drive('NVMe', 1024), '2021-10-01'),
  product(601, 'PSU', 'Corsair RM750e 750W 80+ Gold Fully Modular', 'Corsair', psu(750, '80+ Gold'), '2023-06-01'),
  product(602, 'PSU', 'be quiet! Pure Power 12 M 650W 80+ Gold Fully Modular', 'be quiet!', psu(650, '80+ Gold'), '2022-11-15'),
  product(603, 'PSU', 'Cooler Master MWE Gold 750 V2 750W 80+ Gold Fully Modular', 'Cooler Master', psu(750, '80+ Gold'), '2021-01-01'),
  product(701, 'CASE', 'Fractal Design North Charcoal Black', 'Fractal Design', box('ATX Mid Tower', 'Black'), '2022-11-01'),
  product(702, 'CASE', 'Cooler Master MasterBox Q300L', 'Cooler Master', box('mATX Tower', 'Black'), '2018-01-01'),
  product(801, 'COOLING', 'Noctua NH-D15', 'Noctua', cooler('air', null), '2014-06-01'),
  product(802, 'COOLING', 'Cooler Master Hyper 212 Black Edition', 'Cooler Master', cooler('air', null), '2019-01-01'),
  product(803, 'COOLING', 'Arctic Liquid Freezer III 360', 'Arctic', cooler('aio', 360), '2023-10-01'),
];

/** [productId, storeId, price, availability]; one line per offer so each placement is visible. */
const OFFER_ROWS: [number, string, number | null, Availability][] = [
  [101, 'vatra-prishtina', 379, 'in_stock'],
  [101, 'kalaja-prizren', 369, 'in_stock'],
  [102, 'vatra-prishtina', 320, 'in_stock'],
  [103, 'kalaja-prishtina', 175, 'in_stock'],
  [103, 'bjeshka-peja', 169, 'in_stock'],
  [104, 'vatra-prishtina', 185, 'in_stock'],
  [104, 'nerodime-ferizaj', 179, 'out_of_stock'],
  [105, 'nerodime-ferizaj', 240, 'in_stock'],
  [106, 'carshia-gjakova', 215, 'in_stock'],
  [107, 'morava-gjilan', 300, 'out_of_stock'], // sold out everywhere
  [201, 'vatra-prishtina', 299, 'in_stock'],
  [201, 'kalaja-prizren', 289, 'in_stock'],
  [202, 'kalaja-prishtina', 319, 'in_stock'],
  [202, 'ura-mitrovica', 305, 'in_stock'],
  [203, 'vatra-prishtina', 429, 'in_stock'],
  [204, 'carshia-gjakova', 639, 'in_stock'],
  [205, 'morava-gjilan', 269, 'in_stock'],
  [206, 'bjeshka-peja', null, 'in_stock'], // in stock but unpriced: sorts last by price
  [301, 'vatra-prishtina', 199, 'in_stock'],
  [302, 'nerodime-ferizaj', 149, 'in_stock'],
  [401, 'kalaja-prishtina', 115, 'in_stock'],
  [402, 'bjeshka-peja', 42, 'in_stock'],
  [501, 'vatra-prishtina', 105, 'in_stock'],
  [501, 'bjeshka-peja', 99, 'in_stock'],
  [502, 'kalaja-prizren', 175, 'in_stock'],
  [503, 'nerodime-ferizaj', 72, 'in_stock'],
  [504, 'morava-gjilan', 60, 'in_stock'],
  [505, 'ura-mitrovica', 82, 'in_stock'],
  [601, 'vatra-prishtina', 95, 'in_stock'],
  [601, 'nerodime-ferizaj', 92, 'out_of_stock'],
  [602, 'carshia-gjakova', 90, 'in_stock'],
  [603, 'kalaja-prizren', 87, 'in_stock'],
  [701, 'vatra-prishtina', 140, 'in_stock'],
  [702, 'ura-mitrovica', 45, 'in_stock'],
  [801, 'kalaja-prishtina', 105, 'in_stock'],
  [802, 'bjeshka-peja', 40, 'in_stock'],
  [803, 'morava-gjilan', 110, 'in_stock'],
];

export const BUILDS: CuratedBuild[] = [
  {
    id: 'budget-am5',
    name: 'Budget AM5 gaming',
    budgetTier: 'Budget',
    parts: [
      { category: 'CPU', productId: 103 },
      { category: 'GPU', productId: 205 },
    ],
  },
  {
    id: 'mid-am5',
    name: 'Mid-range AM5 gaming',
    budgetTier: 'Mid',
    parts: [
      { category: 'CPU', productId: 101 },
      { category: 'GPU', productId: 204 },
    ],
  },
];

export function fixtureOffers(): Offer[] {
  return OFFER_ROWS.map(([productId, storeId, price, availability], i) => ({
    id: i + 1,
    productId,
    storeId,
    price,
    currency: price === null ? null : 'EUR',
    availability,
    retailerUrl: `https://${storeId}.example/p/${productId}`,
    lastUpdated: '2025-01-15T08:00:00.000Z',
  }));
}

export function fixtureModel(releaseId = 'fixture-release-1', products: Product[] = PRODUCTS): ReadModel {
  return buildReadModel({
    id: releaseId,
    generatedAt: '2025-01-15T08:00:00.000Z',
    publishedAt: '2025-01-15T08:05:00.000Z',
    stores: SEED_STORES,
    products,
    offers: fixtureOffers().filter((o) => products.some((p) => p.id === o.productId)),
    builds: BUILDS,
  });
}

export const urls = createUrls('https://pc.example');
export const CURSOR_KEY = Buffer.from('test-cursor-key-0123456789abcdef');
export const ctx = { urls, cursorKey: CURSOR_KEY };
