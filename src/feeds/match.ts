import type { Category, Product } from '../catalog/types.js';
import { analyze, COLOR_WORDS, fold, inferCategory, type TitleFacts } from './normalize.js';
import type { FeedRow } from './row.js';

/**
 * Matches a store listing to one canonical product, in order of confidence:
 *   1. GTIN/EAN — authoritative;
 *   2. MPN — trusted unless the title clearly names another product;
 *   3. the product's model signature inside the normalised title.
 *
 * The title path requires every *key* token of a product's model (its model number and
 * line words: `tuf`, `ventus`, `990`, `pro`, `heatsink`, `wifi`) and lets shops drop the
 * *soft* ones (`GeForce`, `OC Edition`, `GDDR6`, `80+ Gold`, `(2024)`). Attributes the
 * title states must agree with the product's specs: capacity (`990 PRO 1TB` is not the
 * 2TB), memory kit, speed and CL, PSU wattage and efficiency, colour, DDR generation,
 * socket, board form factor, Wi-Fi. A variant word the product does not have
 * (`Redux`, `RGB`, `Plus`, `II`) rules it out. When several products fit, the most
 * specific wins only if it contains all the others (`7600X` over `7600`, `B650-PLUS
 * WIFI` over `B650-PLUS`); otherwise the listing is ambiguous. Ambiguous and unmatched
 * listings go to review; they never become offers silently.
 */

export type MatchMethod = 'gtin' | 'mpn' | 'title';

export type MatchResult =
  | { kind: 'matched'; productId: number; method: MatchMethod; confidence: number }
  | { kind: 'ambiguous'; candidates: number[]; reason: string }
  | { kind: 'unmatched'; reason: string };

/** What the matcher reads from a listing: a feed row or any object with the same fields. */
export type MatchInput = Pick<FeedRow, 'title'> & Partial<Pick<FeedRow, 'mpn' | 'ean' | 'gtin' | 'category' | 'brand'>>;

export interface Matcher {
  match(row: MatchInput): MatchResult;
}

export const compactCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Words a shop may drop from a model name, by category (folded, after normalisation). */
const SOFT: Record<Category, ReadonlySet<string>> = {
  GPU: new Set(['geforce', 'radeon', 'nvidia', 'amd', 'intel', 'rtx', 'gtx', 'rx', 'oc', 'edition', 'gddr6', 'gddr6x', 'gddr7', 'lhr', 'core', 'speedster', 'vaporx', 'graphics', 'card']),
  MOTHERBOARD: new Set(['amd', 'intel', 'motherboard', 'socket', 'mag', 'mpg', 'meg']),
  CPU: new Set(['core', 'gold', 'box', 'amd', 'intel', 'desktop']),
  RAM: new Set(['ddr4', 'ddr5', 'memory', 'ram', 'kit', 'desktop', 'dimm', 'udimm', 'xmp', 'expo']),
  STORAGE: new Set(['ssd', 'hdd', 'nvme', 'm2', 'pcie3', 'pcie4', 'pcie5', 'sata', 'internal', '2.5', '3.5']),
  PSU: new Set(['bronze', 'gold', 'platinum', 'titanium', 'atx', '3.0', '3.1', 'pcie5', '80plus', 'full', 'fully', 'semi', 'non', 'modular', 'mag', 'mpg', 'meg']),
  CASE: new Set(['masterbox']),
  COOLING: new Set(['icue', 'cpu', 'cooler', 'mag']),
};

/**
 * Words that are soft only when the model keeps another line word of three or more letters
 * (`TUF Gaming` → `tuf` carries the line; Gigabyte's `GAMING OC` has nothing else, so
 * `gaming` stays key), or — for storage colours — a model code (`WD Black SN850X`).
 */
const SOFT_IF_LINE: Partial<Record<Category, ReadonlySet<string>>> = {
  GPU: new Set(['gaming']),
  MOTHERBOARD: new Set(['gaming']),
  COOLING: new Set(['gaming']),
  PSU: new Set(['gaming']),
};
const SOFT_IF_CODE: Partial<Record<Category, ReadonlySet<string>>> = {
  STORAGE: new Set(['black', 'blue', 'red']),
};

