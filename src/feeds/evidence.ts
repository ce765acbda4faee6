import type { Category, Product } from '../catalog/types.js';
import type { TitleIndex } from './catalog-index.js';
import type { TitleFacts } from './facts.js';
import { YEAR_CATEGORIES, type Profile } from './profile.js';
import { CATEGORY_WORDS, CHIP_BRANDS, COLOR_WORDS, COLOUR_LINES, DESCRIPTIVE, DESCRIPTIVE_IN, EDITION_WORDS, EDITION_WORDS_IN, VERSION_TOKEN } from './vocabulary.js';

/**
 * Evidence for or against one product behind one listing: which identifiers and
 * attributes agree, and which conflict. A single conflict rules the product out — every
 * variant-defining attribute a listing states must agree with the product (capacity, kit,
 * speed and CL, memory type, colour and edition words, OC, form factors, heatsink, PSU
 * generation, rating and wattage, model year), and its brand must be evidenced.
 */

export interface Evidence {
  agreed: string[];
  /** Attributes the listing states against the product. */
  conflicts: string[];
  /** What a title match needs but the listing leaves unsaid (no brand; no colour for a colour variant). */
  gaps: string[];
}

/** A listing as the matcher reads it. */
export interface Listing {
  facts: TitleFacts;
  tokenCounts: ReadonlyMap<string, number>;
  /** The category the feed states or the title announces; null when neither says. */
  category: Category | null;
  /** Catalog brands the title or the brand field names. */
  brands: string[];
  /** Brands of the market the catalog does not carry, named by the title or the brand field. */
  foreignBrands: string[];
  /** Products whose MPN is written in the title. */
  mpnsInTitle: Set<number>;
  /**
   * The words of the title's head: from the brand on, up to the first separator or category
   * noun after the model (`…, 3x AF120 RGB Elite`, `… CPU Cooler, 6 Heat Pipes`). What follows
   * describes; only words that name the product's own siblings count there.
   */
  head: ReadonlySet<string>;
}

type Check = (p: Profile, l: Listing, e: Evidence) => void;

const agree = (e: Evidence, text: string) => e.agreed.push(text);
const conflict = (e: Evidence, text: string) => e.conflicts.push(text);
const gap = (e: Evidence, text: string) => e.gaps.push(text);

/** Capacities within 2.5% are one marketing size (`1TB` = `1024GB`); `960GB` is not `1TB`. */
const sameCapacity = (a: number, b: number) => Math.abs(a - b) / Math.max(a, b) <= 0.025;

function stated<T>(e: Evidence, what: string, values: readonly T[] | ReadonlySet<T>, actual: T | null | undefined, show: (v: T) => string = String) {
  const list = [...values];
  if (list.length === 0 || actual === null || actual === undefined) return;
  if (list.includes(actual)) agree(e, `${what} ${show(actual)}`);
  else conflict(e, `${what}: listing ${list.map(show).join('/')}, product ${show(actual)}`);
}

/**
 * `stated` for a variant-defining spec: one the catalog does not know (null) cannot be
 * confirmed, so a listing that states it rules the product out rather than guessing.
 */
function statedSpec<T>(e: Evidence, what: string, values: readonly T[] | ReadonlySet<T>, actual: T | null, show: (v: T) => string = String) {
  const list = [...values];
  if (list.length && actual === null) conflict(e, `${what}: listing ${list.map(show).join('/')}, product unknown`);
  else stated(e, what, list, actual, show);
}

const specs = <C extends Category>(p: Profile) => (p.product as Product<C>).specs;

/** Threadripper's first socket is written `TR4` and `sTR4`. */
const socketKey = (socket: string) => (socket === 'TR4' ? 'sTR4' : socket);

/**
 * Wi-Fi as the product has it: its spec, or, where the source left it unknown, its name
 * (`… WIFI`, `… AX`, `… WIFI7`), which then carries the fact.
 */
