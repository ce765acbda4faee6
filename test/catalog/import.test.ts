/**
 * The importer end to end on small open databases written here in the source's own shape.
 * One file past the usual size: the records and the cases that read them belong side by side.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCatalog } from '../../src/catalog/import/import.js';
import { readIdMap } from '../../src/catalog/import/ids.js';
import { lintCatalog } from '../../src/catalog/lint.js';
import { readProducts, type CatalogProduct } from '../../src/catalog/source.js';
import type { Product } from '../../src/catalog/types.js';
import { tempDir } from '../support/app.js';

const COMMIT = '136a77aec16a30ba81a7cc6b448a8bace9a25359';
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
const dir = () => {
  const d = tempDir('import-test-');
  dirs.push(d);
  return d;
};

/** Open-db records in the database's own shape (only the fields the mappers read). */
const RECORDS: Record<string, Record<string, unknown>[]> = {
  CPU: [
    {
      opendb_id: 'c-7600',
      metadata: { name: 'AMD Ryzen 5 7600', manufacturer: 'AMD', part_numbers: ['100-100001015BOX', 'AMD Ryzen 5 7600'], releaseYear: 2023 },
      socket: 'AM5',
      cores: { total: 6, threads: 12 },
      clocks: { performance: { base: 3.8, boost: 5.1 } },
      specifications: { tdp: 65, includesCooler: true, integratedGraphics: { model: 'AMD Radeon Graphics' }, memory: { types: ['DDR5'] } },
    },
    {
      opendb_id: 'c-9400t',
      metadata: { name: 'Intel Core i5 9400 OEM/Tray', manufacturer: 'Intel', part_numbers: ['CM8068403875504'], releaseYear: 20117 },
      socket: 'LGA 1151',
      cores: { total: 6, threads: 6 },
      clocks: { performance: { base: 2.9, boost: 4.1 } },
      specifications: { tdp: 65, includesCooler: false, integratedGraphics: { model: 'Intel UHD Graphics 630' } },
    },
  ],
  GPU: [
    {
      opendb_id: 'g-1',
      metadata: { name: 'Sapphire PULSE AMD Radeon RX 7800 XT 16GB GDDR6 Black', manufacturer: 'Sapphire', part_numbers: ['11330-02-20G'] },
      chipset_manufacturer: 'AMD',
      chipset: 'Radeon RX 7800 XT',
      memory: 16,
      length: 280,
      tdp: 263,
      total_slot_width: 2.5,
      power_connectors: { pcie_6_pin: 0, pcie_8_pin: 2, pcie_12VHPWR: 0, pcie_12V_2x6: 0 },
    },
    {
      opendb_id: 'g-2',
      metadata: { name: 'NVIDIA Quadro K600 1GB', manufacturer: 'NVIDIA', part_numbers: ['VCQK600-PB'] },
      chipset_manufacturer: 'NVIDIA',
      chipset: 'Quadro K600',
      memory: 1,
    },
  ],
  Motherboard: [
    {
      opendb_id: 'm-1',
      metadata: { name: 'Asus H610 PRIME H610M-E LGA1700 DDR5 Micro ATX', manufacturer: 'Asus', part_numbers: ['PRIME H610M-E', '90MB1A90-M0EAY0'] },
      socket: 'LGA 1700',
      chipset: 'Intel H610',
      form_factor: 'Micro ATX',
      memory: { ram_type: 'DDR5', slots: 2, max: 96 },
      m2_slots: [{ key: 'M' }, { key: 'E' }],
      storage_devices: { sata_6_gb_s: 4 },
    },
    { opendb_id: 'm-2', metadata: { name: 'Supermicro X10DRi', manufacturer: 'Supermicro' }, socket: '2 x LGA 2011-3' },
  ],
  RAM: [
    {
      opendb_id: 'r-1',
      metadata: { name: 'Lexar Hades OC Gray / Black DDR4-3200 CL18 16GB (1x16GB)', manufacturer: 'Lexar', part_numbers: ['LD4BU016G-R3200GS0H'] },
      ram_type: 'DDR4',
      speed: 3200,
      modules: { quantity: 1, capacity_gb: 16 },
      capacity: 16,
      cas_latency: 18,
      color: ['GREY', 'BLACK'],
      form_factor: '288-pin DIMM',
      registered: 'Unbuffered',
    },
    { opendb_id: 'r-2', metadata: { name: 'Crucial 8GB SODIMM', manufacturer: 'Crucial' }, ram_type: 'DDR4', form_factor: '260-pin SO-DIMM' },
    {
      opendb_id: 'r-3',
      metadata: { name: 'ADATA Lancer DDR5-6000 64GB (2x24GB)', manufacturer: 'ADATA', part_numbers: ['AX5U6000C3024G-DCLABK'] },
      ram_type: 'DDR5',
      speed: 6000,
      modules: { quantity: 2, capacity_gb: 24 },
      capacity: 64,
      cas_latency: 30,
    },
  ],
  Storage: [
    {
      opendb_id: 's-1',
      metadata: { name: 'Seagate FireCuda 530 w/Heatsink 2 TB M.2-2280 PCIe 4.0 X4 NVME Solid State Drive', manufacturer: 'Seagate', part_numbers: ['ZP2000GM3A023'] },
      capacity: 2000,
      storage_type: 'SSD',
      form_factor: 'M.2-2280',
      interface: 'M.2 PCIe 4.0 x4',
      nvme: true,
    },
    { opendb_id: 's-2', metadata: { name: 'Seagate Exos 12TB SAS', manufacturer: 'Seagate' }, storage_type: 'HDD', interface: 'SAS 12.0 Gb/s' },
  ],
  PSU: [
    {
      opendb_id: 'p-1',
      metadata: { name: 'SeaSonic G12 GC Black / Blue 750W Non-Modular 80+ Gold', manufacturer: 'SeaSonic', part_numbers: ['G12-GC-750', '4711173877141'] },
      wattage: 750,
      form_factor: 'ATX',
      efficiency_rating: '80+ Gold',
      modular: 'Non-Modular',
      connectors: { pcie_6_plus_2_pin: 4, pcie_12vhpwr: 0 },
    },
    // The same product filed twice: merged into one.
    {
      opendb_id: 'p-2',
      metadata: { name: 'SeaSonic G12 GC Black / Blue 750W Non-Modular 80+ Gold', manufacturer: 'SeaSonic', part_numbers: ['G12-GC-750'] },
      wattage: 750,
      form_factor: 'ATX',
      efficiency_rating: '80+ Gold',
      modular: 'Non-Modular',
      connectors: { pcie_6_plus_2_pin: 4, pcie_12vhpwr: 0 },
    },
  ],
  PCCase: [
    {
      opendb_id: 'k-1',
      metadata: { name: 'HYTE Y40 ATX Mid Tower Red / Black with Tempered Glass Side Panel and USB 3.2 Gen 2 Type-C', manufacturer: 'HYTE', part_numbers: ['CS-HYTE-Y40-BR'] },
      form_factor: 'ATX Mid Tower',
      supported_motherboard_form_factors: ['ATX', 'Micro ATX', 'Mini-ITX'],
      max_video_card_length: 422,
      max_cpu_cooler_height: 183,
      supported_power_supply_form_factors: [],
      color: ['RED', 'BLACK'],
    },
  ],
  CPUCooler: [
    {
      opendb_id: 'f-1',
      metadata: { name: 'ARCTIC Liquid Freezer III Water 280mm Black', manufacturer: 'ARCTIC', part_numbers: ['ACFRE00136A'] },
      water_cooled: true,
      radiator_size: 280,
      height: 38,
      cpu_sockets: ['AM4', 'AM5', 'LGA 1700', 'LGA 115'],
      color: ['BLACK'],
    },
  ],
};