/** Variant words: a title carrying one the product lacks names another product. */
const GUARD: Record<Category, ReadonlySet<string>> = {
  CPU: new Set(['pro', 'tray']),
  GPU: new Set(['plus', 'slim', 'trio', 'evo', 'ultra', 'elite', 'max', 'mini', 'lite', 'pro', 'sff', 'ice']),
  MOTHERBOARD: new Set(['pro', 'plus', 'max', 'ultra', 'mini', 'elite', 'lite', 'evo', 'ii', 'iii', 'ax', 'ac', 'ice', 'white']),
  RAM: new Set(['rgb', 'argb', 'pro', 'neo', 'elite', 'lite', 'plus']),
  STORAGE: new Set(['pro', 'plus', 'evo', 'heatsink', 'max', 'elite', 'lite', 'ultra', 'white']),
  PSU: new Set(['shift', 'pro', 'max', 'ultra', 'elite', 'lite', 'white']),
  CASE: new Set(['xl', 'mini', 'compact', 'pro', 'ultra', 'max', 'elite', 'evo', 'lite', 'plus', 'airflow', 'mesh', 'digital', 'rgb', 'flow', 'vision', 'base']),
  COOLING: new Set(['rgb', 'argb', 'pro', 'plus', 'digital', 'redux', 'elite', 'lite', 'max', 'xl', 'mini', 'duo', 'link', 'performance']),
};

/**
 * Listings that are not one new component: complete PCs, laptops, bundles, used parts.
 * They name real parts (`PC Gaming Ryzen 5 7600 / RTX 4060`) but are never their offer.
 */
const NOT_A_COMPONENT =
  /\b(?:laptop|notebook|pc gaming|gaming pc|desktop pc|kompjuter|kompjuteri|bundle|paket|combo|e perdorur|i perdorur|te perdorura|perdorur|used|refurbished|rinovuar|second hand)\b/;

const COLOR_CATEGORIES = new Set<Category>(['GPU', 'RAM', 'CASE', 'COOLING']);
/** Chip makers named in partner-card and board titles; they say nothing about the card's brand. */
const CHIP_BRANDS = new Set(['amd', 'intel', 'nvidia']);

interface Profile {
  product: Product;
  keys: string[];
  keySet: Set<string>;
  soft: Set<string>;
  brand: string | null;
  /** Colours the product comes in; null when the category has no colour variants. */
  colors: Set<string> | null;
  /** The model name states a colour (`… White`, `… Black`), i.e. it is one of several. */
  namedColor: boolean;
  compactMpn: string | null;
}

const isYear = (t: string) => /^20[12]\d$/.test(t);
const isLineWord = (t: string) => /^[a-z]{3,}$/.test(t);
const isCode = (t: string) => /\d/.test(t) && t.length >= 3;

function brandKeyOf(brand: string): string {
  return analyze(brand).tokens.join(' ');
}

function productColors(product: Product, facts: TitleFacts): Set<string> | null {
  if (!COLOR_CATEGORIES.has(product.category)) return null;
  if (product.category === 'GPU') return new Set([facts.colors.has('white') ? 'white' : 'black']);
  const raw = (product.specs as { color?: string }).color ?? '';
  const colors = new Set<string>();
  for (const word of fold(raw).split(/[^a-z]+/).filter(Boolean)) colors.add(COLOR_WORDS.get(word) ?? word);
  return colors.size ? colors : null;
}

function profile(product: Product): Profile | null {
  const category = product.category;
  let text = product.model ?? product.name;
  if (!product.model && product.brand && fold(text).startsWith(fold(product.brand))) text = text.slice(product.brand.length);
  const softText = [...text.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]).join(' ');
  const facts = analyze(text, category);
  const inParens = new Set(analyze(softText, category).tokens);
  const colors = productColors(product, facts);
  const keys: string[] = [];
  const soft = new Set<string>();
  for (const token of facts.tokens) {
    if (colors && COLOR_WORDS.has(token)) continue;
    if (SOFT[category].has(token) || isYear(token) || /^wifi\d/.test(token) || inParens.has(token)) soft.add(token);
    else if (!keys.includes(token)) keys.push(token);
  }
  const lineWords = SOFT_IF_LINE[category];
  if (lineWords) {
    const rest = keys.filter((k) => !lineWords.has(k));
    if (rest.some((k) => isLineWord(k) && !lineWords.has(k))) for (const k of keys.filter((k) => lineWords.has(k))) soft.add(k);
  }
  const codeWords = SOFT_IF_CODE[category];
  if (codeWords && keys.some(isCode)) for (const k of keys.filter((k) => codeWords.has(k))) soft.add(k);
  let finalKeys = keys.filter((k) => !soft.has(k));
  if (finalKeys.length === 0) finalKeys = facts.tokens.filter((t) => !COLOR_WORDS.has(t) && !isYear(t));
  if (finalKeys.length === 0) return null;
  return {
    product,
    keys: finalKeys,
    keySet: new Set(finalKeys),
    soft,
    brand: product.brand ? brandKeyOf(product.brand) : null,
    colors,
    namedColor: facts.colors.size > 0,
    compactMpn: product.mpn ? compactCode(product.mpn) : null,
  };
}