function boardWifi(p: Profile): boolean | null {
  const wifi = specs<'MOTHERBOARD'>(p).wifi;
  if (wifi !== null) return wifi;
  return [...p.keys, ...p.soft].some((k) => k === 'wifi' || /^wifi\d/.test(k) || /^ax\d*$/.test(k) || k === 'ac');
}

const CHECKS: Record<Category, Check> = {
  CPU(p, l, e) {
    const s = specs<'CPU'>(p);
    statedSpec(e, 'socket', [...l.facts.sockets].map(socketKey), s.socket === null ? null : socketKey(s.socket));
  },
  GPU(p, l, e) {
    const s = specs<'GPU'>(p);
    statedSpec(e, 'VRAM', l.facts.capacitiesGb, s.vramGb, (v) => `${v} GB`);
    stated(e, 'memory', l.facts.gpuMemory, p.gpuMemory);
    if (l.facts.negated.has('oc') && p.oc) conflict(e, 'OC: the listing says non-OC, the product is an OC card');
  },
  RAM(p, l, e) {
    const s = specs<'RAM'>(p);
    const kit = l.facts.kit;
    if (kit) {
      if (kit.modules === s.modules && kit.moduleGb === s.moduleGb) agree(e, `kit ${kit.modules}x${kit.moduleGb} GB`);
      else conflict(e, `kit: listing ${kit.modules}x${kit.moduleGb} GB, product ${s.modules}x${s.moduleGb} GB`);
    } else if (l.facts.tokenSet.has('kit') && s.modules === 1) {
      conflict(e, 'kit: the listing is a kit, the product one module');
    }
    if (!kit && l.facts.capacitiesGb.length) {
      statedSpec(e, 'capacity', [Math.max(...l.facts.capacitiesGb)], s.capacityGb, (v) => `${v} GB`);
    }
    if (l.facts.moduleCount !== null) statedSpec(e, 'modules', [l.facts.moduleCount], s.modules);
    statedSpec(e, 'speed', l.facts.speedsMts, s.speedMts, (v) => `${v} MT/s`);
    statedSpec(e, 'CL', l.facts.casLatencies, s.casLatency);
    statedSpec(e, 'type', l.facts.memoryTypes, s.type);
  },
  MOTHERBOARD(p, l, e) {
    const s = specs<'MOTHERBOARD'>(p);
    statedSpec(e, 'memory', l.facts.memoryTypes, s.memoryType);
    statedSpec(e, 'socket', l.facts.sockets, s.socket);
    statedSpec(e, 'form factor', l.facts.boardForms, s.formFactor);
    if (l.facts.wifi !== null) stated(e, 'Wi-Fi', [l.facts.wifi], boardWifi(p), (v) => (v ? 'yes' : 'no'));
  },
  STORAGE(p, l, e) {
    const s = specs<'STORAGE'>(p);
    const caps = l.facts.capacitiesGb;
    if (caps.length) {
      const capacity = s.capacityGb;
      if (capacity !== null && caps.some((c) => sameCapacity(c, capacity))) agree(e, `capacity ${capacity} GB`);
      else conflict(e, `capacity: listing ${caps.join('/')} GB, product ${capacity ?? 'unknown'} GB`);
    }
    const kinds = l.facts.storageKinds;
    const hdd = s.type === 'HDD';
    if (kinds.size && s.type === null) conflict(e, `type: listing ${[...kinds].join('/')}, product unknown`);
    else if ((kinds.has('hdd') && !hdd) || ((kinds.has('ssd') || kinds.has('nvme')) && hdd)) conflict(e, `type: listing ${[...kinds].join('/')}, product ${s.type}`);
    else if (kinds.has('nvme') && s.type !== 'NVMe') conflict(e, `type: listing NVMe, product ${s.type}`);
    else if (kinds.size) agree(e, `type ${s.type}`);
    const formFactor = s.formFactor;
    const form = formFactor === null ? null : formFactor.startsWith('M.2') ? 'm2' : formFactor.startsWith('2.5') ? '2.5' : '3.5';
    for (const f of l.facts.storageForms) {
      const fits = f === form || (form === 'm2' && /^22\d0$/.test(f) && formFactor!.includes(f));
      if (fits) agree(e, `form factor ${formFactor}`);
      else conflict(e, `form factor: listing ${f}, product ${formFactor ?? 'unknown'}`);
    }
    const gen = /PCIe (\d)/.exec(s.interface ?? '');
    if (gen) stated(e, 'PCIe', l.facts.pcieGens, Number(gen[1]), (v) => `${v}.0`);
    const rpm = /(\d{4}) rpm/.exec(s.interface ?? '');
    if (rpm) stated(e, 'rpm', l.facts.rpm, Number(rpm[1]));
    // Only a hard disk spins.
    else if (l.facts.rpm.length && s.type !== 'HDD' && s.type !== 'SSHD') conflict(e, `type: the listing states ${l.facts.rpm[0]} rpm, product ${s.type ?? 'unknown'}`);
    if (l.facts.negated.has('heatsink') && p.keySet.has('heatsink')) conflict(e, 'heatsink: the listing says without, the product has one');
  },
  PSU(p, l, e) {
    const s = specs<'PSU'>(p);
    statedSpec(e, 'wattage', l.facts.watts, s.wattage, (v) => `${v} W`);
    // A unit whose model words carry no number (`TUF Gaming 750W`) is told from its siblings only
    // by the wattage, which a title may also write into the model (`GX-1000`, `GM850W`).
    if (!l.facts.watts.length && s.wattage !== null && !p.keys.some((k) => k.includes(String(s.wattage)))) {
      const inModel = new RegExp(`(?:^|[a-z])${s.wattage}(?:[a-z]|$)`);
      if (l.facts.tokens.some((t) => inModel.test(t))) agree(e, `wattage ${s.wattage} W (in the model)`);
      else gap(e, `wattage: the listing names none, the product is ${s.wattage} W`);
    }
    // A rating the catalog does not know is left to the name, which carries it when known.
    const rating = s.efficiency === null ? null : s.efficiency.replace(/^80\+ /, '').toLowerCase();
    stated(e, 'rating', l.facts.efficiencies, rating);
    stated(e, 'modularity', l.facts.modular, s.modular);
    const forms = l.facts.psuForms;
    if (forms.has('SFX-L') && s.formFactor !== 'SFX-L') conflict(e, `form factor: listing SFX-L, product ${s.formFactor ?? 'unknown'}`);
    else if (forms.has('SFX') && s.formFactor !== 'SFX' && s.formFactor !== 'SFX-L') conflict(e, `form factor: listing SFX, product ${s.formFactor ?? 'unknown'}`);
    else if (forms.has('SFX') || forms.has('SFX-L')) agree(e, `form factor ${s.formFactor}`);
    stated(e, 'ATX', l.facts.atxVersions, p.atxVersion);
  },
  CASE(p, l, e) {
    const s = specs<'CASE'>(p);
    const order = ['Mini-ITX', 'mATX', 'ATX'] as const;
    const largest = (forms: Iterable<string>) => Math.max(...[...forms].map((f) => order.indexOf(f as (typeof order)[number])));
    if (l.facts.boardForms.size) {
      const boards = s.supportedBoards ?? [];
      if (largest(l.facts.boardForms) === largest(boards)) agree(e, `boards up to ${order[largest(boards)]}`);
      else conflict(e, `size: listing ${[...l.facts.boardForms].join('/')}, product up to ${order[largest(boards)] ?? 'unknown'}`);
    }
  },
  COOLING(p, l, e) {
    const s = specs<'COOLING'>(p);
    const sockets = (s.sockets ?? []).map(socketKey);
    for (const socket of [...l.facts.sockets].map(socketKey)) {
      if (sockets.includes(socket)) agree(e, `socket ${socket}`);
      else conflict(e, `socket: listing ${socket}, product ${sockets.join('/') || 'unknown'}`);
    }
  },
};