/** An open database with no record in any category: a case adds only the records it is about. */
const NO_RECORDS: Record<string, Record<string, unknown>[]> = Object.fromEntries(Object.keys(RECORDS).map((folder) => [folder, []]));

function writeOpenDb(root: string, records = RECORDS): void {
  for (const [folder, list] of Object.entries(records)) {
    fs.mkdirSync(path.join(root, 'open-db', folder), { recursive: true });
    for (const r of list) fs.writeFileSync(path.join(root, 'open-db', folder, `${String(r.opendb_id)}.json`), JSON.stringify(r));
  }
}

/** Fresh directories for one import: an open database holding only `records`, curated products, an output catalog. */
function importDirs(records: Record<string, Record<string, unknown>[]>) {
  const [opendb, curated, out] = [dir(), dir(), dir()];
  writeOpenDb(opendb, { ...NO_RECORDS, ...records });
  return { opendb, curated, out };
}

/** One curated product, matched to its open-db record by part number. */
function writeCurated(root: string): void {
  fs.mkdirSync(path.join(root, 'products'), { recursive: true });
  const ryzen = {
    id: 1027,
    name: 'AMD Ryzen 5 7600',
    brand: 'AMD',
    model: 'Ryzen 5 7600',
    category: 'CPU',
    mpn: '100-100001015BOX',
    ean: null,
    releasedAt: '2023-01-10',
    msrpEur: 200,
    specs: {
      socket: 'AM5',
      cores: 6,
      threads: 12,
      baseClockGhz: 3.8,
      boostClockGhz: 5.1,
      tdpW: 65,
      integratedGraphics: true,
      coolerIncluded: true,
      memoryTypes: ['DDR5'],
      performanceScore: 72,
      releaseYear: 2023,
    },
  };
  fs.writeFileSync(path.join(root, 'products', 'cpu.json'), JSON.stringify([ryzen]));
}

