/** Synthetic MOTHERBOARD parts: the lines they come from and the specs and price of each. */
import { chance, int, pick, type Rng } from '../random.js';
import { code36, round5, type Made } from './part.js';

const BOARD_LINES: Record<string, string[]> = {
  ASUS: ['TUF GAMING', 'PRIME', 'ROG STRIX'],
  MSI: ['MAG', 'PRO', 'MPG'],
  Gigabyte: ['AORUS ELITE', 'GAMING X', 'EAGLE', 'UD'],
  ASRock: ['Steel Legend', 'Pro RS', 'Phantom Gaming', 'Lightning'],
};

export function makeBoard(r: Rng, id: number): Made<'MOTHERBOARD'> {
  const brand = pick(r, Object.keys(BOARD_LINES));
  const line = pick(r, BOARD_LINES[brand]);
  const socket = pick(r, ['AM4', 'AM5', 'AM5', 'LGA1700', 'LGA1851'] as const);
  const chipset = pick(r, ({ AM4: ['B550', 'A520', 'X570'], AM5: ['B650', 'B850', 'X870', 'A620'], LGA1700: ['B760', 'Z790', 'H610'], LGA1851: ['B860', 'Z890'] } as const)[socket]);
  const formFactor = pick(r, ['ATX', 'ATX', 'mATX', 'Mini-ITX'] as const);
  const formLetter = formFactor === 'mATX' ? 'M' : formFactor === 'Mini-ITX' ? 'I' : '';
  const wifi = chance(r, 0.6);
  const memoryType = socket === 'AM4' ? 'DDR4' : socket === 'LGA1700' && chance(r, 0.3) ? 'DDR4' : 'DDR5';
  const variant = pick(r, ['-PLUS', '-A', '-P', ' MAX', ` ${code36(id % 1296, 2)}`]);
  const chipsetYear = (
    { B550: 2020, A520: 2020, X570: 2019, B650: 2022, B850: 2025, X870: 2024, A620: 2023, B760: 2023, Z790: 2022, H610: 2022, B860: 2025, Z890: 2024 } as Record<string, number>
  )[chipset];
  return {
    brand,
    model: `${line} ${chipset}${formLetter}${variant}${wifi ? ' WIFI' : ''}${memoryType === 'DDR4' && socket === 'LGA1700' ? ' DDR4' : ''}`,
    mpnCode: `${brand.slice(0, 2).toUpperCase()}${chipset}${formLetter}-${code36(id, 6)}`,
    year: chipsetYear,
    msrp: round5(60 + (chipset.startsWith('X') || chipset.startsWith('Z') ? 150 : 40) + (wifi ? 25 : 0) + (formFactor === 'Mini-ITX' ? 40 : 0)),
    specs: {
      socket,
      chipset,
      formFactor,
      memoryType,
      memorySlots: formFactor === 'Mini-ITX' ? 2 : 4,
      maxMemoryGb: formFactor === 'Mini-ITX' ? 96 : 192,
      m2Slots: int(r, 1, 4),
      sataPorts: int(r, 2, 6),
      wifi,
      chipsetYear,
    },
  };
}