/** Colours sources and shops name either way (`Trident Z5 Royal` silver, filed as grey). */
const SAME_COLOUR: ReadonlyMap<string, string> = new Map([
  ['silver', 'grey'],
  ['grey', 'silver'],
]);

function colors(p: Profile, l: Listing, e: Evidence): void {
  if (!p.colors) return;
  // Colour words of the product's own line (`Red Devil`) are no colour; a PSU's `Gold` is its rating.
  const words = l.facts.tokens.filter((t) => COLOR_WORDS.has(t) && !p.keySet.has(t) && !p.soft.has(t));
  const said = [...new Set(words.map((t) => COLOR_WORDS.get(t)!))].filter((c) => p.product.category !== 'PSU' || c === 'white' || c === 'black');
  if (said.length) {
    const other = said.filter((c) => !p.colors!.has(c) && !p.colors!.has(SAME_COLOUR.get(c) ?? c));
    if (other.length === 0) agree(e, `colour ${said.join('/')}`);
    else conflict(e, `colour: listing ${said.join('/')}, product ${[...p.colors].join('/')}`);
  } else if (p.namedColor && !p.colors.has('black')) {
    // A title without a colour names the plain or the black variant, never `… White` — unless
    // it names a line that only comes in the product's colour.
    const line = l.facts.tokens.find((t) => COLOUR_LINES.has(t) && p.colors!.has(COLOUR_LINES.get(t)!) && (p.keySet.has(t) || p.soft.has(t)));
    if (line) agree(e, `colour ${COLOUR_LINES.get(line)} (the ${line} line)`);
    else gap(e, `colour: the listing names none, the product is ${[...p.colors].join('/')}`);
  }
}