/** Does `tokens` contain the (possibly multi-word) brand key? */
function hasPhrase(tokens: string[], phrase: string): boolean {
  const words = phrase.split(' ');
  for (let i = 0; i + words.length <= tokens.length; i++) {
    if (words.every((w, k) => tokens[i + k] === w)) return true;
  }
  return false;
}

const EFFICIENCY: Record<string, string> = { '80+ bronze': 'bronze', '80+ gold': 'gold', '80+ platinum': 'platinum', '80+ titanium': 'titanium' };

/** A title's attribute set holding a spec value; a spec the catalog does not state (null) never agrees. */
const stated = (set: ReadonlySet<string>, value: string | null) => value !== null && set.has(value);

/** Do the attributes the title states agree with the product's specs? */
function attributesAgree(p: Product, t: TitleFacts): boolean {
  switch (p.category) {
    case 'STORAGE': {
      const s = (p as Product<'STORAGE'>).specs;
      const capacity = s.capacityGb ?? NaN;
      if (t.capacitiesGb.length && !t.capacitiesGb.some((c) => Math.abs(c - capacity) / capacity <= 0.06)) return false;
      if (t.storageKinds.has('hdd') && s.type !== 'HDD') return false;
      if ((t.storageKinds.has('ssd') || t.storageKinds.has('nvme')) && s.type === 'HDD') return false;
      if (t.storageKinds.has('nvme') && s.type !== 'NVMe') return false;
      if (t.storageKinds.has('sata') && t.storageKinds.has('ssd') && s.type === 'NVMe') return false;
      return true;
    }
    case 'RAM': {
      const s = (p as Product<'RAM'>).specs;
      if (t.kit && (t.kit.modules !== s.modules || t.kit.moduleGb !== s.moduleGb)) return false;
      if (!t.kit && t.capacitiesGb.length && Math.max(...t.capacitiesGb) !== s.capacityGb) return false;
      if (t.speedsMts.length && !t.speedsMts.includes(s.speedMts ?? NaN)) return false;
      if (t.casLatencies.length && !t.casLatencies.includes(s.casLatency ?? NaN)) return false;
      if (t.memoryTypes.size && !stated(t.memoryTypes, s.type)) return false;
      return true;
    }
    case 'GPU': {
      const s = (p as Product<'GPU'>).specs;
      return !t.capacitiesGb.length || t.capacitiesGb.includes(s.vramGb ?? NaN);
    }
    case 'PSU': {
      const s = (p as Product<'PSU'>).specs;
      if (t.watts.length && !t.watts.includes(s.wattage ?? NaN)) return false;
      const efficiency = EFFICIENCY[fold(s.efficiency ?? '')];
      if (t.efficiencies.size && efficiency && !t.efficiencies.has(efficiency)) return false;
      return true;
    }
    case 'MOTHERBOARD': {
      const s = (p as Product<'MOTHERBOARD'>).specs;
      if (t.memoryTypes.size && !stated(t.memoryTypes, s.memoryType)) return false;
      if (t.sockets.size && !stated(t.sockets, s.socket)) return false;
      if (t.boardForms.size && !stated(t.boardForms, s.formFactor)) return false;
      if (t.wifi && !s.wifi) return false;
      return true;
    }
    case 'CPU': {
      const s = (p as Product<'CPU'>).specs;
      return !t.sockets.size || stated(t.sockets, s.socket);
    }
    default:
      return true;
  }
}

function colorsAgree(profile: Profile, t: TitleFacts): boolean {
  if (!profile.colors) return true;
  if (t.colors.size) return [...t.colors].some((c) => profile.colors!.has(c));
  // A title without a colour names the plain or the black variant, never `… White`.
  return !profile.namedColor || profile.colors.has('black');
}

const sameKeys = (a: Profile, b: Profile) => a.keys.length === b.keys.length && a.keys.every((k) => b.keySet.has(k));
const strictSubset = (a: Set<string>, b: Set<string>) => a.size < b.size && [...a].every((k) => b.has(k));

