import { describe, expect, it } from 'vitest';
import { mergeIndistinguishable } from '../../src/catalog/import/dedupe.js';
import type { CatalogProduct } from '../../src/catalog/source.js';

const entry = (id: number, name: string, category: CatalogProduct['category'], specs: Record<string, unknown>, mpns: string[] = []): CatalogProduct =>
  ({
    id,
    name,
    brand: name.split(' ')[0],
    model: name.split(' ').slice(1).join(' '),
    category,
    mpn: mpns[0] ?? null,
    mpns,
    ean: null,
    releasedAt: null,
    opendbId: `r-${id}`,
    specs,
  }) as unknown as CatalogProduct;

const kit = { type: 'DDR4', speedMts: 3200, modules: 2, moduleGb: 16, capacityGb: 32, casLatency: 16, color: null };
const drive = (capacityGb: number) => ({ type: 'NVMe', interface: 'PCIe 3.0 x4 NVMe', formFactor: 'M.2 2280', capacityGb });
const card = { chipBrand: 'NVIDIA', chip: 'GeForce GTX 1650', vramGb: 4 };
const psu = { wattage: 650, formFactor: 'ATX', efficiency: '80+ Gold', modular: 'full', pcie8pin: null, pcie16pin: null };

/** The names left after merging, and where each record went. */
function merge(products: CatalogProduct[], curated: number[] = []) {
  const idMap = new Map(products.map((p) => [`r-${p.id}`, p.id]));
  const merged = mergeIndistinguishable(products, new Set(curated), idMap);
  return { merged, names: products.map((p) => `${p.id} ${p.name}`), idMap, products };
}