/** The word a PSU's form factor is written as (`sfx`, `sfxl`): it describes an SFX unit, it names no edition. */
function formWord(p: Profile): string | null {
  if (p.product.category !== 'PSU') return null;
  const form = specs<'PSU'>(p).formFactor;
  return form === 'SFX' ? 'sfx' : form === 'SFX-L' ? 'sfxl' : null;
}

/** Things a title counts (`7 heatpipes`, `3 ventilatorë`, `8 bërthama`): the number before them names no generation. */
const COUNTED = new Set(['heatpipes', 'heatpipe', 'ventilatore', 'ventilator', 'fans', 'fan', 'berthama', 'bertham', 'cores', 'core', 'threads', 'pin']);

/** A partner card's fan count (`2X`, `3X`): Windforce 2X and Windforce 3X are two cards. */
const FAN_COUNT = /^[2-4]x$/;

/** Words of the listing that name another edition or version than the product's. */
function editions(p: Profile, l: Listing, index: TitleIndex, e: Evidence, identified: boolean): void {
  const category = p.product.category;
  const brandWords = p.brand?.split(' ') ?? [];
  const form = formWord(p);
  const own = (t: string) => p.keySet.has(t) || p.soft.has(t) || brandWords.includes(t) || form === t;
  const explained = (t: string) =>
    own(t) || DESCRIPTIVE.has(t) || DESCRIPTIVE_IN[category]?.has(t) || CATEGORY_WORDS.has(t) || (COLOR_WORDS.has(t) && p.colors !== null) || CHIP_BRANDS.has(t);
  const vocabulary = p.brand ? index.vocabulary.get(`${p.brand}|${category}`) : undefined;
  const tokens = l.facts.tokens;
  // A fan count names a card when it stands by a line word (`WINDFORCE 2X`), not in `PCIe 4.0, 2x…`.
  const fanCount = (i: number) => category === 'GPU' && FAN_COUNT.test(tokens[i]) && [tokens[i - 1], tokens[i + 1]].some((n) => n && vocabulary?.has(n));
  // A single digit right after a line word numbers the line's generation (`Silent Loop 3`, `Pure Rock 2`).
  const generation = (i: number) => {
    const before = tokens[i - 1] ?? '';
    const after = tokens[i + 1] ?? '';
    return (
      /^[1-9]$/.test(tokens[i]) &&
      /^[a-z]{3,}$/.test(before) &&
      !!vocabulary?.has(before) &&
      !EDITION_WORDS.has(before) &&
      !DESCRIPTIVE.has(after) &&
      !CATEGORY_WORDS.has(after) &&
      !COUNTED.has(after)
    );
  };
  // `H310M S2H 2.0`: a version number right after the model is another revision of a board or card.
  const revision = (i: number) => (category === 'MOTHERBOARD' || category === 'GPU') && /^[1-9]\.0$/.test(tokens[i]) && p.keySet.has(tokens[i - 1] ?? '');
  // Anywhere in the title: the category's variant words (`Ti`, `SO-DIMM`), `OC` on a card,
  // version marks and the words of the product's own siblings (even a generic word such as
  // Gigabyte's `GAMING`, when a sibling is named by it). In the head, where the model is
  // named, also the general edition words, the words of the brand's other products, colours,
  // fan counts and generations; a description after it (`…, 3x AF120 RGB Elite`) names the
  // parts that come with the product, not another product. Behind an identifier that names
  // the product, only the head's sibling words count against it.
  const family = index.family(p);
  const sibling = (t: string) => family.has(t) && (!identified || l.head.has(t));
  const anywhere = (t: string, i: number) => EDITION_WORDS_IN[category]?.has(t) || (category === 'GPU' && t === 'oc') || VERSION_TOKEN.test(t) || revision(i);
  const inHead = (t: string, i: number) => EDITION_WORDS.has(t) || vocabulary?.has(t) || COLOR_WORDS.has(t) || fanCount(i) || generation(i);
  const names = (t: string, i: number) => l.head.has(t) && inHead(t, i);
  // Gigabyte's `GAMING` is a line of its own in the head, though a generic word elsewhere.
  const lineWord = (t: string) => l.head.has(t) && index.genericLines.has(`${p.brand}|${category}|${t}`);
  const extra = tokens.filter((t, i) => !own(t) && (sibling(t) || lineWord(t) || anywhere(t, i) || (!explained(t) && names(t, i))));
  for (const t of new Set(extra)) conflict(e, `"${t}" names another edition`);
  // `EVA-02 Edition`, `Sakura Limited Edition`: a name the product lacks, just before `Edition`.
  tokens.forEach((t, i) => {
    if (t !== 'edition') return;
    const named = [tokens[i - 1], tokens[i - 2]].find((w) => w && /^[a-z]{2,}$/.test(w) && !explained(w) && !EDITION_WORDS.has(w));
    if (named) conflict(e, `"${named} edition" is a special edition`);
  });
  for (const w of l.facts.negated) if (p.keySet.has(w) || p.soft.has(w)) conflict(e, `the listing says it is not "${w}"`);
}

