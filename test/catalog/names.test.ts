import { describe, expect, it } from 'vitest';
import { caseModel } from '../../src/catalog/import/map-case.js';
import { coolerModel } from '../../src/catalog/import/map-cooling.js';
import { boardModel, mapMotherboard } from '../../src/catalog/import/map-motherboard.js';
import { mapPsu, psuModel } from '../../src/catalog/import/map-psu.js';
import { lightingOf, shareLighting } from '../../src/catalog/import/lighting.js';
import type { CatalogProduct } from '../../src/catalog/source.js';
import { isWhite, recordColours } from '../../src/catalog/import/naming.js';

describe('board names', () => {
  it('names each board by its own words, never by the other board a part number of the source names', () => {
    expect(boardModel('Gigabyte B760 DS3H AX DDR4 ATX', 'Gigabyte', 'B760', ['B760M DS3H AX DDR4'], 'ATX')).toBe('B760 DS3H AX DDR4');
    expect(boardModel('Asus A320 PRIME M-F Micro ATX', 'ASUS', 'A320', ['90MB0VT0-M0EAY0', 'PRIME A320M-F'], 'mATX')).toBe('PRIME A320M-F');
    expect(boardModel('Asus B250G STRIX Gaming', 'ASUS', 'B250', ['STRIX B250G GAMING', 'ROG STRIX B250G GAMING'], 'mATX')).toBe('ROG STRIX B250G GAMING');
  });

  it("drop what the source puts around the model: platform and chipset in front, a marketplace title behind, a modern Gigabyte board's GA", () => {
    expect(boardModel('Asus AMD X570 ROG Crosshair VIII Extreme', 'ASUS', 'X570', ['90MB1860-M0EAY0'], 'EATX')).toBe('ROG Crosshair VIII Extreme');
    expect(boardModel('Asus AMD 970 M5A97 R2.0 AM3+/AM3', 'ASUS', '970', [], 'ATX')).toBe('M5A97 R2.0');
    expect(boardModel('Asus Intel X99-E', 'ASUS', 'X99', [], 'ATX')).toBe('X99-E');
    expect(boardModel('ASRock B550 TAICHI Supports 3rd Gen AMD Ryzen/Future AMD Ryzen Processors Motherboard', 'ASRock', 'B550', [], 'ATX')).toBe('B550 TAICHI');
    expect(boardModel('ASRock B365M PRO4 LGA1151/ Intel B365/ DDR4/ Quad CrossFireX/ SATA3&USB3.1/ M.2/ A&GbE/ MicroATX Motherboard', 'ASRock', 'B365', [], 'mATX')).toBe('B365M PRO4');
    expect(boardModel('MSI Performance Gaming AMD Ryzen 2ND and 3rd Gen M.2 USB 3 DDR4 DVI HDMI Crossfire ATX Motherboard (B450 GAMING PLUS Max)', 'MSI', 'B450', [], 'ATX')).toBe(
      'B450 GAMING PLUS Max',
    );
    expect(boardModel('Asus PRIME B760M-A AX D4 (PRIME B760M-A AX D4)', 'ASUS', 'B760', [], 'mATX')).toBe('PRIME B760M-A AX D4');
    expect(boardModel('Gigabyte GA X670 AORUS ELITE AX', 'Gigabyte', 'X670', ['X670 AORUS ELITE AX (rev. 1.0)', 'GA X670 AORUS ELITE AX'], 'ATX')).toBe('X670 AORUS ELITE AX');
    expect(boardModel('ASRock B660 M-C LGA1700 DDR4 Micro ATX', 'ASRock', 'B660', ['B660M-C'], 'mATX')).toBe('B660M-C DDR4');
    expect(boardModel('ASRock B365 M-ITX/ac DDR4 Mini ITX', 'ASRock', 'B365', ['B365M-ITX'], 'Mini-ITX')).toBe('B365M-ITX/ac DDR4');
    expect(boardModel('Gigabyte A520 M K AM4 DDR4 Micro ATX', 'Gigabyte', 'A520', ['A520M K'], 'mATX')).toBe('A520M K DDR4');
    expect(boardModel('GIGABYTE ULTRA DURABLE A520M S2H AM4 DDR4 MICRO-ATX', 'Gigabyte', 'A520', ['A520M S2H'], 'mATX')).toBe('A520M S2H DDR4');
    expect(boardModel('ASUS Z690 ROG MAXIMUS Z690 EXTREME LGA1700 WIFI DDR5 EATX', 'ASUS', 'Z690', ['ROG MAXIMUS Z690 EXTREME'], 'EATX')).toBe('ROG MAXIMUS Z690 EXTREME WIFI DDR5');
    expect(boardModel('ASRock Z790 PG Lightning Intel LGA1700 (14th,13th,12th Gen) ATX Motherboard, 4 slots DDR5', 'ASRock', 'Z790', ['Z790 PG LIGHTNING/D4'], 'ATX')).toBe(
      'Z790 PG Lightning',
    );
    expect(boardModel('NZXT N7 Z690 ATX Motherboard (White)', 'NZXT', 'Z690', [], 'ATX')).toBe('N7 Z690 White');
    expect(boardModel('Gigabyte GA-AB350-GAMING 3', 'Gigabyte', 'B350', ['GA-AB350-GAMING 3'], 'ATX')).toBe('GA-AB350-GAMING 3');
  });
});