function runImport(opendb: string, out: string, curated: string) {
  const report = importCatalog({ opendbDir: opendb, outDir: out, curatedDir: curated, commit: COMMIT });
  return { report, products: readProducts(path.join(out, 'products')) };
}

const snapshot = (out: string) =>
  Object.fromEntries(['products/cpu.jsonl', 'products/ram.jsonl', 'products/psu.jsonl', 'opendb-ids.tsv', 'source.json'].map((f) => [f, fs.readFileSync(path.join(out, f), 'utf8')]));

describe('importing the open parts database', () => {
  const opendb = dir();
  const curated = dir();
  const out = dir();
  writeOpenDb(opendb);
  writeCurated(curated);
  const { report, products } = runImport(opendb, out, curated);
  const byName = (name: string) => products.find((p) => p.name === name) as CatalogProduct & Product;

  it('maps every category into our product model, names in our style', () => {
    expect(products.map((p) => p.name).sort()).toEqual([
      'ADATA Lancer DDR5 6000MT/s CL30',
      'AMD Ryzen 5 7600',
      'ASUS PRIME H610M-E',
      'Arctic Liquid Freezer III 280',
      'Hyte Y40 Red/Black',
      'Intel Core i5-9400 Tray',
      'Lexar Hades OC DDR4 16GB (1x16GB) 3200MT/s CL18 Grey/Black',
      'NVIDIA Quadro K600 1GB',
      'Sapphire PULSE AMD Radeon RX 7800 XT 16GB GDDR6',
      'Seagate FireCuda 530 2TB Heatsink',
      'Seasonic G12 GC 750W 80+ Gold Non-Modular',
    ]);
  });

  it('keeps facts the record states and leaves the rest null, never guessing', () => {
    expect(byName('Intel Core i5-9400 Tray').specs).toMatchObject({ socket: 'LGA1151', releaseYear: null, memoryTypes: null, performanceScore: 36, coolerIncluded: false });
    expect(byName('ASUS PRIME H610M-E').specs).toEqual({
      socket: 'LGA1700',
      chipset: 'H610',
      formFactor: 'mATX',
      memoryType: 'DDR5',
      memorySlots: 2,
      maxMemoryGb: 96,
      m2Slots: 1,
      sataPorts: 4,
      wifi: null,
      chipsetYear: 2022,
    });
    expect(byName('Hyte Y40 Red/Black').specs).toMatchObject({ psuFormFactors: null, radiatorSupport: null, maxGpuLengthMm: 422 });
    expect(byName('Arctic Liquid Freezer III 280').specs).toEqual({
      type: 'aio',
      sockets: ['AM4', 'AM5', 'LGA1700'],
      heightMm: null,
      radiatorMm: 280,
      tdpRatingW: null,
      color: 'Black',
      lighting: null,
    });
    expect(byName('NVIDIA Quadro K600 1GB').specs).toMatchObject({ performanceScore: null, lengthMm: null, pcie8pin: null });
    expect(byName('Sapphire PULSE AMD Radeon RX 7800 XT 16GB GDDR6').specs).toMatchObject({ chip: 'Radeon RX 7800 XT', performanceScore: 52, pcie8pin: 2, pcie16pin: 0 });
  });

  it('nulls facts that contradict each other instead of picking one', () => {
    expect(byName('ADATA Lancer DDR5 6000MT/s CL30').specs).toMatchObject({ modules: null, moduleGb: null, capacityGb: null, speedMts: 6000 });
  });

  it('keeps part numbers (primary first), and takes a GTIN only from a valid check digit', () => {
    const psu = byName('Seasonic G12 GC 750W 80+ Gold Non-Modular');
    expect(psu.mpn).toBe('G12-GC-750');
    expect(psu.ean).toBe('4711173877141');
    expect(byName('ASUS PRIME H610M-E').mpns).toEqual(['90MB1A90-M0EAY0', 'PRIME H610M-E']);
    expect(byName('AMD Ryzen 5 7600').mpns).toEqual(['100-100001015BOX']);
  });

  it('leaves out laptop and server parts, and merges a product filed twice', () => {
    expect(report.skipped).toMatchObject({
      'RAM: laptop memory (260-pin SO-DIMM)': 1,
      'MOTHERBOARD: server or embedded board (2 x LGA 2011-3)': 1,
      'STORAGE: server or legacy drive interface (SAS 12.0 Gb/s)': 1,
      'merged into a record of the same product': 1,
    });
    expect(readIdMap(path.join(out, 'opendb-ids.tsv')).get('p-2')).toBe(byName('Seasonic G12 GC 750W 80+ Gold Non-Modular').id);
  });

  it('matches the curated product by part number: it keeps its id, name and specs and gains the open-db id', () => {
    const ryzen = byName('AMD Ryzen 5 7600');
    expect(ryzen).toMatchObject({ id: 1027, opendbId: 'c-7600', msrpEur: 200, releasedAt: '2023-01-10' });
    expect(report.curated).toMatchObject({ total: 1, matched: 1, byMpn: 1 });
  });

  it('gives new products ids from 10001 in category and name order, and records the source', () => {
    const imported = products.filter((p) => p.id !== 1027).sort((a, b) => a.id - b.id);
    expect(imported[0]).toMatchObject({ id: 10_001, name: 'Intel Core i5-9400 Tray' });
    expect(new Set(imported.map((p) => p.id)).size).toBe(imported.length);
    expect(JSON.parse(fs.readFileSync(path.join(out, 'source.json'), 'utf8'))).toEqual({
      name: 'BuildCores OpenDB',
      url: 'https://github.com/buildcores/buildcores-open-db',
      licence: 'ODC-By-1.0',
      licenceUrl: 'https://opendatacommons.org/licenses/by/1-0/',
      commit: COMMIT,
    });
    expect(lintCatalog(out)).toEqual([]);
  });

  it('writes byte-identical files for the same inputs', () => {
    const before = snapshot(out);
    runImport(opendb, out, curated);
    expect(snapshot(out)).toEqual(before);
  });

  it('keeps every id across a refresh and appends ids for new records', () => {
    const before = new Map(products.map((p) => [p.opendbId, p.id]));
    const next = dir();
    writeOpenDb(next, {
      ...RECORDS,
      CPU: [
        ...RECORDS.CPU!,
        {
          opendb_id: 'c-1200',
          metadata: { name: 'AMD Ryzen 3 1200', manufacturer: 'AMD', part_numbers: ['YD1200BBAEBOX'] },
          socket: 'AM4',
          cores: { total: 4, threads: 4 },
        },
      ],
    });
    const refreshed = runImport(next, out, curated).products;
    for (const p of refreshed) if (before.has(p.opendbId)) expect(p.id, p.name).toBe(before.get(p.opendbId));
    expect(refreshed.find((p) => p.opendbId === 'c-1200')!.id).toBe(Math.max(...before.values()) + 1);
  });
});