describe('entries no shop title could tell apart', () => {
  it('are one product: the oldest id keeps it and takes the other’s part numbers and records', () => {
    const { merged, names, idMap, products } = merge([
      entry(101, 'Gigastone Black Game PRO DDR4 32GB (2x16GB) 3200MT/s CL16', 'RAM', kit, ['GS-32GB-A']),
      entry(102, 'Gigastone Game PRO DDR4 32GB (2x16GB) 3200MT/s CL16', 'RAM', kit, ['GS-32GB-B']),
      entry(201, 'Samsung 970 PRO 1TB', 'STORAGE', drive(1024)),
      entry(202, 'Samsung 970 Pro 1TB', 'STORAGE', drive(1000), ['MZ-V7P1T0BW']),
    ]);
    expect(merged).toBe(2);
    expect(names).toEqual(['101 Gigastone Black Game PRO DDR4 32GB (2x16GB) 3200MT/s CL16', '201 Samsung 970 PRO 1TB']);
    expect(products[0].mpns).toEqual(['GS-32GB-A', 'GS-32GB-B']);
    expect(idMap.get('r-102')).toBe(101);
    expect(idMap.get('r-202')).toBe(201);
  });

  it('keep apart what a title can tell: another colour, a stated model year, another size below a terabyte', () => {
    const { merged } = merge([
      entry(101, 'Gigastone Game PRO DDR4 32GB (2x16GB) 3200MT/s CL16', 'RAM', kit),
      entry(102, 'Gigastone Game PRO DDR4 32GB (2x16GB) 3200MT/s CL16 White', 'RAM', kit),
      entry(301, 'Corsair RM650x 650W 80+ Gold Fully Modular', 'PSU', psu),
      entry(302, 'Corsair RM650x (2021) 650W 80+ Gold Fully Modular', 'PSU', psu),
      entry(401, 'Sabrent Rocket 500GB', 'STORAGE', drive(500)),
      entry(402, 'Sabrent Rocket 512GB', 'STORAGE', drive(512)),
    ]);
    expect(merged).toBe(0);
  });

  it('keep apart drives of one size under two names in two form factors, and merge them in one', () => {
    const hdd = (formFactor: string, capacityGb: number) => ({ type: 'HDD', interface: 'SATA III 6Gb/s', formFactor, capacityGb });
    const { merged, names } = merge([
      entry(23780, 'WD Black 1TB HDD', 'STORAGE', hdd('2.5"', 1000), ['WD10JPLX']),
      entry(24034, 'WD WD_BLACK 1TB HDD', 'STORAGE', hdd('3.5"', 1000), ['WD1003FZEX']),
      entry(23786, 'WD Black 4TB HDD', 'STORAGE', hdd('3.5"', 4000), ['WD4003FZEX']),
      entry(24035, 'WD WD_BLACK 4TB HDD', 'STORAGE', hdd('3.5"', 4000), ['WD4005FZBX']),
    ]);
    expect(merged).toBe(1);
    expect(names.map((n) => Number(n.split(' ')[0]))).toEqual([23780, 24034, 23786]);
  });

  it('read a card’s memory code as the memory it names, and `Gaming` as no variant of a card', () => {
    const { merged, names } = merge([
      entry(101, 'ASUS TUF GAMING OC GeForce GTX 1650 G6 4GB GDDR6', 'GPU', card, ['TUF-GTX1650-O4GD6-GAMING']),
      entry(102, 'ASUS TUF Gaming GeForce GTX 1650 OC Edition 4GB GDDR6', 'GPU', card),
      entry(201, 'ASUS ROG STRIX GAMING OC GeForce GTX 1650 4GB GDDR5', 'GPU', card, ['ROG-STRIX-GTX1650-O4G-GAMING']),
      entry(202, 'ASUS ROG Strix GeForce GTX 1650 OC Edition 4 GB', 'GPU', card),
    ]);
    expect(merged).toBe(2);
    expect(names).toEqual(['101 ASUS TUF GAMING OC GeForce GTX 1650 G6 4GB GDDR6', '201 ASUS ROG STRIX GAMING OC GeForce GTX 1650 4GB GDDR5']);
  });

  it('keep a card whose model carries its memory code apart from one that states no memory', () => {
    const { merged } = merge([entry(101, 'MSI D6 AERO ITX OC GeForce GTX 1650 G6 4GB GDDR6', 'GPU', card), entry(102, 'MSI GeForce GTX 1650 AERO ITX 4G OC', 'GPU', card)]);
    expect(merged).toBe(0);
  });

  it('are one kit when one’s code is the other’s with the kit’s capacity after it, whatever colours the names state', () => {
    const renegade = { type: 'DDR4', speedMts: 3600, modules: 2, moduleGb: 8, capacityGb: 16, casLatency: 16, color: null, lighting: false };
    const { merged, names } = merge([
      entry(4090, 'Kingston Fury Renegade DDR4 16GB (2x8GB) 3600MT/s CL16', 'RAM', renegade, ['KF436C16RBK2/16']),
      entry(16174, 'Kingston FURY Renegade DDR4 16GB (2x8GB) 3600MT/s CL16 Black/Grey', 'RAM', renegade, ['KF436C16RBK2']),
      // The 32 GB kit's code is the 16 GB kit's family, not the kit: the suffix must be the capacity.
      entry(16180, 'Kingston FURY Renegade DDR4 32GB (2x16GB) 3600MT/s CL16', 'RAM', { ...renegade, moduleGb: 16, capacityGb: 32 }, ['KF436C16RBK2/32']),
    ]);
    expect(merged).toBe(1);
    expect(names).toEqual(['4090 Kingston Fury Renegade DDR4 16GB (2x8GB) 3600MT/s CL16', '16180 Kingston FURY Renegade DDR4 32GB (2x16GB) 3600MT/s CL16']);
  });

  it('are one kit when their Corsair codes differ only in the version letter, unless the colours or facts differ', () => {
    const lpx = { ...kit, lighting: false };
    const { merged, names } = merge([
      entry(4027, 'Corsair Vengeance LPX DDR4 32GB (2x16GB) 3200MT/s CL16', 'RAM', { ...lpx, color: 'Black' }, ['CMK32GX4M2E3200C16']),
      entry(14585, 'Corsair Vengeance LPX DDR4 32GB (2x16GB) 3200MT/s CL16 Black/Yellow', 'RAM', { ...lpx, color: 'Black/Yellow' }, ['CMK32GX4M2Z3200C16', 'CMK32GX4M2D3200C16']),
      // The white kit's code carries its colour after the latency: another kit.
      entry(14586, 'Corsair Vengeance LPX DDR4 32GB (2x16GB) 3200MT/s CL16 White', 'RAM', { ...lpx, color: 'White' }, ['CMK32GX4M2B3200C16W']),
      // Another speed is another kit, whatever the letters.
      entry(14590, 'Corsair Vengeance LPX DDR4 32GB (2x16GB) 3600MT/s CL16', 'RAM', { ...lpx, speedMts: 3600, color: 'Black' }, ['CMK32GX4M2Z3600C16']),
    ]);
    expect(merged).toBe(1);
    expect(names.map((n) => Number(n.split(' ')[0]))).toEqual([4027, 14586, 14590]);
  });

  it('are one product when one’s code is the other’s with the colour both are after it, not when the source files one code under both', () => {
    const cooler = (color: string | null) => ({ type: 'air', sockets: ['AM5'], heightMm: 154, radiatorMm: null, tdpRatingW: null, color, lighting: false });
    const { merged, names } = merge([
      entry(8025, 'Thermalright Phantom Spirit 120 SE', 'COOLING', cooler('Black'), ['PS120SE']),
      entry(32219, 'Thermalright Phantom Spirit SE Black', 'COOLING', cooler('Black'), ['PS120SE Black']),
      // White under a black code's stem is the white cooler.
      entry(32220, 'Thermalright Phantom Spirit 120 SE White', 'COOLING', cooler('White'), ['PS120SE White']),
      // The source gives both cases one code: that tells nothing, and their names differ.
      entry(28496, 'GameMax MeshBox Black', 'CASE', { type: 'ATX Mid Tower', color: 'Black', lighting: null }, ['MeshBox PRO BK']),
      entry(28497, 'GameMax MeshBox Pro Black', 'CASE', { type: 'ATX Mid Tower', color: 'Black', lighting: null }, ['MeshBox PRO BK']),
    ]);
    expect(merged).toBe(1);
    expect(names.map((n) => Number(n.split(' ')[0]))).toEqual([8025, 32220, 28496, 28497]);
  });

  it('are one product when the names differ only in words restating a fact both hold, or in two swapped letters of a long word', () => {
    const board = (chipset: string, memorySlots: number) => ({ socket: 'AM4', chipset, formFactor: 'ATX', memoryType: 'DDR4', memorySlots, wifi: true });
    const aio = (radiatorMm: number, color: string | null) => ({ type: 'aio', sockets: ['AM4'], radiatorMm, color, lighting: null });
    const { merged, names } = merge([
      entry(101, 'ASUS ROG Crosshair VII Hero (Wi-Fi)', 'MOTHERBOARD', board('X470', 4)),
      entry(102, 'ASUS X470 ROG Crosshair VII Hero (Wi-Fi)', 'MOTHERBOARD', board('X470', 4)),
      entry(201, 'MSI MAG B850 TOMAHAWK WIFI', 'MOTHERBOARD', { ...board('B850', 4), socket: 'AM5', memoryType: 'DDR5' }),
      entry(202, 'MSI MAG B850 TOMAHWAK WIFI', 'MOTHERBOARD', { ...board('B850', 4), socket: 'AM5', memoryType: 'DDR5' }),
      entry(301, 'bequiet Pure Loop 360', 'COOLING', aio(360, 'Black')),
      entry(302, 'bequiet Pure Loop', 'COOLING', aio(360, null)),
    ]);
    expect(merged).toBe(3);
    expect(names).toEqual(['101 ASUS ROG Crosshair VII Hero (Wi-Fi)', '201 MSI MAG B850 TOMAHAWK WIFI', '301 bequiet Pure Loop 360']);
  });

  it('keep apart names that differ in a letter the other lacks, another size or another rating, whatever the facts restate', () => {
    const board = (memorySlots: number) => ({ socket: 'AM4', chipset: 'B550', formFactor: 'mATX', memoryType: 'DDR4', memorySlots, wifi: null });
    const aio = (radiatorMm: number) => ({ type: 'aio', sockets: ['AM4'], radiatorMm, color: 'Black', lighting: null });
    const { merged } = merge([
      entry(101, 'MSI B550M PRO', 'MOTHERBOARD', board(2)),
      entry(102, 'MSI PRO B550M-B', 'MOTHERBOARD', board(4)),
      entry(201, 'bequiet Pure Loop 240', 'COOLING', aio(240)),
      entry(202, 'bequiet Pure Loop 360', 'COOLING', aio(360)),
      entry(301, 'CoolerMaster V750 SFX Gold', 'PSU', { ...psu, wattage: 750, formFactor: 'SFX' }),
      entry(302, 'CoolerMaster V750 Gold', 'PSU', { ...psu, wattage: 750 }),
    ]);
    expect(merged).toBe(0);
  });

  it('never merges two curated products: they were told apart by hand', () => {
    const { merged } = merge(
      [entry(101, 'Gigastone Black Game PRO DDR4 32GB (2x16GB) 3200MT/s CL16', 'RAM', kit), entry(102, 'Gigastone Game PRO DDR4 32GB (2x16GB) 3200MT/s CL16', 'RAM', kit)],
      [101, 102],
    );
    expect(merged).toBe(0);
  });
});