describe('board names the source writes its own way', () => {
  const named = (name: string, manufacturer: string, socket: string, chipset: string, memory: string, partNumbers: string[]) => {
    const outcome = mapMotherboard({
      category: 'MOTHERBOARD',
      opendbId: 'b',
      file: 'open-db/Motherboard/b.json',
      data: { opendb_id: 'b', metadata: { name, manufacturer, part_numbers: partNumbers }, socket, chipset, form_factor: 'ATX', memory: { ram_type: memory } },
    });
    return outcome.kind === 'product' ? outcome.product.name : outcome.reason;
  };

  it('drop Wi-Fi listed after the form factor when the model says it, a revision-only part number, and DDR4 behind a D4', () => {
    expect(named('Gigabyte B650 EAGLE AX AM5 DDR5 ATX WIFI', 'Gigabyte', 'AM5', 'AMD B650', 'DDR5', ['B650 EAGLE AX', 'B650 EAGLE AX 1.0'])).toBe('Gigabyte B650 EAGLE AX');
    expect(named('Asus H670 PRIME-PLUS D4 DDR4 ATX', 'Asus', 'LGA1700', 'Intel H670', 'DDR4', [])).toBe('ASUS H670 PRIME-PLUS D4');
  });

  it('spell a name written without spaces as the part number that has them', () => {
    expect(named('ASUSPRIMEB660M-AD4', 'Asus', 'LGA1700', 'Intel B660', 'DDR4', ['PRIME B660M-A D4', 'PRIMEB660M-AD4'])).toBe('ASUS PRIME B660M-A D4');
  });
});

describe('board form factors', () => {
  /** An ASRock board record of the source, read by the board mapper. */
  const asrockBoard = (name: string, socket: string, chipset: string, partNumbers: string[] = []) =>
    mapMotherboard({
      category: 'MOTHERBOARD',
      opendbId: 'b',
      file: 'open-db/Motherboard/b.json',
      data: { opendb_id: 'b', metadata: { name, manufacturer: 'ASRock', part_numbers: partNumbers }, socket, chipset, form_factor: 'ATX' },
    });

  it('take a micro-ATX board named `<chipset>M` for one when the source files it as ATX', () => {
    const board = (name: string) => {
      const outcome = asrockBoard(name, 'AM5', 'AMD B650');
      return outcome.kind === 'product' ? outcome.product.specs : outcome.reason;
    };
    expect(board('ASRock B650M PRO RS')).toMatchObject({ formFactor: 'mATX' });
    expect(board('ASRock B650 PRO RS')).toMatchObject({ formFactor: 'ATX' });
  });

  it('drop the maker’s code the source glues to the end of a name', () => {
    const named = (name: string) => {
      const outcome = asrockBoard(name, 'TR4', 'AMD X399', [name]);
      return outcome.kind === 'product' ? [outcome.product.name, outcome.product.mpns[0]] : outcome.reason;
    };
    expect(named('ASRock X399 Taichi90-MXB5R0-A0UAYZ')).toEqual(['ASRock X399 Taichi', '90-MXB5R0-A0UAYZ']);
    expect(named('ASRock AB350 Pro490-MXB510-A0UAYZ')).toEqual(['ASRock AB350 Pro4', '90-MXB510-A0UAYZ']);
  });
});