describe('curated products and their open-db twins under other spellings', () => {
  const BOARD = { socket: 'AM4', chipset: 'AMD A520', form_factor: 'Micro ATX', memory: { ram_type: 'DDR4', slots: 2, max: 64 }, m2_slots: [{ key: 'M' }] };
  const records = {
    Motherboard: [{ opendb_id: 'b-1', metadata: { name: 'ASRock A520 M-HDV', manufacturer: 'ASRock', part_numbers: ['90-MXBE60-A0UAYZ'] }, ...BOARD }],
    PCCase: [
      { opendb_id: 'k-1', metadata: { name: 'Fractal Design North', manufacturer: 'Fractal Design' }, form_factor: 'ATX Mid Tower' },
      { opendb_id: 'k-2', metadata: { name: 'Fractal Design Meshify 2 Dark Tint' }, form_factor: 'ATX Mid Tower' },
    ],
  };
  const board = {
    id: 3013,
    name: 'ASRock A520M-HDV',
    brand: 'ASRock',
    model: 'A520M-HDV',
    category: 'MOTHERBOARD',
    mpn: null,
    ean: null,
    releasedAt: '2020-08-01',
    specs: { socket: 'AM4', chipset: 'A520', formFactor: 'mATX', memoryType: 'DDR4', memorySlots: 2, maxMemoryGb: 64, m2Slots: 1, sataPorts: 4, wifi: false, chipsetYear: 2020 },
  };
  const { opendb, curated, out } = importDirs(records);
  fs.mkdirSync(path.join(curated, 'products'), { recursive: true });
  fs.writeFileSync(path.join(curated, 'products', 'motherboard.json'), JSON.stringify([board]));
  // An earlier import gave the board's record an id of its own, before it was known as the curated board's twin.
  fs.writeFileSync(path.join(out, 'opendb-ids.tsv'), '# opendb_id\tproduct_id\nb-1\t19914\n');
  const { products } = runImport(opendb, out, curated);

  it('twins a curated product with a record of the same name spelled with other word breaks, retiring the id the record had', () => {
    expect(products.filter((p) => p.category === 'MOTHERBOARD')).toEqual([expect.objectContaining({ id: 3013, name: 'ASRock A520M-HDV', opendbId: 'b-1' })]);
    expect(readIdMap(path.join(out, 'opendb-ids.tsv')).get('b-1')).toBe(3013);
  });

  it('gives a record without a manufacturer the brand its name starts with', () => {
    expect(products.find((p) => p.opendbId === 'k-2')).toMatchObject({ brand: 'Fractal Design', model: 'Meshify 2 Dark Tint', name: 'Fractal Design Meshify 2 Dark Tint' });
  });

  it('gives the same files when refreshed from its own id map', () => {
    const before = Object.fromEntries(['products/motherboard.jsonl', 'products/case.jsonl', 'opendb-ids.tsv'].map((f) => [f, fs.readFileSync(path.join(out, f), 'utf8')]));
    runImport(opendb, out, curated);
    for (const [f, text] of Object.entries(before)) expect(fs.readFileSync(path.join(out, f), 'utf8'), f).toBe(text);
  });
});

