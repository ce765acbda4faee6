import { compactCode } from '../../feeds/profile.js';
import { CHIPSETS } from '../chipsets.js';
import { splitCell } from '../identifiers.js';
import type { BoardFormFactor, MemoryType, Socket } from '../types.js';
import { basics, product, skip, type MapOutcome } from './mapped.js';
import { withoutBrand } from './naming.js';
import { at, num, positive, str, strings, type OpenDbRecord } from './opendb.js';
import { boardFormOf, memoryTypeOf, socketOf } from './values.js';

const SOCKET_WORD = /\s+(?:AM[1-5]\+?|FM[12]\+?|LGA\s?\d{3,4}(?:-3)?|sTRX?4|sTR5|TR4)(?:\/(?:AM[1-5]\+?|FM[12]\+?))*(?=\s|$)/g;
const FORM_SUFFIX = /\s+(?:Micro[- ]?ATX|Mini[- ]ITX|Thin Mini-ITX|E-?ATX|XL-ATX|SSI [EC]EB|Mini-DTX|DTX|Flex ATX|ATX)$/i;

/** Board revisions (`(rev. 1.0)`) are the same product to a buyer and to a shop. */
const REVISION = /\s*\(rev\.?\s*[\d.x]+\)/gi;

/** The database's `<platform vendor> <chipset>` in front of some makers' boards (`AMD X570 ROG Crosshair VIII Extreme`). */
const PLATFORM_PREFIX = /^(?:AMD|Intel)\s+/i;

/**
 * Where a marketplace title stops naming the board (`B550 TAICHI Supports 3rd Gen AMD Ryzen…`,
 * `B365M PRO4 LGA1151/ Intel B365/ DDR4/ …`, `X570 Phantom Gaming 4 AMD ATX Motherboard`):
 * the platform, socket list, interface and "Motherboard" words that follow the model. The
 * database's own `<model> <socket> <memory> <form factor>` is no such tail.
 */
