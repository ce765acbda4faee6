import { readMemoryCode } from '../catalog/memory-codes.js';
import { SOCKETS, type BoardFormFactor, type Category, type MemoryType, type PsuFormFactor } from '../catalog/types.js';
import { fold, preClean, tokenize } from './normalize.js';
import { COLOR_WORDS } from './vocabulary.js';

/**
 * What a listing title (or a canonical model name) states, read the same way for both:
 * canonical tokens plus every attribute shops write in a dozen spellings — capacity and
 * memory kit, speed and CAS latency, wattage, efficiency, modularity and ATX generation,
 * colour, memory type, graphics memory, form factors, sockets, Wi-Fi, model year, and the
 * words a listing negates (`pa WiFi`, `non-OC`).
 */

export type StorageKind = 'hdd' | 'ssd' | 'nvme' | 'sata';
export type StorageForm = '2.5' | '3.5' | 'm2' | '2230' | '2242' | '2280' | 'msata';
export type Modularity = 'full' | 'semi' | 'none';

export interface TitleFacts {
  /** Canonical tokens in order; model suffixes are glued to their number (`4060ti`, `7800x3d`). */
  tokens: string[];
  tokenSet: Set<string>;
  /** Every capacity written in the text, in GB (`1TB` → 1000, `8G` → 8). */
  capacitiesGb: number[];
  /** A memory kit such as `2x16GB`, or `1x32GB` for a single module. */
  kit: { modules: number; moduleGb: number } | null;
  /** Module count said in words (`Kit of 2`, `dual channel`), without the module size. */
  moduleCount: number | null;
  speedsMts: number[];
  casLatencies: number[];
  watts: number[];
  colors: Set<string>;
  memoryTypes: Set<MemoryType>;
  gpuMemory: Set<string>;
  storageKinds: Set<StorageKind>;
  storageForms: Set<StorageForm>;
  pcieGens: Set<number>;
  rpm: number[];
  sockets: Set<string>;
  boardForms: Set<BoardFormFactor>;
  psuForms: Set<PsuFormFactor>;
  atxVersions: Set<string>;
  modular: Set<Modularity>;
  efficiencies: Set<string>;
  /** True when Wi-Fi is named, false when it is negated (`pa WiFi`, `non-WiFi`), null when silent. */
  wifi: boolean | null;
  years: number[];
  /** Revisions written as `Rev 2.0`, `Rev2`, `rev. 1.0` (the words themselves are dropped). */
  revisions: number[];
  /** A glass panel's tint (`TG Light Tint`: `light`; the words themselves are dropped). */
  tints: string[];
  /** Words the text negates; they are not among the tokens. */
  negated: Set<string>;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const num = (text: string) => Number(text.replace(',', '.'));

/** Replaces every match of `re` in `s` with what `take` returns (a space when nothing). */
function extract(s: string, re: RegExp, take: (m: RegExpExecArray) => string | void): string {
  return s.replace(re, (...args) => {
    const m = args.slice(0, -2) as unknown as RegExpExecArray;
    return take(m) ?? ' ';
  });
}

function emptyFacts(): TitleFacts {
  return {
    tokens: [],
    tokenSet: new Set(),
    capacitiesGb: [],
    kit: null,
    moduleCount: null,
    speedsMts: [],
    casLatencies: [],
    watts: [],
    colors: new Set(),
    memoryTypes: new Set(),
    gpuMemory: new Set(),
    storageKinds: new Set(),
    storageForms: new Set(),
    pcieGens: new Set(),
    rpm: [],
    sockets: new Set(),
    boardForms: new Set(),
    psuForms: new Set(),
    atxVersions: new Set(),
    modular: new Set(),
    efficiencies: new Set(),
    wifi: null,
    years: [],
    revisions: [],
    tints: [],
    negated: new Set(),
  };
}

/** Generation markers that the pre-cleaning would blur (`PCIe 5.1` names ATX 3.1). */
function readAtxVersion(folded: string, facts: TitleFacts): void {
  for (const m of folded.matchAll(/\batx\s?v?3\.([01])\b/g)) facts.atxVersions.add(`3.${m[1]}`);
  for (const m of folded.matchAll(/\bpci-?e\s?5\.([01])\b/g)) facts.atxVersions.add(`3.${m[1]}`);
}

function readModularity(s: string, facts: TitleFacts): string {
  s = extract(s, /\b(?:semi|gjysme)[\s-]?modular\w*\b/g, () => void facts.modular.add('semi'));
  s = extract(s, /\b(?:non|jo)[\s-]?modular\w*\b/g, () => void facts.modular.add('none'));
  return extract(s, /\b(?:fully|full|plotesisht)[\s-]?modular\w*\b/g, () => void facts.modular.add('full'));
}

function readStorage(s: string, facts: TitleFacts, category: Category | null): string {
  s = extract(s, /\b([23])[.,]5\s*(?:"|''|inch|inc|in\b|-inch|”)/g, (m) => void facts.storageForms.add(m[1] === '2' ? '2.5' : '3.5'));
  s = extract(s, /\b(\d{4,5})\s*rpm\b/g, (m) => void facts.rpm.push(Number(m[1])));
  s = extract(s, /\bmsata\b/g, () => void facts.storageForms.add('msata'));
  s = extract(s, /\b22(30|42|80)\b/g, (m) => void facts.storageForms.add(`22${m[1]}` as StorageForm));
  if (category === 'STORAGE') s = s.replace(/\bme ftohes\b|\bsa hladnjakom\b/g, ' heatsink ');
  return s;
}

function readMemory(s: string, facts: TitleFacts, ramContext: boolean): string {
  // Memory type with a speed glued on: "DDR5-6000", "DDR4 3200".
  s = extract(s, /\bddr([45])[\s-](\d{4})(?:\s*(?:mhz|mt\/s|mts|mt)\b)?(?!\s*(?:gb|g|tb)\b)/g, (m) => {
    facts.speedsMts.push(Number(m[2]));
    return ` ddr${m[1]} `;
  });
  if (ramContext) {
    s = extract(s, /\b(\d{1,2})\s*x\s*(\d{1,3})\s*(?:gb|g)?\b/g, (m) => {
      facts.kit = { modules: Number(m[1]), moduleGb: Number(m[2]) };
    });
    // Shops write the kit the other way round too: `(16GBx2)`, `8GB x 2`.
    s = extract(s, /\b(\d{1,3})\s*(?:gb|g)\s*x\s*([1-8])\b/g, (m) => {
      facts.kit = { modules: Number(m[2]), moduleGb: Number(m[1]) };
    });
    s = extract(s, /\bkit\s+of\s+(\d)\b|\b(\d)\s*(?:pcs|cope|moduls?|module)\b/g, (m) => {
      facts.moduleCount = Number(m[1] ?? m[2]);
    });
    s = extract(s, /\bdual[\s-]?(?:channel|kit)\b/g, () => {
      facts.moduleCount = 2;
    });
    s = extract(s, /\bsingle[\s-]?(?:module|stick|channel)\b/g, () => {
      facts.moduleCount = 1;
    });
    facts.moduleCount ??= modulesOfPartNumber(s);
  }
  s = extract(s, /\b(\d{4})\s*(?:mhz|mt\/s|mts|mt)\b/g, (m) => void facts.speedsMts.push(Number(m[1])));
  return s;
}

/** How many modules a memory part number written in the title counts (`memory-codes.ts`). */
function modulesOfPartNumber(s: string): number | null {
  for (const word of s.split(/[\s(),]+/)) {
    const code = readMemoryCode(word);
    if (code) return code.modules;
  }
  return null;
}

function readRamTimings(s: string, facts: TitleFacts): string {
  s = extract(s, /\bc(\d{2})\b/g, (m) => void facts.casLatencies.push(Number(m[1])));
  s = extract(s, /\b(\d{2})-\d{2}-\d{2}(?:-\d{2,3})?\b/g, (m) => void facts.casLatencies.push(Number(m[1])));
  return extract(s, /\b([1-9]\d{3})\b(?!\.)/g, (m) => {
    const n = Number(m[1]);
    if (n < 1600 || n > 9600) return m[0];
    facts.speedsMts.push(n);
  });
}

/** Words shops negate: `pa WiFi`, `no RGB`, `non-OC`, `without heatsink`, `non-PG5` (`pa`/`bez` are Albanian/Serbian, `ohne` German). */
const NEGATION = /\b(?:pa|no|non|without|w\/o|bez|ohne)[\s-]+([a-z][a-z0-9]*)\b/g;

/** Sockets of other platforms than the mainstream desktop ones (`TR4`, `sTR5`, `SP3`, `LGA1200`). */
const FOREIGN_SOCKET = /\b(s?trx?[45]\b|sp[356]\b|lga\s?(?:1200|1151|1150|2066|4677|4189)\b|am3\+|am3\b)/g;

/** A socket as the catalog spells it (`STR5` → `sTR5`). */
const SOCKET_SPELLING = new Map<string, string>(SOCKETS.map((s) => [s.toUpperCase(), s]));
const socketName = (written: string) => {
  const compact = written.replace(/\s/g, '').toUpperCase();
  return SOCKET_SPELLING.get(compact) ?? compact;
};

function readTokens(s: string, facts: TitleFacts): void {
  const tokens = tokenize(s);
  facts.tokens = tokens;
  facts.tokenSet = new Set(tokens);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const color = COLOR_WORDS.get(t);
    if (color) facts.colors.add(color);
    if (/^ddr[2-5]$/.test(t)) facts.memoryTypes.add(t.toUpperCase() as MemoryType);
    if (/^gddr\d+x?$/.test(t)) facts.gpuMemory.add(t.toUpperCase());
    // `Solid State Hard Drive` is a shop's name for an SSD.
    if (t === 'hdd' || (t === 'hard' && ['disk', 'disku', 'drive'].includes(tokens[i + 1]) && tokens[i - 1] !== 'state')) facts.storageKinds.add('hdd');
    if (t === 'ssd') facts.storageKinds.add('ssd');
    if (t === 'nvme') facts.storageKinds.add('nvme');
    if (t === 'm2') facts.storageForms.add('m2');
    if (t === 'sata') facts.storageKinds.add('sata');
    const gen = /^pcie([345])$/.exec(t);
    if (gen) facts.pcieGens.add(Number(gen[1]));
    if (t === 'am4' || t === 'am5' || t === 'lga1700' || t === 'lga1851') facts.sockets.add(t.toUpperCase());
    // `B650M`: a chipset with an M names the micro-ATX board.
    if (t === 'matx' || (/^[abhqxz]$/.test(t) && /^\d{2,3}m$/.test(tokens[i + 1] ?? ''))) facts.boardForms.add('mATX');
    else if (t === 'miniitx' || t === 'itx') facts.boardForms.add('Mini-ITX');
    else if (t === 'atx' && !/^\d/.test(tokens[i + 1] ?? '')) facts.boardForms.add('ATX');
    if (t === 'sfx') facts.psuForms.add('SFX');
    if (t === 'sfxl') facts.psuForms.add('SFX-L');
    if (t === 'atx') facts.psuForms.add('ATX');
    if (t === 'bronze' || t === 'gold' || t === 'platinum' || t === 'titanium') facts.efficiencies.add(t);
    if (t === 'wifi') facts.wifi = true;
    if (/^20[12]\d$/.test(t)) facts.years.push(Number(t));
  }
}

/**
 * Analyses one text. `category` (stated by the feed, inferred from the title, or the
 * product's own) switches on memory-specific readings such as `C30` or a bare `6000`.
 */
export function analyze(text: string, category: Category | null = null): TitleFacts {
  const facts = emptyFacts();
  const folded = fold(text);
  readAtxVersion(folded, facts);
  for (const m of folded.matchAll(/\brev\.?\s*(\d)(?:\.\d+)?\b/g)) facts.revisions.push(Number(m[1]));
  for (const m of folded.matchAll(/\b(dark|light|clear)\s+tint\b/g)) facts.tints.push(m[1]);
  let s = preClean(folded)
    .replace(/\bso-?dimm\b/g, ' sodimm ')
    .replace(/\b(?:i|e)\s+jashtem\w*\b|\bextern(?:al)?\b/g, ' external ');
  if (category === 'GPU') {
    // Board partners write a card's GDDR6 as `D6` or `G6` (`GTX 1650 D6 EAGLE OC`), its memory
    // size as `3GT` or `2GD4` (MSI), a Founders Edition as `FE` and a low-profile card as `LP`.
    s = s
      .replace(/\b[dg]6(x?)\b/g, ' gddr6$1 ')
      .replace(/\b(\d{1,2})\s?g(?:t|d[45])\b/g, ' $1gb ')
      .replace(/\bfe\b/g, ' founders edition ')
      // ASUS writes an OC card's memory as `O32G`; a stream-processor count (`2048SP`) names a cut-down chip.
      .replace(/\bo(\d{1,2})g\b/g, ' oc $1gb ')
      .replace(/\b\d{3,4}\s?sp\b/g, ' cutdown ')
      .replace(/\blow[\s-]?profile\b/g, ' lp ');
  }
  s = readModularity(s, facts);
  s = extract(s, NEGATION, (m) => void facts.negated.add(m[1] === 'hs' ? 'heatsink' : m[1]));
  if (facts.negated.has('wifi')) facts.wifi = false;
  s = extract(s, FOREIGN_SOCKET, (m) => void facts.sockets.add(socketName(m[1])));
  const ramContext = category === 'RAM' || (category === null && /\bddr[345]\b/.test(s) && !/\b(?:ssd|nvme|m2)\b/.test(s));
  s = readMemory(s, facts, ramContext);
  s = extract(s, /\b(\d+(?:[.,]\d+)?)\s*(tb|gb|g)\b/g, (m) => {
    const n = num(m[1]);
    if (m[2] === 'g' && n > 64) return m[0];
    facts.capacitiesGb.push(round(m[2] === 'tb' ? n * 1000 : n));
  });
  // `E5-2687W` is a Xeon's model, not 2687 watts: a number glued to a code by a hyphen is the code's.
  s = extract(s, /(?<!-)\b(\d{2,4})\s*(?:w|watt|watts|vat)\b/g, (m) => void facts.watts.push(Number(m[1])));
  s = extract(s, /\b\d+(?:[.,]\d+)?\s*ghz\b/g, () => undefined);
  s = extract(s, /\b\d+\s*mb\b(?:\/s)?/g, () => undefined);
  s = readStorage(s, facts, category);
  s = extract(s, /\b(\d{2,3})\s*mm\b/g, (m) => ` ${m[1]} `);
  s = extract(s, /\bcl\s?-?(\d{1,2})\b/g, (m) => void facts.casLatencies.push(Number(m[1])));
  if (ramContext) s = readRamTimings(s, facts);
  readTokens(s, facts);
  return facts;
}