describe('power supply names', () => {
  it('keep the model and its ATX generation, and leave colour fragments, certification and modularity to the specs', () => {
    expect(psuModel('EVGA SuperNOVA 850 P6 / Silver 850W Fully Modular 80+ Platinum Certified', 'EVGA')).toBe('SuperNOVA 850 P6');
    expect(psuModel('EVGA 650 BQ, 80+ BRONZE 650W Semi-Modular', 'EVGA')).toBe('650 BQ');
    expect(psuModel('NZXT C1200 Fully Modular ATX Power Supply - 1200 Watts ATX 3.1 - White', 'NZXT')).toBe('C1200');
    expect(psuModel('SeaSonic Focus GX V4 ATX 3 (2024) Black 1000W Fully Modular 80+ Gold Certified', 'Seasonic')).toBe('Focus GX V4 ATX 3 (2024)');
    expect(psuModel('ASUS ROG LOKI SFX White / Silver 850W 80+ Platinum', 'ASUS')).toBe('ROG LOKI SFX White');
    expect(psuModel('Corsair RM850x SHIFT Side Interface 850W Fully Modular 80+ Gold Certified', 'Corsair')).toBe('RM850x SHIFT');
  });

  it('take the modularity the name states over a field that contradicts it', () => {
    const outcome = mapPsu({
      category: 'PSU',
      opendbId: 's',
      file: 'open-db/PSU/s.json',
      data: {
        opendb_id: 's',
        metadata: { name: 'Corsair RM850x SHIFT Side Interface 850W Fully Modular 80+ Gold Certified', manufacturer: 'Corsair', part_numbers: ['CP-9020252-EU'] },
        wattage: 850,
        efficiency_rating: '80+ Gold',
        modular: 'Non-Modular',
        color: ['BLACK'],
      },
    });
    expect(outcome.kind === 'product' && outcome.product.specs).toMatchObject({ modular: 'full' });
  });

  it('name a white unit white even when only the colour field says so', () => {
    const record = (name: string, color: string[]) => ({
      category: 'PSU' as const,
      opendbId: 'p',
      file: 'open-db/PSU/p.json',
      data: { opendb_id: 'p', metadata: { name, manufacturer: 'Lian Li', part_numbers: ['SP850W'] }, wattage: 850, efficiency_rating: '80+ Gold', modular: 'Full', color },
    });
    const named = (name: string, color: string[]) => {
      const outcome = mapPsu(record(name, color));
      return outcome.kind === 'product' ? outcome.product.name : outcome.reason;
    };
    expect(named('Lian Li SP850 SFX 850W 80+ Gold Certified Fully Modular', ['WHITE'])).toBe('Lian Li SP850 SFX White 850W 80+ Gold Fully Modular');
    expect(named('Lian Li SP850 SFX 850W 80+ Gold Certified Fully Modular', ['BLACK'])).toBe('Lian Li SP850 SFX 850W 80+ Gold Fully Modular');
    expect(named('Lian Li SP850 SFX 850W 80+ Gold Certified Fully Modular', ['WHITE', 'BLACK'])).toBe('Lian Li SP850 SFX 850W 80+ Gold Fully Modular');
  });
});

describe('cooler names and colours', () => {
  it('drop the source’s type and size annotations but keep line names', () => {
    expect(coolerModel('DeepCool AG400 Air ARGB 150mm', 'DeepCool', null, null)).toBe('AG400 ARGB');
    expect(coolerModel('Thermalright Phantom Spirit 120 SE ARGB Air Cooler 154mm', 'Thermalright', null, null)).toBe('Phantom Spirit 120 SE ARGB');
    expect(coolerModel('MSI MAG Coreliquid A12 240 - AIO ARGB CPU Liquid Cooler', 'MSI', null, 240)).toBe('MAG Coreliquid A12 240');
    expect(coolerModel('Arctic Liquid Freezer III 280 A-RGB Water 280mm', 'Arctic', null, 280)).toBe('Liquid Freezer III 280 A-RGB');
    expect(coolerModel('Thermaltake Water 3.0 Riing RGB 280', 'Thermaltake', null, 280)).toBe('Water 3.0 Riing RGB 280');
  });

  it('call a product white when its colours start with white, not a black-and-white one', () => {
    expect(isWhite('White', null)).toBe(true);
    expect(isWhite('White / Black', null)).toBe(true);
    expect(isWhite('Black / White', null)).toBe(false);
    expect(isWhite(undefined, ['WHITE', 'BLACK'])).toBe(true);
    expect(isWhite(undefined, ['BLACK', 'WHITE'])).toBe(false);
  });
});