const LISTING_TAIL =
  /\s+(?:Supports?\b|Socket\b|(?:Intel|AMD)\b|SATA\b|LGA\s?\d{3,4}[/(]|\((?:\d+ Series|Intel|AMD|AM\d|LGA|Socket)\b|(?:Mini[- ]ITX|Micro[- ]?ATX)\s+(?=\S)|(?:(?:Gaming|Desktop)\s+)?Motherboard\b).*$/i;

/** A board's memory written into its name (`D4`, `/D4`, `DDR4`): boards that differ by it are two boards. */
const memoryOf = (name: string) => /(?:\b|\/)D(?:DR)?([345])\b/i.exec(name)?.[1];

/** Gigabyte named its boards `GA-…` until its 2018 chipsets; on a later board the prefix is the database's. */
const GIGABYTE_PREFIX = /^GA[\s-]+/;

/** Gigabyte's `Ultra Durable` is a marketing banner the database sometimes writes in front of a board's name. */
const ULTRA_DURABLE = /^Ultra Durable\s+/i;

/** `B650 EAGLE AX 1.0` under `B650 EAGLE AX`: a part number that adds only a board revision, which names no other board. */
function addsOnlyRevision(partNumber: string, words: readonly string[]): boolean {
  const extra = partNumber
    .trim()
    .split(/[\s/-]+/)
    .filter((w) => !words.includes(compactCode(w)));
  return extra.length > 0 && extra.every((w) => /^\d+\.\d+$/.test(w));
}

/**
 * `Asus H610 PRIME H610M-E LGA1700 DDR5 Micro ATX` → `PRIME H610M-E DDR5`: the database
 * puts the chipset in front and socket, memory and form factor behind. When a listed part
 * number is the maker's own model name (`PRO B650M-P` for `B650 PRO`, `PRIME A320M-F` for
 * `A320 PRIME M-F`: the same words or more, in the maker's order), that is used.
 */
export function boardModel(rawName: string, brand: string | null, chipset: string | null, partNumbers: readonly string[], formFactor: BoardFormFactor | null = null): string {
  let m = withoutBrand(rawName, brand);
  // `Performance Gaming AMD Ryzen … Motherboard (B450 GAMING PLUS Max)`: the model is the bracketed end.
  const bracketed = /\(([^()]+)\)$/.exec(m)?.[1];
  const named = chipset && bracketed && bracketed.split(' ').length <= 5 && compactCode(bracketed).includes(chipset) && m.length > 2 * bracketed.length + 10;
  // A colour the cut tail ends with (`… ATX Motherboard (White)`) names the board's colour.
  const colour = /\((White|Black)\)$/i.exec(m)?.[1];
  m = named ? bracketed : m.replace(LISTING_TAIL, '');
  m = m
    .replace(SOCKET_WORD, '')
    .replace(REVISION, '')
    .replace(/\s*\(([^)]+)\)$/, (paren, inner: string) => (compactCode(m).startsWith(compactCode(inner)) ? '' : paren));
  // `B650 EAGLE AX AM5 DDR5 ATX WIFI`: Wi-Fi the source lists after the form factor is the
  // model's own when its name says it (`AX`, `WIFI`), a word of the name otherwise.
  m = m.replace(/\s+(?:Micro[- ]?ATX|Mini[- ]ITX|E-?ATX|ATX)\s+WI-?FI\d*$/i, (_all, at: number) => (/\b(?:AX|WI-?FI\d*)\b/i.test(m.slice(0, at)) ? '' : ' WIFI'));
  while (FORM_SUFFIX.test(m)) m = m.replace(FORM_SUFFIX, '');
  // `ASUSPRIMEB660M-AD4`: a name written without spaces is the part number that spells it with them.
  if (!/\s/.test(m.trim())) {
    const spaced = partNumbers.find((pn) => /\s/.test(pn.trim()) && compactCode(m).endsWith(compactCode(pn)));
    if (spaced) m = spaced.trim();
  }
  if (colour && !m.endsWith(`(${colour})`)) m = `${m} ${colour}`;
  const prefixed = PLATFORM_PREFIX.test(m);
  m = m.replace(PLATFORM_PREFIX, '');
  // After a platform prefix the chipset is the database's too; otherwise only when the model repeats it.
  if (chipset) m = m.replace(new RegExp(`^${chipset}\\s+${prefixed ? '(?=\\S)' : `(?=.*${chipset})`}`, 'i'), '');
  // `B365 M-ITX/ac`, `A520 M K`: the database spaces the `M` makers write onto a small board's chipset.
  if (chipset && formFactor !== 'ATX' && formFactor !== 'E-ATX') m = m.replace(new RegExp(`\\b${chipset}\\s+M(?=[-\\s]|$)`, 'i'), `${chipset}M`);
  const modern = brand === 'Gigabyte' && chipset && (CHIPSETS[chipset]?.year ?? 0) >= 2018;
  if (modern) m = m.replace(GIGABYTE_PREFIX, '');
  if (brand === 'Gigabyte') m = m.replace(ULTRA_DURABLE, '');
  const ddr = /\s+DDR[2-5]$/i.exec(m)?.[0] ?? '';
  const core = ddr ? m.slice(0, -ddr.length) : m;
  const coreCode = compactCode(core);
  const words = core.split(' ').map(compactCode).filter(Boolean);
  const fullerNames = partNumbers.filter((pn) => {
    const code = compactCode(pn);
    return (
      /\s/.test(pn.trim()) &&
      pn.length <= 40 &&
      pn.trim().split(/\s+/).length <= 5 &&
      !(brand && code.includes(compactCode(brand))) &&
      (!chipset || code.includes(chipset)) &&
      code !== coreCode &&
      code.length >= coreCode.length &&
      words.every((w) => code.includes(w)) &&
      !addsOnlyRevision(pn, words) &&
      // `Z790 PG LIGHTNING/D4` listed under the DDR5 `Z790 PG Lightning` is the DDR4 board.
      [memoryOf(m), undefined].includes(memoryOf(pn)) &&
      // `B760M DS3H AX` listed under the ATX `B760 DS3H AX` is the micro-ATX board, not a fuller name.
      !(chipset && formFactor && formFactor !== 'mATX' && code.includes(`${chipset}M`) && !coreCode.includes(`${chipset}M`))
    );
  });
  // The fullest of them (`ROG STRIX B250F GAMING` over `STRIX B250F GAMING`), in list order on a tie.
  const fuller = fullerNames.reduce<string | undefined>((best, pn) => (best === undefined || compactCode(pn).length > compactCode(best).length ? pn : best), undefined);
  if (!fuller) return m;
  let name = fuller.replace(REVISION, '').replace(/\s+/g, ' ').trim();
  if (modern) name = name.replace(GIGABYTE_PREFIX, '');
  return ddr && !/DDR[2-5]|\bD[45]\b/i.test(name) ? `${name}${ddr}` : name;
}

/** The memory a platform's boards take unless their name says otherwise (`… DDR4` on LGA1700). */
const PLATFORM_MEMORY: Partial<Record<Socket, MemoryType>> = {
  AM5: 'DDR5',
  LGA1851: 'DDR5',
  LGA1700: 'DDR5',
  sTR5: 'DDR5',
  AM4: 'DDR4',
  LGA1200: 'DDR4',
  LGA1151: 'DDR4',
  LGA2066: 'DDR4',
  'LGA2011-3': 'DDR4',
  TR4: 'DDR4',
  sTR4: 'DDR4',
  sTRX4: 'DDR4',
  LGA1150: 'DDR3',
  LGA1155: 'DDR3',
  LGA1156: 'DDR3',
  LGA2011: 'DDR3',
  LGA1366: 'DDR3',
  'AM3+': 'DDR3',
  AM3: 'DDR3',
  'FM2+': 'DDR3',
  FM2: 'DDR3',
  FM1: 'DDR3',
  AM1: 'DDR3',
  LGA775: 'DDR2',
  AM2: 'DDR2',
  'AM2+': 'DDR2',
};

/** The database appends the memory type to every board; a board named after its platform's usual memory drops it. */
function withoutUsualMemory(model: string, socket: Socket | null, memory: MemoryType | null): string {
  const usual = socket ? PLATFORM_MEMORY[socket] : undefined;
  // `PRIME B660M-A D4 DDR4`: the maker's `D4` already says it.
  const said = memory && /\bD([45])\b/i.exec(model)?.[1] === memory.slice(3) ? memory : undefined;
  const drop = said ?? (memory === usual ? usual : undefined);
  return drop ? model.replace(new RegExp(`\\s+${drop}$`, 'i'), '') : model;
}

function wifiOf(wireless: string | null, model: string): boolean | null {
  if (wireless) return /^none$/i.test(wireless) ? false : /wi-?fi/i.test(wireless) ? true : null;
  return /\bWI-?FI\d*\b|\bAX\b/i.test(model) ? true : null;
}

export function mapMotherboard(record: OpenDbRecord): MapOutcome {
  const base = basics(record);
  if (!base) return skip('no name');
  const d = record.data;
  const rawSocket = str(d, 'socket');
  if (rawSocket && /^(?:2 x |Integrated )/.test(rawSocket)) return skip(`server or embedded board (${rawSocket})`);
  if (rawSocket && /Narrow/.test(rawSocket)) return skip(`server board (${rawSocket})`);
  const listed = str(d, 'chipset')?.replace(/^(?:AMD|Intel)\s+/, '') ?? null;
  // The database files X670E, B650E and X870E boards under X670, B650 and X870; the name says which.
  const chipset = listed && new RegExp(`\\b${listed}E\\b`, 'i').test(base.rawName) && CHIPSETS[`${listed}E`] ? `${listed}E` : listed;
  const known = chipset ? CHIPSETS[chipset] : undefined;
  const slots = at(d, 'm2_slots');
  const sata6 = num(d, 'storage_devices.sata_6_gb_s');
  const socket = socketOf(rawSocket);
  const memoryType = memoryTypeOf(str(d, 'memory.ram_type'));
  const listedForm = boardFormOf(str(d, 'form_factor'));
  const model = withoutUsualMemory(boardModel(base.rawName, base.brand, chipset, (strings(d, 'metadata.part_numbers') ?? []).flatMap(splitCell), listedForm), socket, memoryType);
  // The database files some `B650M` boards as ATX; the maker's name says micro-ATX.
  const formFactor = chipset && listedForm && ['ATX', 'E-ATX'].includes(listedForm) && new RegExp(`\\b${chipset}M\\b`, 'i').test(model) ? 'mATX' : listedForm;
  return product(record, base, model, {
    socket,
    chipset,
    formFactor,
    memoryType,
    memorySlots: positive(d, 'memory.slots'),
    maxMemoryGb: positive(d, 'memory.max'),
    m2Slots: Array.isArray(slots) ? slots.filter((s) => (s as { key?: unknown })?.key !== 'E').length : null,
    sataPorts: sata6 === null ? null : sata6 + (num(d, 'storage_devices.sata_3_gb_s') ?? 0),
    wifi: wifiOf(str(d, 'wireless_networking'), model),
    chipsetYear: known?.year ?? null,
  });
}