describe('a curated product whose model a record lists as a part number', () => {
  const records = {
    Motherboard: [
      {
        opendb_id: 'x-1',
        metadata: { name: 'MSI PRO X870-P WiFi ProSeries', manufacturer: 'MSI', part_numbers: ['7E47-001R', 'PRO X870-P WIFI'] },
        socket: 'AM5',
        chipset: 'AMD X870',
        form_factor: 'ATX',
        memory: { ram_type: 'DDR5', slots: 4, max: 256 },
      },
    ],
  };
  const board = {
    id: 3093,
    name: 'MSI PRO X870-P WIFI',
    brand: 'MSI',
    model: 'PRO X870-P WIFI',
    category: 'MOTHERBOARD',
    mpn: null,
    ean: null,
    releasedAt: '2024-09-30',
    specs: { socket: 'AM5', chipset: 'X870', formFactor: 'ATX', memoryType: 'DDR5', memorySlots: 4, maxMemoryGb: 256, m2Slots: 3, sataPorts: 4, wifi: true, chipsetYear: 2024 },
  };
  const boards = (idMap: string | null) => {
    const { opendb, curated, out } = importDirs(records);
    fs.mkdirSync(path.join(curated, 'products'), { recursive: true });
    fs.writeFileSync(path.join(curated, 'products', 'motherboard.json'), JSON.stringify([board]));
    if (idMap) fs.writeFileSync(path.join(out, 'opendb-ids.tsv'), idMap);
    return runImport(opendb, out, curated).products.filter((p) => p.category === 'MOTHERBOARD');
  };

  it('takes the record as its twin on a first import, and gains its part numbers', () => {
    expect(boards(null)).toEqual([expect.objectContaining({ id: 3093, name: 'MSI PRO X870-P WIFI', opendbId: 'x-1', mpns: ['7E47-001R', 'PRO X870-P WIFI'] })]);
  });

  it('takes it too when an earlier import had given the record an id of its own', () => {
    expect(boards('# opendb_id\tproduct_id\nx-1\t21032\n')).toEqual([expect.objectContaining({ id: 3093, opendbId: 'x-1' })]);
  });
});