describe('case names', () => {
  it('drop what a maker writes around a model that only comes that way, and a part number written after it', () => {
    expect(caseModel('HYTE - Y70 touch infinite Dual Chamber ATX Mid Tower Modern Aesthetic Case with Integrated 2.5K IPS Touchscreen - Pitch Black', 'Hyte')).toBe('Y70 touch infinite');
    expect(caseModel('Corsair FRAME 4500X RS-R ARGB Panoramic Glass Mid-Tower PC Case Black', 'Corsair')).toBe('FRAME 4500X RS-R ARGB');
    expect(caseModel('HYTE Y70 CS-HYTE-Y70-WW Dual Chamber Mid-Tower ATX Case with PCIe 4.0 Express Riser Cable Included, Snow White', 'Hyte', null, ['CS-HYTE-Y70-WW'])).toBe('Y70');
    expect(caseModel('TRYX Luca L70 ATX PC Case Panoramic Glass with Front Panel ATX Case Top Mount PSU Black', 'TRYX')).toBe('Luca L70');
  });

  it('keep a part number that is the model, and a model named Panoramic', () => {
    expect(caseModel('Apevia X-FIT-100 Black Micro ATX Tower', 'Apevia', null, ['X-FIT-100'])).toBe('X-FIT-100');
    expect(caseModel('Gigabyte C500 PANORAMIC STEALTH ATX Mid Tower White Tempered Glass Side Panel', 'Gigabyte')).toBe('C500 PANORAMIC STEALTH');
  });

  it('keep an edition named right after the colour, not a panel’s material', () => {
    expect(caseModel('KOLINK Citadel Micro ATX Mini Tower Black Mesh RGB Tempered Glass Side Panel', 'Kolink')).toBe('Citadel Mesh');
    expect(caseModel('Corsair 3000D ATX Mid Tower Black AIRFLOW Tempered Glass Side Panel', 'Corsair')).toBe('3000D AIRFLOW');
    expect(caseModel('Fractal Design Mood Mini-ITX Tower Black Mesh Side Panel', 'Fractal Design')).toBe('Mood');
  });
});

describe('colours a record leaves out', () => {
  it('come from its one coloured part number', () => {
    expect(recordColours(null, ['CJ11132623', 'CAA-NX200M-WH'], 'Antec NX200M')).toEqual(['WHITE']);
    expect(recordColours([], ['GS-03B-BLK-OP'], 'Chieftec Night Hunter')).toEqual(['BLACK']);
    expect(recordColours(['SILVER'], ['T6-BK'], 'Jonsbo T6')).toEqual(['SILVER']);
  });

  it('do not come from codes of two products, a description in the code field, or a name that states its colour', () => {
    expect(recordColours(null, ['PH-ES515PTG_BK', 'PH-ES614PTG_BK'], 'Phanteks Enthoo Pro M')).toBeNull();
    expect(recordColours(null, ['FD-CA-DEF-R6-BK-TG', 'FD-CA-DEF-R6C-GY-TGL'], 'Fractal Design Define R6')).toBeNull();
    expect(recordColours(null, ['AP201 ASUS PRIME CASE TG WHITE'], 'Zalman T7 ATX Compact')).toBeNull();
    expect(recordColours(null, ['D30-BK'], 'Jonsbo D30 BLACK Mini')).toBeNull();
  });
});

describe('lighting shared by colour siblings', () => {
  const cooler = (id: number, name: string, lighting: boolean | null) => ({ id, name, category: 'COOLING', specs: { lighting } }) as unknown as CatalogProduct;
  it('fills a colour sibling the sources leave unknown, when the siblings agree', () => {
    const black = cooler(8047, 'Cooler Master Hyper 212 Halo Black', true);
    const white = cooler(30676, 'Cooler Master Hyper 212 Halo White', null);
    const other = cooler(30677, 'Cooler Master Hyper 212 Black Edition', null);
    expect(shareLighting([black, white, other])).toBe(1);
    expect([white.specs, other.specs]).toEqual([{ lighting: true }, { lighting: null }]);
  });

  it('leaves it unknown when the siblings disagree', () => {
    const products = [cooler(1, 'X Cooler Black', true), cooler(2, 'X Cooler White', false), cooler(3, 'X Cooler Red', null)];
    expect(shareLighting(products)).toBe(0);
  });
});

describe('lighting', () => {
  const record = (name: string, lighting: string[] = []) => ({
    category: 'PCCase' as const,
    opendbId: 'k',
    file: 'open-db/PCCase/k.json',
    data: { opendb_id: 'k', metadata: { name, manufacturer: 'Sharkoon' }, form_factor: 'ATX Mid Tower', color: ['BLACK'], lighting },
  });
  it('is what the source name or its lighting field says, and unknown otherwise', () => {
    const lit = (name: string, field?: string[]) => lightingOf(record(name, field), name);
    expect(lit('SHARKOON VK3 ATX Mid Tower Black RGB Tempered Glass Side Panel')).toBe(true);
    expect(lit('Thermaltake TH360 Water 360mm ARGB Sync 59.28 CFM White')).toBe(true);
    expect(lit('Lian Li LANCOOL 215 ATX Mid Tower Black', ['ARGB'])).toBe(true);
    expect(lit('Fractal Design North ATX Mid Tower Black', ['None'])).toBe(false);
    expect(lit('SHARKOON VK3 ATX Mid Tower Black with USB 3.2 Gen 1 Type-A')).toBeNull();
  });
});
