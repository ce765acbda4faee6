import { describe, expect, it } from 'vitest';
import { coolerModel } from '../../src/catalog/import/map-cooling.js';
import { boardModel } from '../../src/catalog/import/map-motherboard.js';
import { mapPsu, psuModel } from '../../src/catalog/import/map-psu.js';
import { isWhite } from '../../src/catalog/import/naming.js';

describe('board names', () => {
  it('names each board by its own words, never by the other board a part number of the source names', () => {
    expect(boardModel('Gigabyte B760 DS3H AX DDR4 ATX', 'Gigabyte', 'B760', ['B760M DS3H AX DDR4'], 'ATX')).toBe('B760 DS3H AX DDR4');
    expect(boardModel('Asus A320 PRIME M-F Micro ATX', 'ASUS', 'A320', ['90MB0VT0-M0EAY0', 'PRIME A320M-F'], 'mATX')).toBe('PRIME A320M-F');
    expect(boardModel('Asus B250G STRIX Gaming', 'ASUS', 'B250', ['STRIX B250G GAMING', 'ROG STRIX B250G GAMING'], 'mATX')).toBe('ROG STRIX B250G GAMING');
  });
});

describe('power supply names', () => {
  it('keep the model and its ATX generation, and leave colour fragments, certification and modularity to the specs', () => {
    expect(psuModel('EVGA SuperNOVA 850 P6 / Silver 850W Fully Modular 80+ Platinum Certified', 'EVGA')).toBe('SuperNOVA 850 P6');
    expect(psuModel('EVGA 650 BQ, 80+ BRONZE 650W Semi-Modular', 'EVGA')).toBe('650 BQ');
    expect(psuModel('NZXT C1200 Fully Modular ATX Power Supply - 1200 Watts ATX 3.1 - White', 'NZXT')).toBe('C1200');
    expect(psuModel('SeaSonic Focus GX V4 ATX 3 (2024) Black 1000W Fully Modular 80+ Gold Certified', 'Seasonic')).toBe('Focus GX V4 ATX 3 (2024)');
    expect(psuModel('ASUS ROG LOKI SFX White / Silver 850W 80+ Platinum', 'ASUS')).toBe('ROG LOKI SFX White');
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
