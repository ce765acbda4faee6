import { describe, expect, it } from 'vitest';
import { analyze } from '../../src/feeds/facts.js';
import { inferCategory, opensWithOtherProduct } from '../../src/feeds/normalize.js';

const tokens = (t: string) => analyze(t).tokens;

describe('tokens', () => {
  it('reads model numbers alike however they are spaced', () => {
    expect(tokens('RTX4060Ti')).toEqual(tokens('RTX 4060 Ti'));
    expect(tokens('rtx 4060-ti')).toEqual(tokens('RTX 4060 Ti'));
    expect(tokens('RX7800XT')).toEqual(tokens('RX 7800 XT'));
    expect(tokens('RTX 4070 Ti SUPER')).toEqual(tokens('RTX4070TiSuper'));
    expect(tokens('Ryzen 7 7800X3D')).toEqual(tokens('Ryzen7 7800 X3D'));
    expect(tokens('i5-12400F')).toEqual(tokens('i5 12400F'));
    expect(tokens('990PRO')).toEqual(tokens('990 PRO'));
  });

  it('keeps model suffixes apart: 7600 is not 7600X, 4060 is not 4060 Ti, X3D2 is not X3D, 12600 is not 12600H', () => {
    expect(tokens('Ryzen 5 7600X')).not.toContain('7600');
    expect(tokens('RTX 4060 Ti')).not.toContain('4060');
    expect(tokens('Ryzen 9 9950X3D2')).not.toContain('9950x3d');
    expect(tokens('Intel Core i5-12600H')).not.toContain('12600');
    expect(tokens('Cooler Master NR200P')).toContain('200p');
  });

  it('keeps version codes whole: V2, G2, MK II, Gen 2 (= G2), E1', () => {
    expect(tokens('DeepCool CC560 V2')).toContain('v2');
    expect(tokens('Noctua NH-D15 G2')).toContain('g2');
    expect(tokens('Noctua NH-D15 gen 2')).toContain('g2');
    expect(tokens('Phanteks NV5 MK II')).toContain('mkii');
    expect(tokens('MSI RTX 4070 VENTUS 2X E1 12G OC')).toContain('e1');
  });

  it('drops shop banners, panel tints and port counts that say nothing about the variant', () => {
    expect(tokens('🔥 NZXT H5 Flow (Black Friday)')).not.toContain('black');
    expect(tokens('Fractal Design North Charcoal Black TG Dark Tint')).not.toContain('dark');
    expect(tokens('SUPER ÇMIM: AMD Ryzen 7 5700X3D')).not.toContain('super');
    expect(tokens('RTX 4070 OC 12GB, HDMI, 3x DP')).not.toContain('3x');
  });
});