/** Intel's processor tiers (`i5-13600KF`): no other maker writes them. */
const INTEL_TIER = /^i[3579]$/;

/** Brand is required evidence: named by the title or the brand field, or by a line word only that brand uses. */
function brand(p: Profile, l: Listing, index: TitleIndex, e: Evidence): void {
  if (!p.brand) return;
  const category = p.product.category;
  // A brand name that is also a word of the product's own line (`Ultra` of Intel's Core Ultra, of
  // SanDisk's Ultra) is that word here, not a second maker.
  const ownWords = index.vocabulary.get(`${p.brand}|${category}`);
  const ownWord = (b: string) => b !== p.brand && b.split(' ').every((w) => ownWords?.has(w) || p.soft.has(w) || p.brand!.split(' ').includes(w));
  const makers = l.brands.filter((b) => (!CHIP_BRANDS.has(b) || CHIP_BRANDS.has(p.brand!)) && !ownWord(b));
  const others = [...makers.filter((b) => b !== p.brand), ...l.foreignBrands];
  if (makers.includes(p.brand) && others.length) return void conflict(e, `brand: listing names ${[p.brand, ...others].join(' and ')}`);
  if (makers.includes(p.brand)) return void agree(e, `brand ${p.brand}`);
  if (makers.length) return void conflict(e, `brand: listing names ${makers.join('/')}, product is ${p.brand}`);
  if (l.foreignBrands.length) return void conflict(e, `brand: listing names ${l.foreignBrands.join('/')}, product is ${p.brand}`);
  const lineBrands = new Map<string, string>();
  for (const [i, t] of l.facts.tokens.entries()) {
    // A counted word (`8-Core`, `6 heatpipes`) is no line word.
    if (COUNTED.has(t) && /^\d+$/.test(l.facts.tokens[i - 1] ?? '')) continue;
    const b = index.lines.get(`${category}|${t}`) ?? (category === 'CPU' && INTEL_TIER.test(t) ? 'intel' : undefined);
    if (b && !lineBrands.has(b)) lineBrands.set(b, t);
  }
  if (lineBrands.has(p.brand) && lineBrands.size === 1) return void agree(e, `brand ${p.brand} (by its line "${lineBrands.get(p.brand)}")`);
  if (lineBrands.size) return void conflict(e, `brand: the listing's line words belong to ${[...lineBrands.keys()].join('/')}`);
  gap(e, `brand: the listing names no brand (product is ${p.brand})`);
}