/** A memory kit record in the source's shape, named as the source names kits. */
function kitRecord(
  opendb_id: string,
  maker: string,
  line: string,
  part_numbers: string[],
  kit: { type: string; speed: number; cas: number; modules: number; moduleGb: number },
  color: string[] = [],
) {
  const capacity = kit.modules * kit.moduleGb;
  return {
    opendb_id,
    metadata: { name: `${maker} ${line} ${kit.type}-${kit.speed} CL${kit.cas} ${capacity}GB (${kit.modules}x${kit.moduleGb}GB)`, manufacturer: maker, part_numbers },
    ram_type: kit.type,
    speed: kit.speed,
    modules: { quantity: kit.modules, capacity_gb: kit.moduleGb },
    capacity,
    cas_latency: kit.cas,
    color,
    form_factor: '288-pin DIMM',
    registered: 'Unbuffered',
  };
}

/** Imports `records` with one curated memory kit; `refresh` imports again over the result and returns the files before and after. */
/** A curated black, unlit kit of two modules. */
function curatedKit(id: number, brand: string, model: string, mpn: string, releasedAt: string, kit: Record<string, unknown>) {
  return { id, name: `${brand} ${model}`, brand, model, category: 'RAM', mpn, ean: null, releasedAt, specs: { modules: 2, color: 'Black', lighting: false, ...kit } };
}

function importWithCuratedKit(records: Record<string, Record<string, unknown>[]>, product: Record<string, unknown>) {
  const { opendb, curated, out } = importDirs(records);
  fs.mkdirSync(path.join(curated, 'products'), { recursive: true });
  fs.writeFileSync(path.join(curated, 'products', 'ram.json'), JSON.stringify([product]));
  const { products } = runImport(opendb, out, curated);
  const files = () => Object.fromEntries(['products/ram.jsonl', 'opendb-ids.tsv'].map((f) => [f, fs.readFileSync(path.join(out, f), 'utf8')]));
  const refresh = () => {
    const before = files();
    runImport(opendb, out, curated);
    return { before, after: files() };
  };
  return { products, out, refresh };
}

