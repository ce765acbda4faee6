import { describe, expect, it } from 'vitest';
import { cleanPartNumbers, isGtin, MPN_FORMAT } from '../../src/catalog/identifiers.js';
import { lintProducts } from '../../src/catalog/lint.js';
import type { CatalogProduct } from '../../src/catalog/source.js';
import { seedProduct } from '../support/seeds.js';

/** A shipped product with some specs (and identifiers) overridden. */
function altered(name: string, specs: Record<string, unknown>, ids: Partial<CatalogProduct> = {}): CatalogProduct {
  const p = seedProduct(name);
  return { ...p, ...ids, specs: { ...p.specs, ...specs } } as CatalogProduct;
}

const checksOf = (products: CatalogProduct[]) => lintProducts(products).map((p) => [p.check, p.specs]);

describe('catalog lint', () => {
  it('passes consistent products', () => {
    expect(lintProducts([seedProduct('AMD Ryzen 5 7600'), seedProduct('Samsung 990 PRO 1TB')])).toEqual([]);
  });

  it('checks capacity = modules × module size', () => {
    expect(checksOf([altered('Corsair Vengeance DDR5 32GB (2x16GB) 5200MT/s CL40', { capacityGb: 64 })])).toEqual([['ram.capacity', ['modules', 'moduleGb', 'capacityGb']]]);
  });

  it('checks boost ≥ base clock and threads ≥ cores', () => {
    expect(checksOf([altered('AMD Ryzen 5 7600', { boostClockGhz: 3.0 })])).toEqual([['cpu.clocks', ['baseClockGhz', 'boostClockGhz']]]);
    expect(checksOf([altered('AMD Ryzen 5 7600', { threads: 4 })])).toEqual([['cpu.threads', ['cores', 'threads']]]);
  });

  it('checks wattage bands and rated wattages', () => {
    expect(checksOf([altered('Corsair CX550 550W 80+ Bronze Non-Modular', { wattage: 5000 })])).toEqual([['psu.wattage', ['wattage']]]);
    expect(checksOf([altered('Corsair CX550 550W 80+ Bronze Non-Modular', { wattage: 553 })])).toEqual([['psu.wattage', ['wattage']]]);
    expect(checksOf([altered('AMD Ryzen 5 7600', { tdpW: 900 })])).toEqual([['cpu.tdp', ['tdpW']]]);
  });

  it('checks socket/chipset pairs and chipset years', () => {
    expect(checksOf([altered('ASUS PRIME B650-PLUS', { socket: 'AM4' })])).toEqual([['board.socketChipset', ['socket', 'chipset']]]);
    expect(checksOf([altered('ASUS PRIME B650-PLUS', { chipsetYear: 2019 })])).toEqual([['board.chipsetYear', ['chipsetYear']]]);
  });

  it('checks that drives and coolers are what their kind says', () => {
    expect(checksOf([altered('Samsung 990 PRO 1TB', { formFactor: '3.5"' })])).toEqual([['storage.form', ['type', 'formFactor']]]);
    expect(checksOf([altered('Noctua NH-D15', { radiatorMm: 240 })])).toEqual([['cooler.kind', ['radiatorMm']]]);
  });

  it('checks identifier formats and unique names per category', () => {
    const ryzen = seedProduct('AMD Ryzen 5 7600');
    expect(checksOf([{ ...ryzen, ean: '4711173877142' }])).toEqual([['id.gtin', []]]);
    expect(checksOf([{ ...ryzen, mpn: 'x', mpns: ['x'] }])).toEqual([['id.mpn', []]]);
    expect(checksOf([ryzen, { ...ryzen, id: 99_999 }])).toEqual([['name.unique', []]]);
  });
});

describe('identifiers', () => {
  it('recognises GTIN-12/13/14 by their check digit', () => {
    expect(isGtin('4711173877141')).toBe(true);
    expect(isGtin('761345200530')).toBe(true);
    expect(isGtin('4711173877142')).toBe(false);
    expect(isGtin('47111738')).toBe(false);
  });

  it("accepts makers' part-number formats and refuses fragments", () => {
    for (const ok of ['CMK32GX5M2B6000C30', '100-100001015BOX', 'FD-C-NOR1C-02', 'B550 PG RIPTIDE', 'CIT-SLAMMER']) expect(MPN_FORMAT.test(ok), ok).toBe(true);
    for (const bad of ['4', 'x', '', '€200']) expect(MPN_FORMAT.test(bad), bad).toBe(false);
  });

  it('cleans the part numbers a record lists', () => {
    expect(
      cleanPartNumbers(
        ['GHS2LCD36RB                                                    G89.GHS2LCD36RB.00', '\u200eLAN217INFX', 'FBA_BX80646I54590', '4', 'Core™ i9-14900KF', '0-761345-20053-0'],
        'Lian Li',
      ),
    ).toEqual({ mpns: ['GHS2LCD36RB', 'G89.GHS2LCD36RB.00', 'LAN217INFX'], gtin: '0761345200530' });
    expect(cleanPartNumbers(['PRIME X670-P WIFI', '90MB1BV0-M0AAY0', 'AMD Ryzen 7 7700'], 'ASUS').mpns).toEqual(['90MB1BV0-M0AAY0', 'PRIME X670-P WIFI']);
  });

  it('takes apart cells that hold several codes and drops what is no part number', () => {
    expect(cleanPartNumbers(['DUAL-RTX4060TI-A16G90YV0JH7-M0AA0090YV0JH7-M0NA00'], 'ASUS').mpns).toEqual(['DUAL-RTX4060TI-A16G', '90YV0JH7-M0AA00', '90YV0JH7-M0NA00']);
    // ASRock's 90-codes, six or seven characters after the second hyphen, glued to the model the same way.
    expect(cleanPartNumbers(['X399 Taichi90-MXB5R0-A0UAYZ', '90-MXBPX0-A0UAYAZ'], 'ASRock').mpns).toEqual(['90-MXB5R0-A0UAYZ', '90-MXBPX0-A0UAYAZ', 'X399 Taichi']);
    expect(cleanPartNumbers(['730143313797 (or) 100-000000651', 'BX80768265F dup'], 'AMD')).toEqual({ mpns: ['100-000000651', 'BX80768265F'], gtin: '730143313797' });
    expect(cleanPartNumbers(['S12II 620 BRONZE, SS-620GB'], 'Seasonic').mpns).toEqual(['SS-620GB', 'S12II 620 BRONZE']);
    expect(cleanPartNumbers(['7D91-003R', 'bae4069d-f79a-4528-bb04-adc0f1bed811', 'LSE-0A3F89993E5DFDA0A52DB0F63663A4E2'], 'MSI').mpns).toEqual(['7D91-003R']);
  });

  it('drops a size or wattage alone, not a model number ending in a unit letter', () => {
    expect(cleanPartNumbers(['SA400S37/240G', '240G', '1TB SSD', '480 GB SSD', '1.92T'], 'Kingston').mpns).toEqual(['SA400S37/240G']);
    expect(cleanPartNumbers(['CP-PSU-ST-GM850', '850W'], 'Segotep').mpns).toEqual(['CP-PSU-ST-GM850']);
    expect(cleanPartNumbers(['100-000001584BOX', '5600T'], 'AMD').mpns).toEqual(['100-000001584BOX', '5600T']);
    expect(cleanPartNumbers(['3509W', '760T'], 'SAMA').mpns).toEqual(['3509W', '760T']);
  });
});