/** A model year the listing states must be the product's; a product of unknown year cannot confirm it. */
function year(p: Profile, l: Listing, e: Evidence): void {
  if (p.year !== null) stated(e, 'model year', l.facts.years, p.year);
  else if (l.facts.years.length && YEAR_CATEGORIES.has(p.product.category)) conflict(e, `model year: listing ${l.facts.years.join('/')}, product unknown`);
}

/**
 * A drive's or card's revision the listing states must be the product's (`FireCuda 520 Rev
 * 2.0` is another drive than the first one). A board's PCB revision is the same product to a
 * buyer, and the catalog files boards without it.
 */
function revision(p: Profile, l: Listing, e: Evidence): void {
  if (p.product.category !== 'MOTHERBOARD' && l.facts.revisions.length > 0) {
    if (p.revision === null) conflict(e, `revision: listing rev ${l.facts.revisions.join('/')}, product has none`);
    else stated(e, 'revision', l.facts.revisions, p.revision);
  }
  // A case's glass tint the catalog names must be the one the listing names.
  if (p.tint !== null) stated(e, 'glass tint', l.facts.tints, p.tint);
}

function otherMpn(p: Profile, l: Listing, e: Evidence): void {
  if (l.mpnsInTitle.has(p.product.id)) agree(e, `MPN ${p.product.mpn} in the title`);
  else if (l.mpnsInTitle.size) conflict(e, 'the title carries the MPN of another product');
}

/** Every piece of evidence about `p` behind `l`; `identified` when a GTIN or MPN names `p`. */
export function weigh(p: Profile, l: Listing, index: TitleIndex, identified = false): Evidence {
  const e: Evidence = { agreed: [], conflicts: [], gaps: [] };
  brand(p, l, index, e);
  if (l.category && l.category !== p.product.category) conflict(e, `category: listing ${l.category}, product ${p.product.category}`);
  CHECKS[p.product.category](p, l, e);
  colors(p, l, e);
  year(p, l, e);
  revision(p, l, e);
  editions(p, l, index, e, identified);
  otherMpn(p, l, e);
  return e;
}

/**
 * Key words of `p` the listing does not carry, as often as the model repeats them (`A520M-A`
 * needs two `a`); a PSU's wattage may stand as `750W`.
 */
export function missingKeys(p: Profile, facts: TitleFacts, tokenCounts: ReadonlyMap<string, number>): string[] {
  const missing: string[] = [];
  for (const [k, times] of p.keyCounts) {
    const have = tokenCounts.get(k) ?? 0;
    if (have >= times) continue;
    if (have === 0 && k === 'wifi' && facts.wifi === true) continue;
    if (have === 0 && /^\d+$/.test(k) && facts.watts.includes(Number(k))) continue;
    missing.push(k);
  }
  return missing;
}