describe('a record under a curated product’s name beside the product’s twin', () => {
  const ddr5 = (speed: number, cas: number) => ({ type: 'DDR5', speed, cas, modules: 2, moduleGb: 16 });
  const records = {
    RAM: [
      // The curated kit's twin by part number, named with its colours.
      kitRecord('r-1', 'Corsair', 'Vengeance', ['CMK32GX5M2B6000C30'], ddr5(6000, 30), ['BLACK', 'GREY']),
      // The kit's other SKU under the curated name, with a code another record also gives (a source slip).
      kitRecord('r-2', 'Corsair', 'Vengeance', ['CMK32GX5M2B6000Z30', 'CMK32GX5M2B5600C36'], ddr5(6000, 30)),
      kitRecord('r-3', 'Corsair', 'Vengeance', ['CMK32GX5M2B5600C36'], ddr5(5600, 36)),
    ],
  };
  const { products, out, refresh } = importWithCuratedKit(
    records,
    curatedKit(4003, 'Corsair', 'Vengeance DDR5 32GB (2x16GB) 6000MT/s CL30', 'CMK32GX5M2B6000C30', '2022-11-01', {
      type: 'DDR5',
      speedMts: 6000,
      moduleGb: 16,
      capacityGb: 32,
      casLatency: 30,
    }),
  );

  it('is another record of it: the product gains the codes no other record gives', () => {
    expect(products.filter((p) => p.category === 'RAM').map((p) => `${p.id} ${p.name}`)).toEqual([
      '4003 Corsair Vengeance DDR5 32GB (2x16GB) 6000MT/s CL30',
      expect.stringMatching(/^10\d+ Corsair Vengeance DDR5 32GB \(2x16GB\) 5600MT\/s CL36$/),
    ]);
    expect(products.find((p) => p.id === 4003)?.mpns).toEqual(['CMK32GX5M2B6000C30', 'CMK32GX5M2B6000Z30']);
    // It takes no id mapping: a refresh would read it as the product's twin and let the real one go.
    expect(readIdMap(path.join(out, 'opendb-ids.tsv')).has('r-2')).toBe(false);
  });

  it('gives the same files when refreshed from its own id map', () => {
    const { before, after } = refresh();
    for (const [f, text] of Object.entries(before)) expect(after[f], f).toBe(text);
  });
});

describe('a curated kit with a twin and a record merged into it', () => {
  const ddr4 = { type: 'DDR4', speed: 3600, cas: 16, modules: 2, moduleGb: 8 };
  // The merged record sorts before the twin, so a refresh that took the first record the id map names would take it.
  const records = {
    RAM: [kitRecord('a-merged', 'Kingston', 'FURY Renegade', ['KF436C16RBK2'], ddr4, ['BLACK', 'GREY']), kitRecord('z-twin', 'Kingston', 'FURY Renegade', ['KF436C16RBK2/16'], ddr4)],
  };
  const { products, refresh } = importWithCuratedKit(
    records,
    curatedKit(4090, 'Kingston', 'Fury Renegade DDR4 16GB (2x8GB) 3600MT/s CL16', 'KF436C16RBK2/16', '2021-05-01', {
      type: 'DDR4',
      speedMts: 3600,
      moduleGb: 8,
      capacityGb: 16,
      casLatency: 16,
    }),
  );

  it('keeps its twin and takes the other record’s part numbers, on the first import and on every refresh', () => {
    expect(products.filter((p) => p.category === 'RAM')).toEqual([expect.objectContaining({ id: 4090, opendbId: 'z-twin', mpns: ['KF436C16RBK2/16', 'KF436C16RBK2'] })]);
    const { before, after } = refresh();
    for (const [f, text] of Object.entries(before)) expect(after[f], f).toBe(text);
  });
});