export function createMatcher(products: readonly Product[]): Matcher {
  const byGtin = new Map<string, number[]>();
  const byMpn = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, key: string, id: number) => {
    const list = map.get(key);
    if (list) list.push(id);
    else map.set(key, [id]);
  };
  const byId = new Map<number, Product>();
  for (const p of products) {
    byId.set(p.id, p);
    if (p.ean) add(byGtin, p.ean.replace(/^0+/, ''), p.id);
    if (p.mpn) add(byMpn, compactCode(p.mpn), p.id);
  }
  const profileCache = new Map<number, Profile | null>();
  const profileOf = (p: Product): Profile | null => {
    let prof = profileCache.get(p.id);
    if (prof === undefined) {
      prof = profile(p);
      profileCache.set(p.id, prof);
    }
    return prof;
  };

  // The title index is built on first use: feeds that carry GTINs or MPNs never pay for it.
  let index: {
    byAnchor: Map<string, Profile[]>;
    brands: Set<string>;
    mpnByPrefix: Map<string, Profile[]>;
  } | null = null;
  const titleIndex = () => {
    if (index) return index;
    const profiles: Profile[] = [];
    const frequency = new Map<string, number>();
    const brands = new Set<string>();
    for (const p of products) {
      const prof = profileOf(p);
      if (!prof) continue;
      profiles.push(prof);
      for (const k of prof.keys) frequency.set(k, (frequency.get(k) ?? 0) + 1);
      if (prof.brand) brands.add(prof.brand);
    }
    const byAnchor = new Map<string, Profile[]>();
    const mpnByPrefix = new Map<string, Profile[]>();
    for (const prof of profiles) {
      const anchor = prof.keys.reduce((best, k) => ((frequency.get(k) ?? 0) < (frequency.get(best) ?? 0) ? k : best));
      const list = byAnchor.get(anchor) ?? [];
      list.push(prof);
      byAnchor.set(anchor, list);
      const mpn = prof.compactMpn;
      if (mpn && mpn.length >= 5 && /\d/.test(mpn) && /[A-Z]/.test(mpn) && !compactCode(prof.product.name).includes(mpn)) {
        const key = mpn.slice(0, 4);
        const at = mpnByPrefix.get(key) ?? [];
        at.push(prof);
        mpnByPrefix.set(key, at);
      }
    }
    index = { byAnchor, brands, mpnByPrefix };
    return index;
  };

  /**
   * Catalog MPNs written inside the title as a whole code (`… (CMK32GX5M2B6000C30)`),
   * longest first. MPNs that merely repeat the model name (`NH-D15`) are left to the title
   * path, which knows that `NH-D15S` is not `NH-D15`.
   */
  const mpnsInTitle = (title: string): Profile[] => {
    const { mpnByPrefix } = titleIndex();
    const upper = title.toUpperCase();
    let compact = '';
    const origin: number[] = [];
    for (let i = 0; i < upper.length; i++) {
      if (/[A-Z0-9]/.test(upper[i])) {
        compact += upper[i];
        origin.push(i);
      }
    }
    const found: Profile[] = [];
    for (let i = 0; i + 4 <= compact.length; i++) {
      if (i > 0 && origin[i] === origin[i - 1] + 1) continue;
      for (const prof of mpnByPrefix.get(compact.slice(i, i + 4)) ?? []) {
        const mpn = prof.compactMpn;
        if (!mpn || !compact.startsWith(mpn, i)) continue;
        const end = i + mpn.length;
        if (end < compact.length && origin[end] === origin[end - 1] + 1) continue;
        if (!found.includes(prof)) found.push(prof);
      }
    }
    return found.sort((a, b) => b.compactMpn!.length - a.compactMpn!.length);
  };

  const unique = (ids: number[] | undefined, method: MatchMethod, confidence: number): MatchResult | null => {
    if (!ids || ids.length === 0) return null;
    if (ids.length > 1) return { kind: 'ambiguous', candidates: [...ids].sort((a, b) => a - b), reason: `${method} is shared by several products` };
    return { kind: 'matched', productId: ids[0], method, confidence };
  };

  const byTitle = (row: MatchInput): MatchResult => {
    const { byAnchor, brands } = titleIndex();
    if (NOT_A_COMPONENT.test(fold(row.title))) {
      return { kind: 'unmatched', reason: 'the listing is not a single new component (PC, laptop, bundle or used part)' };
    }
    const category = row.category ?? inferCategory(row.title);
    const facts = analyze(row.title, category);
    const tokens = facts.tokens;
    if (row.brand) tokens.push(...analyze(row.brand).tokens);

    const seen = new Set<Profile>();
    const candidates: Profile[] = [];
    // Brands the title names. AMD, Intel and NVIDIA name the chip on cards, boards and
    // memory (`AMD EXPO`), so they only count for processors.
    const named = [...brands].filter((b) => hasPhrase(tokens, b));
    const partnerBrands = named.filter((b) => !CHIP_BRANDS.has(b));
    const titleBrands = (c: Category) => (c === 'CPU' ? named : partnerBrands);
    const tokenSet = new Set(tokens);
    for (const token of tokenSet) {
      for (const prof of byAnchor.get(token) ?? []) {
        if (seen.has(prof)) continue;
        seen.add(prof);
        const p = prof.product;
        if (category && p.category !== category) continue;
        if (!prof.keys.every((k) => tokenSet.has(k))) continue;
        const brands = titleBrands(p.category);
        if (brands.length && (!prof.brand || !brands.includes(prof.brand))) continue;
        if (!attributesAgree(p, facts) || !colorsAgree(prof, facts)) continue;
        const guard = GUARD[p.category];
        if (tokens.some((t) => guard.has(t) && !prof.keySet.has(t) && !prof.soft.has(t))) continue;
        candidates.push(prof);
      }
    }

    if (candidates.length === 0) {
      const viaMpn = mpnsInTitle(row.title).find((prof) => !category || prof.product.category === category);
      if (viaMpn) return { kind: 'matched', productId: viaMpn.product.id, method: 'mpn', confidence: 0.93 };
      return { kind: 'unmatched', reason: 'no product matches the GTIN, MPN or title' };
    }

    // The most specific products: those whose matched words no other candidate's contain.
    const matched = new Map(candidates.map((p) => [p, new Set([...p.keys, ...[...p.soft].filter((s) => tokenSet.has(s))])]));
    let best = candidates.filter((a) => !candidates.some((b) => b !== a && strictSubset(matched.get(a)!, matched.get(b)!)));
    let tieBroken = false;
    if (best.length > 1 && best.every((b) => sameKeys(b, best[0]))) {
      const softScore = (p: Profile) => [...p.soft].filter((s) => tokenSet.has(s)).length;
      const top = Math.max(...best.map(softScore));
      best = best.filter((p) => softScore(p) === top);
      if (best.length > 1 && facts.colors.size === 0) {
        const plain = best.filter((p) => !p.namedColor);
        const black = best.filter((p) => p.colors?.has('black'));
        if (plain.length >= 1) best = plain;
        else if (black.length >= 1) best = black;
      }
      tieBroken = true;
    }
    if (best.length > 1) {
      const inTitle = mpnsInTitle(row.title).filter((prof) => best.includes(prof));
      if (inTitle.length >= 1 && (inTitle.length === 1 || inTitle[0].compactMpn!.length > inTitle[1].compactMpn!.length)) {
        return { kind: 'matched', productId: inTitle[0].product.id, method: 'mpn', confidence: 0.93 };
      }
      return {
        kind: 'ambiguous',
        candidates: best.map((p) => p.product.id).sort((a, b) => a - b),
        reason: 'title fits several products',
      };
    }
    const winner = best[0];
    const brandSeen = winner.brand !== null && hasPhrase(tokens, winner.brand);
    const confidence = 0.8 + (brandSeen ? 0.1 : 0) - (tieBroken ? 0.05 : 0);
    return { kind: 'matched', productId: winner.product.id, method: 'title', confidence: Math.round(confidence * 100) / 100 };
  };

  return {
    match(row) {
      const gtin = row.gtin ?? row.ean;
      const byGtinResult = gtin ? unique(byGtin.get(gtin.replace(/^0+/, '')), 'gtin', 1) : null;
      if (byGtinResult) return byGtinResult;
      const byMpnResult = row.mpn ? unique(byMpn.get(compactCode(row.mpn)), 'mpn', 0.97) : null;
      if (byMpnResult?.kind === 'matched') {
        // A title that spells the MPN's own product confirms it without consulting the rest
        // of the catalog; otherwise a title that clearly names another product means the
        // shop typed a wrong MPN.
        const prof = profileOf(byId.get(byMpnResult.productId)!);
        if (prof) {
          const tokens = new Set(analyze(row.title, row.category ?? prof.product.category).tokens);
          if (prof.keys.every((k) => tokens.has(k))) return byMpnResult;
        }
        const check = byTitle(row);
        if (check.kind === 'matched' && check.productId !== byMpnResult.productId && check.method === 'title') {
          return {
            kind: 'ambiguous',
            candidates: [byMpnResult.productId, check.productId].sort((a, b) => a - b),
            reason: `mpn ${row.mpn} names product ${byMpnResult.productId} but the title names product ${check.productId}`,
          };
        }
        return byMpnResult;
      }
      if (byMpnResult) return byMpnResult;
      return byTitle(row);
    },
  };
}
