import type { Category } from '../catalog/types.js';

/**
 * Turns a store's listing title (or a canonical model name) into comparable facts:
 * canonical tokens plus the attributes shops write in a dozen ways (capacities, memory
 * kits, speeds, CAS latency, wattage, colours, memory type, sockets, form factors).
 *
 * Both sides — the canonical product and the listing — run through the same pipeline, so
 * `RTX4060Ti` and `RTX 4060 Ti`, `32 GB` and `32GB`, `6000MHz` and `6000 MT/s`,
 * `e bardhë` and `White` read alike.
 */

/** Lowercase, diacritics folded (`Pllakë amë` → `pllake ame`, `Đ` → `d`). */
export function fold(text: string): string {
  return text
    .replace(/[™®©]/g, ' ')
    .replace(/[đĐ]/g, 'd')
    .replace(/[łŁ]/g, 'l')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Colour words (folded, Albanian and English) → canonical colour. */
export const COLOR_WORDS: ReadonlyMap<string, string> = new Map([
  ['white', 'white'], ['bardhe', 'white'], ['bardh', 'white'], ['wh', 'white'], ['chalk', 'white'], ['weiss', 'white'],
  ['black', 'black'], ['zeze', 'black'], ['zi', 'black'], ['blk', 'black'], ['charcoal', 'black'], ['schwarz', 'black'],
  ['silver', 'silver'], ['argjendte', 'silver'], ['argjend', 'silver'],
  ['grey', 'grey'], ['gray', 'grey'], ['hiri', 'grey'],
  ['brown', 'brown'], ['kafe', 'brown'],
  ['graphite', 'graphite'], ['jade', 'jade'],
]);

export type MemoryType = 'DDR4' | 'DDR5';
export type StorageKind = 'hdd' | 'ssd' | 'nvme' | 'sata';

export interface TitleFacts {
  /** Canonical tokens in order; model suffixes are glued to their number (`4060ti`, `7800x3d`). */
  tokens: string[];
  tokenSet: Set<string>;
  /** Every capacity written in the text, in GB (`1TB` → 1000, `8G` → 8). */
  capacitiesGb: number[];
  /** A memory kit such as `2x16GB`. */
  kit: { modules: number; moduleGb: number } | null;
  speedsMts: number[];
  casLatencies: number[];
  watts: number[];
  colors: Set<string>;
  memoryTypes: Set<MemoryType>;
  storageKinds: Set<StorageKind>;
  sockets: Set<string>;
  boardForms: Set<'ATX' | 'mATX' | 'Mini-ITX'>;
  efficiencies: Set<string>;
  wifi: boolean;
}

/** Category phrases a Kosovo shop puts in front of a title, folded. Longest match wins. */
const CATEGORY_PREFIXES: [string, Category][] = [
  ['cpu cooler', 'COOLING'], ['cpu fan', 'COOLING'], ['cpu air cooler', 'COOLING'], ['ftohes cpu', 'COOLING'],
  ['ftohes per cpu', 'COOLING'], ['ftohes per procesor', 'COOLING'], ['ftohes procesori', 'COOLING'], ['ftohes uji', 'COOLING'],
  ['ftohes', 'COOLING'], ['ftohesi', 'COOLING'], ['ftohje', 'COOLING'], ['ftohje me uje', 'COOLING'], ['cooler', 'COOLING'],
  ['kuler', 'COOLING'], ['hladnjak', 'COOLING'], ['aio', 'COOLING'], ['liquid cooler', 'COOLING'], ['water cooler', 'COOLING'],
  ['procesor', 'CPU'], ['procesori', 'CPU'], ['processor', 'CPU'], ['cpu', 'CPU'], ['procesor desktop', 'CPU'],
  ['karte grafike', 'GPU'], ['karta grafike', 'GPU'], ['kartele grafike', 'GPU'], ['kartela grafike', 'GPU'], ['grafike', 'GPU'],
  ['graphics card', 'GPU'], ['graphic card', 'GPU'], ['video card', 'GPU'], ['vga', 'GPU'], ['gpu', 'GPU'], ['graficka karta', 'GPU'],
  ['pllake ame', 'MOTHERBOARD'], ['pllaka ame', 'MOTHERBOARD'], ['pllaka e ames', 'MOTHERBOARD'], ['motherboard', 'MOTHERBOARD'],
  ['mainboard', 'MOTHERBOARD'], ['maticna ploca', 'MOTHERBOARD'], ['mobo', 'MOTHERBOARD'],
  ['memorie ram', 'RAM'], ['memorie', 'RAM'], ['memoria ram', 'RAM'], ['memoria', 'RAM'], ['memorje', 'RAM'], ['ram', 'RAM'],
  ['ram memory', 'RAM'], ['memory', 'RAM'], ['desktop memory', 'RAM'],
  ['ssd', 'STORAGE'], ['disk ssd', 'STORAGE'], ['disk', 'STORAGE'], ['disku', 'STORAGE'], ['hdd', 'STORAGE'], ['hard disk', 'STORAGE'],
  ['hard disku', 'STORAGE'], ['hard drive', 'STORAGE'], ['nvme', 'STORAGE'], ['m2 ssd', 'STORAGE'], ['m2 nvme', 'STORAGE'],
  ['ushqyes', 'PSU'], ['ushqyesi', 'PSU'], ['furnizues', 'PSU'], ['furnizuesi', 'PSU'], ['furnizues rryme', 'PSU'],
  ['furnizues me rryme', 'PSU'], ['power supply', 'PSU'], ['psu', 'PSU'], ['napajanje', 'PSU'],
  ['kuti', 'CASE'], ['kutia', 'CASE'], ['kase', 'CASE'], ['kasa', 'CASE'], ['shtepize', 'CASE'], ['shtepiza', 'CASE'],
  ['case', 'CASE'], ['pc case', 'CASE'], ['chassis', 'CASE'], ['kuti kompjuteri', 'CASE'], ['kuti pc', 'CASE'],
];
const PREFIX_PHRASES = CATEGORY_PREFIXES.map(([phrase, category]) => ({ words: phrase.split(' '), category })).sort(
  (a, b) => b.words.length - a.words.length,
);

/** The category a title announces with its leading phrase (`Procesor …`, `Kartë grafike …`), if any. */
export function inferCategory(title: string): Category | null {
  const words = preClean(fold(title))
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  for (const { words: phrase, category } of PREFIX_PHRASES) {
    if (phrase.every((w, i) => words[i] === w)) return category;
  }
  return null;
}

/** Suffixes glued to the number they follow without a space (`7600X`, `12400F`, `B650M`, `RM750e`). */
const TIGHT_SUFFIX = new Set(['x', 'ti', 'tisuper', 'super', 'xt', 'xtx', 'gre', 'gt', 'k', 'kf', 'ks', 'f', 'g', 't', 's', 'e', 'm', 'i', 'd']);
/** Suffixes glued even across a space or hyphen (`RTX 4060 Ti`, `RX 7900 XTX`, `5500 GT`). */
const SPACED_SUFFIX = new Set(['ti', 'super', 'xt', 'xtx', 'gre', 'gt']);

const TOKEN = /gddr\d+x?|ddr\d|pcie\d|\bm2\b|lga\d{4}|am[45]\b|wifi\d+e?|\d+(?:\.\d+)?x3d(?![a-z0-9])|[a-z]+|\d+(?:\.\d+)?/g;

function preClean(folded: string): string {
  return (
    ` ${folded} `
      .replace(/[™®©]/g, ' ')
      .replace(/\b802\.11\s?[a-z]+\b/g, ' ')
      .replace(/\bwi[\s-]?fi[\s-]?([67])(e?)\b/g, ' wifi wifi$1$2 ')
      .replace(/\bwi-fi\b|\bwi fi\b|\bwireless\b/g, ' wifi ')
      .replace(/\bm\.2\b/g, ' m2 ')
      .replace(/\b80\s?(?:\+|plus\b)/g, ' 80plus ')
      .replace(/\bmini[\s-]?itx\b/g, ' miniitx ')
      .replace(/\b(?:micro|mikro)[\s-]?atx\b|\bm-atx\b|\bµatx\b|\buatx\b/g, ' matx ')
      .replace(/\be-atx\b/g, ' eatx ')
      .replace(/\bmini[\s-]tower\b/g, ' minitower ')
      .replace(/\bmid[\s-]tower\b/g, ' midtower ')
      .replace(/\ba-rgb\b/g, ' argb ')
      .replace(/\bpci[\s-]?e(?:xpress)?\s*(?:gen\s*)?([345])(?:\.0)?\b/g, ' pcie$1 ')
      .replace(/\bgen\s?([345])(?:x4)?\b/g, ' pcie$1 ')
      .replace(/\b(pcie[345])\s*x\s?(?:1|2|4|8|16)\b/g, ' $1 ')
      .replace(/\bnitro\s?\+/g, ' nitro ')
      .replace(/\bvapor-?x\b/g, ' vaporx ')
      .replace(/\bocv\d\b/g, ' oc ')
      .replace(/\boem\b/g, ' tray ')
      .replace(/\bwd_?black\b/g, ' wd black ')
      .replace(/\bwestern digital\b/g, ' wd ')
      .replace(/\bg\.?\s?skill\b/g, ' gskill ')
      .replace(/\bt-?\s?force\b/g, ' tforce ')
      .replace(/\bteam\s?group\b/g, ' teamgroup ')
      .replace(/\bbe\s?quiet!?/g, ' bequiet ')
      .replace(/\bcooler\s?master\b/g, ' coolermaster ')
      .replace(/\blian\s?li\b/g, ' lianli ')
      .replace(/\bid-?\s?cooling\b/g, ' idcooling ')
      .replace(/\bdeep\s?cool\b/g, ' deepcool ')
      .replace(/\bpower\s?color\b/g, ' powercolor ')
      .replace(/\bfractal design\b/g, ' fractal ')
      .replace(/\bsilver\s?stone\b/g, ' silverstone ')
      .replace(/\bthermal\s?right\b/g, ' thermalright ')
      .replace(/\bthermal\s?take\b/g, ' thermaltake ')
      .replace(/\ble\b/g, ' limited edition ')
      .replace(/\bi([3579])[\s-]+(\d{4,5})/g, ' i$1 $2')
      .replace(/\br([3579])[\s-]+(\d{4})/g, ' ryzen $1 $2')
      .replace(/\bd([45])\b/g, ' ddr$1 ')
      .replace(/\blga\s?-?(1700|1851|1200)\b/g, ' lga$1 ')
      .replace(/\bsocket\s?(1700|1851)\b/g, ' lga$1 ')
      .replace(/(\d)\s+x3d\b/g, '$1x3d')
  );
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function num(text: string): number {
  return Number(text.replace(',', '.'));
}

/** Extracts attributes from `s`, replacing each matched piece with a space. */
function extract(s: string, re: RegExp, take: (m: RegExpExecArray) => string | void): string {
  return s.replace(re, (...args) => {
    const m = args.slice(0, -2) as unknown as RegExpExecArray;
    const replacement = take(m);
    return replacement === undefined ? ' ' : replacement;
  });
}

/**
 * Analyses one text. `category` (given by the feed, inferred from the title, or the
 * product's own) switches on memory-specific readings such as `C30` or a bare `6000`.
 */
export function analyze(text: string, category: Category | null = null): TitleFacts {
  let s = preClean(fold(text));
  const facts: TitleFacts = {
    tokens: [],
    tokenSet: new Set(),
    capacitiesGb: [],
    kit: null,
    speedsMts: [],
    casLatencies: [],
    watts: [],
    colors: new Set(),
    memoryTypes: new Set(),
    storageKinds: new Set(),
    sockets: new Set(),
    boardForms: new Set(),
    efficiencies: new Set(),
    wifi: false,
  };
  const ramContext = category === 'RAM' || (category === null && /\bddr[45]\b/.test(s) && !/\b(?:ssd|nvme|m2)\b/.test(s));

  // Memory type with a speed glued on: "DDR5-6000", "DDR4 3200".
  s = extract(s, /\bddr([45])[\s-](\d{4})\b(?!\s*(?:gb|g|tb)\b)/g, (m) => {
    facts.speedsMts.push(Number(m[2]));
    return ` ddr${m[1]} `;
  });
  if (ramContext) {
    s = extract(s, /\b(\d{1,2})\s*x\s*(\d{1,3})\s*(?:gb|g)?\b/g, (m) => {
      facts.kit = { modules: Number(m[1]), moduleGb: Number(m[2]) };
    });
    s = extract(s, /\bkit\s+of\s+(\d)\b/g, () => undefined);
  }
  s = extract(s, /\b(\d{4})\s*(?:mhz|mt\/s|mts|mt)\b/g, (m) => {
    facts.speedsMts.push(Number(m[1]));
  });
  s = extract(s, /\b(\d+(?:[.,]\d+)?)\s*(tb|gb|g)\b/g, (m) => {
    const n = num(m[1]);
    if (m[2] === 'g' && n > 64) return m[0];
    facts.capacitiesGb.push(round(m[2] === 'tb' ? n * 1000 : n));
  });
  s = extract(s, /\b(\d{2,4})\s*(?:w|watt|watts|vat)\b/g, (m) => {
    facts.watts.push(Number(m[1]));
  });
  s = extract(s, /\b\d+(?:[.,]\d+)?\s*ghz\b/g, () => undefined);
  s = extract(s, /\b\d+\s*mb\b/g, () => undefined);
  s = extract(s, /\b(\d{2,3})\s*mm\b/g, (m) => ` ${m[1]} `);
  s = extract(s, /\bcl\s?-?(\d{2})\b/g, (m) => {
    facts.casLatencies.push(Number(m[1]));
  });
  if (ramContext) {
    s = extract(s, /\bc(\d{2})\b/g, (m) => {
      facts.casLatencies.push(Number(m[1]));
    });
    s = extract(s, /\b(\d{2})-\d{2}-\d{2}(?:-\d{2,3})?\b/g, (m) => {
      facts.casLatencies.push(Number(m[1]));
    });
    s = extract(s, /\b([1-9]\d{3})\b(?!\.)/g, (m) => {
      const n = Number(m[1]);
      if (n < 1600 || n > 9600) return m[0];
      facts.speedsMts.push(n);
    });
  }

  const raw: string[] = [];
  const at: number[] = [];
  for (const match of s.matchAll(TOKEN)) {
    raw.push(match[0]);
    at.push(match.index ?? 0);
  }
  const tokens = glue(s, raw, at);
  facts.tokens = tokens;
  facts.tokenSet = new Set(tokens);

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const color = COLOR_WORDS.get(t);
    if (color) facts.colors.add(color);
    if (t === 'ddr4' || t === 'ddr5') facts.memoryTypes.add(t === 'ddr4' ? 'DDR4' : 'DDR5');
    if (t === 'hdd' || (t === 'hard' && (tokens[i + 1] === 'disk' || tokens[i + 1] === 'drive'))) facts.storageKinds.add('hdd');
    if (t === 'ssd') facts.storageKinds.add('ssd');
    if (t === 'nvme' || t === 'm2') facts.storageKinds.add('nvme');
    if (t === 'sata') facts.storageKinds.add('sata');
    if (t === 'am4' || t === 'am5') facts.sockets.add(t.toUpperCase());
    if (t === 'lga1700' || t === 'lga1851') facts.sockets.add(t.toUpperCase());
    if (t === 'matx') facts.boardForms.add('mATX');
    else if (t === 'miniitx' || t === 'itx') facts.boardForms.add('Mini-ITX');
    else if (t === 'atx' && !/^\d/.test(tokens[i + 1] ?? '')) facts.boardForms.add('ATX');
    if (t === 'bronze' || t === 'gold' || t === 'platinum' || t === 'titanium') facts.efficiencies.add(t);
    if (t === 'wifi') facts.wifi = true;
  }
  return facts;
}

/** Glues model suffixes to the number before them: `7600 x` → `7600x`, `4070 ti super` → `4070tisuper`. */
function glue(text: string, raw: string[], at: number[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    let token = raw[i];
    if (/^\d+$/.test(token)) {
      let end = at[i] + raw[i].length;
      while (i + 1 < raw.length) {
        const next = raw[i + 1];
        const gap = text.slice(end, at[i + 1]);
        const bare = /^\d+$/.test(token);
        const digits = token.replace(/\D.*$/, '').length;
        const afterTi = token.endsWith('ti') && next === 'super';
        const tight = gap === '' && ((bare && TIGHT_SUFFIX.has(next)) || afterTi);
        const spaced =
          /^[\s-]+$/.test(gap) &&
          (((bare && SPACED_SUFFIX.has(next)) || afterTi) && digits >= 3 || (bare && next === 'm' && digits >= 2 && gap === ' '));
        if (!tight && !spaced) break;
        token += next;
        end = at[i + 1] + next.length;
        i++;
        if (tight && !token.endsWith('ti')) {
          // A code that runs on (`9950X3D2`, `L9x65`) is one token: it names another model.
          while (i + 1 < raw.length && at[i + 1] === end) {
            token += raw[i + 1];
            end = at[i + 1] + raw[i + 1].length;
            i++;
          }
        }
        if (!token.endsWith('ti')) break;
      }
    }
    out.push(token);
  }
  return out;
}