describe('attributes', () => {
  it('reads capacities, kits, speeds, latencies and wattage in every spelling', () => {
    const ram = analyze('Kingston Fury Beast 32GB (2x16GB) DDR5 6000MHz CL30');
    expect(ram.kit).toEqual({ modules: 2, moduleGb: 16 });
    expect(ram.speedsMts).toEqual([6000]);
    expect(ram.casLatencies).toEqual([30]);
    expect(analyze('DDR5-6000 C30 2 x 16 GB', 'RAM')).toMatchObject({ speedsMts: [6000], casLatencies: [30], kit: { modules: 2, moduleGb: 16 } });
    expect(analyze('G.Skill Ripjaws V 16GB DDR4 3600 MT/s C16', 'RAM')).toMatchObject({ speedsMts: [3600], casLatencies: [16] });
    expect(analyze('Corsair Vengeance 32GB Kit of 2 DDR5', 'RAM').moduleCount).toBe(2);
    expect(analyze('32 GB DDR5 6000 MT/s').capacitiesGb).toEqual([32]);
    expect(analyze('990 PRO 1TB').capacitiesGb).toEqual([1000]);
    expect(analyze('A400 1.92TB').capacitiesGb).toEqual([1920]);
    expect(analyze('RTX 4060 8G').capacitiesGb).toEqual([8]);
    expect(analyze('Corsair RM750e 750W 80+ Gold')).toMatchObject({ watts: [750], efficiencies: new Set(['gold']) });
    expect(analyze('Samsung 870 EVO 1TB SATA III 6Gb/s').capacitiesGb).toEqual([1000]);
  });

  it('reads form factors, PSU generation and modularity, rpm, sockets and graphics memory', () => {
    expect(analyze('Seagate Barracuda 2TB 2.5" 5400rpm')).toMatchObject({ storageForms: new Set(['2.5']), rpm: [5400] });
    expect(analyze('Kingston NV3 1TB M.2 2230').storageForms).toEqual(new Set(['m2', '2230']));
    expect(analyze('Corsair RM750e (2025) ATX 3.1 PCIe 5.1 Semi-Modular')).toMatchObject({ atxVersions: new Set(['3.1']), years: [2025], modular: new Set(['semi']) });
    expect(analyze('Corsair SF850L SFX-L').psuForms).toEqual(new Set(['SFX-L']));
    expect(analyze('Noctua NH-U12S TR4-SP3').sockets).toEqual(new Set(['TR4', 'SP3']));
    expect(analyze('MSI RTX 4070 12GB GDDR6').gpuMemory).toEqual(new Set(['GDDR6']));
  });

  it('reads what a listing negates, and keeps it out of the tokens', () => {
    const board = analyze('MSI MAG B650 TOMAHAWK (pa WiFi)');
    expect(board.wifi).toBe(false);
    expect(board.tokens).not.toContain('wifi');
    expect(analyze('Gigabyte UD1000GM 1000W (non-PG5)').negated).toEqual(new Set(['pg5']));
    expect(analyze('MSI RTX 4060 non-OC').negated).toEqual(new Set(['oc']));
  });

  it('folds diacritics and reads Albanian colours', () => {
    expect(analyze('Kuti NZXT H5 Flow e bardhë').colors).toEqual(new Set(['white']));
    expect(analyze('Memorie e zezë').colors).toEqual(new Set(['black']));
  });
});

describe('category words', () => {
  it('reads Albanian and English category prefixes, the longest phrase first', () => {
    expect(inferCategory('Pllakë amë ASUS TUF GAMING B650-PLUS WIFI')).toBe('MOTHERBOARD');
    expect(inferCategory('Kartë grafike MSI RTX 4060')).toBe('GPU');
    // Serbian and German category words, as shops in the north and German e-shops write them.
    expect(inferCategory('Kućište Corsair 4000D')).toBe('CASE');
    expect(inferCategory('Memorija Kingston Fury Beast 16GB')).toBe('RAM');
    expect(inferCategory('Netzteil be quiet! Pure Power 12 M 750W')).toBe('PSU');
    expect(inferCategory('Gehäuse NZXT H5 Flow')).toBe('CASE');
    expect(inferCategory('Ftohës CPU Noctua NH-D15')).toBe('COOLING');
    expect(inferCategory('CPU Cooler Arctic Freezer 36')).toBe('COOLING');
    expect(inferCategory('Kuti kompjuteri NZXT H5 Flow')).toBe('CASE');
    expect(inferCategory('Memorie RAM Kingston Fury')).toBe('RAM');
    expect(inferCategory('Cooler Master MasterBox Q300L')).toBeNull();
  });

  it('reads the category from a model number only one category uses, unless the title names two', () => {
    expect(inferCategory('AMD Ryzen 5 7600')).toBe('CPU');
    expect(inferCategory('Intel Core i5-12400T')).toBe('CPU');
    expect(inferCategory('ASUS TUF Gaming RTX 4060 8GB')).toBe('GPU');
    expect(inferCategory('ASRock Radeon RX 7800 XT Challenger 16GB')).toBe('GPU');
    expect(inferCategory('ASUS TUF Gaming GT502 Black')).toBeNull();
    expect(inferCategory('Ryzen 5 7600 + RTX 4060')).toBeNull();
    expect(inferCategory('Corsair iCUE LINK TITAN 360 RX')).toBeNull();
  });

  it('tells an accessory or another product named up front from a component named with its category word', () => {
    expect(opensWithOtherProduct('Kabllo HDMI 2.1 2m')).toBe('kabllo');
    expect(opensWithOtherProduct('Kompjuter Gaming Intel i5-12400F')).toBe('kompjuter');
    expect(opensWithOtherProduct('Kuti kompjuteri Lian Li O11 Dynamic EVO')).toBeNull();
    expect(opensWithOtherProduct('Desktop Memory Kingston Fury Beast')).toBeNull();
    expect(opensWithOtherProduct('Ftohës M.2 SSD heatsink alumini')).toBe('ftohes m2');
  });
});