describe('a refresh that tells apart records an earlier import had merged', () => {
  const board = (id: string, name: string, form: string, partNumbers: string[]) => ({
    opendb_id: id,
    metadata: { name, manufacturer: 'Gigabyte', part_numbers: partNumbers },
    socket: 'LGA1700',
    chipset: 'Intel B760',
    form_factor: form,
    memory: { ram_type: 'DDR4', slots: 4, max: 128 },
  });
  // The source lists the micro-ATX board's part number under the ATX board too.
  const { opendb, curated, out } = importDirs({
    Motherboard: [
      board('m-atx', 'Gigabyte B760 DS3H AX DDR4 ATX', 'ATX', ['B760 DS3H AX DDR4', 'B760M DS3H AX DDR4']),
      board('m-micro', 'Gigabyte B760M DS3H AX DDR4 Micro ATX', 'Micro ATX', ['B760M DS3H AX DDR4']),
      board('m-micro-again', 'Gigabyte B760M DS3H AX DDR4 Micro ATX', 'Micro ATX', ['B760M DS3H AX DDR4']),
    ],
  });
  writeCurated(curated);
  // The earlier import had made one product of all three, published under the ATX board's record.
  fs.writeFileSync(path.join(out, 'opendb-ids.tsv'), '# opendb_id\tproduct_id\nm-atx\t19943\nm-micro\t19943\nm-micro-again\t19943\n');
  fs.mkdirSync(path.join(out, 'products'), { recursive: true });
  fs.writeFileSync(
    path.join(out, 'products', 'motherboard.jsonl'),
    `${JSON.stringify({ id: 19943, name: 'Gigabyte B760 DS3H AX DDR4', brand: 'Gigabyte', model: 'B760 DS3H AX DDR4', category: 'MOTHERBOARD', mpn: 'B760 DS3H AX DDR4', mpns: ['B760 DS3H AX DDR4', 'B760M DS3H AX DDR4'], ean: null, releasedAt: null, opendbId: 'm-atx', specs: { socket: 'LGA1700', chipset: 'B760', formFactor: 'ATX', memoryType: 'DDR4', memorySlots: 4, maxMemoryGb: 128, m2Slots: null, sataPorts: null, wifi: null, chipsetYear: 2023 } })}\n`,
  );
  const { products } = runImport(opendb, out, curated);

  it('keeps the id with the record the product was published under, not with the part holding more records, and gives the other board a new one', () => {
    expect(products.filter((p) => p.opendbId?.startsWith('m-')).map((p) => [p.id, p.name, (p.specs as { formFactor: string }).formFactor])).toEqual([
      [19943, 'Gigabyte B760 DS3H AX DDR4', 'ATX'],
      [19944, 'Gigabyte B760M DS3H AX DDR4', 'mATX'],
    ]);
  });
});

describe('a twin an earlier import took that contradicts the curated product', () => {
  const { opendb, curated, out } = importDirs({
    PSU: [
      {
        opendb_id: 'p-gold',
        metadata: { name: 'Cooler Master MWE GOLD 650 V2 Black 650W Fully Modular 80+ Gold', manufacturer: 'Cooler Master', part_numbers: ['MPE-6501-AFAAG'] },
        wattage: 650,
        efficiency_rating: '80+ Gold',
        modular: 'Full',
      },
    ],
  });
  fs.mkdirSync(path.join(curated, 'products'), { recursive: true });
  const bronze = {
    id: 6063,
    name: 'Cooler Master MWE 650 Bronze V2 650W 80+ Bronze Non-Modular',
    brand: 'Cooler Master',
    model: 'MWE 650 Bronze V2',
    category: 'PSU',
    mpn: null,
    ean: null,
    releasedAt: '2020-06-01',
    specs: { wattage: 650, formFactor: 'ATX', efficiency: '80+ Bronze', modular: 'none', pcie8pin: 2, pcie16pin: 0 },
  };
  fs.writeFileSync(path.join(curated, 'products', 'psu.json'), JSON.stringify([bronze]));
  // An earlier import took the fully modular Gold unit for the curated non-modular Bronze one.
  fs.writeFileSync(path.join(out, 'opendb-ids.tsv'), '# opendb_id\tproduct_id\np-gold\t6063\n');
  const { products } = runImport(opendb, out, curated);

  it('unties them: the curated product keeps its own facts and the record becomes a product of its own', () => {
    expect(products.find((p) => p.id === 6063)).toMatchObject({ opendbId: null, mpns: [], specs: { efficiency: '80+ Bronze', modular: 'none' } });
    expect(products.find((p) => p.opendbId === 'p-gold')).toMatchObject({ name: 'Cooler Master MWE GOLD 650 V2 650W 80+ Gold Fully Modular' });
    expect(readIdMap(path.join(out, 'opendb-ids.tsv')).get('p-gold')).not.toBe(6063);
  });
});
