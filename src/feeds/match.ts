import { readMemoryCode } from '../catalog/memory-codes.js';
import type { Category, Product } from '../catalog/types.js';
import { brandOfField, brandsNamed, indexCatalog, modelMarks, normalizeGtin, type CatalogIndex, type TitleIndex } from './catalog-index.js';
import { detectCondition, type ConditionCode } from './condition.js';
import { decide, titleConfidence, type Fit } from './decide.js';
import { missingKeys, onlyColourUnsaid, weigh } from './evidence.js';
import type { Evidence, Listing } from './listing.js';
import { analyze } from './facts.js';
import { fold, inferCategory, preClean, tidyTitle, tokenize } from './normalize.js';
import { CHIP_BRANDS, COLOR_WORDS } from './vocabulary.js';
import { compactCode, counts, qualifiers, type Profile } from './profile.js';
import type { FeedRow } from './row.js';

/**
 * Matches a store listing to one canonical product, or says why not:
 *   0. condition — used, refurbished, open-box and bundled listings, and things that are
 *      not one component, never match (`condition.ts`);
 *   1. GTIN/EAN, then MPN — identifiers, accepted unless the title states an attribute
 *      that conflicts with the product they name;
 *   2. the title — every key word of a product's model must be there, and every
 *      variant-defining attribute the title states must agree (`evidence.ts`); among the
 *      products that fit, the most specific wins or the listing is ambiguous (`decide.ts`).
 * Every result carries its evidence; ambiguous and unmatched listings go to review and
 * never become offers silently.
 */

export type MatchMethod = 'gtin' | 'mpn' | 'title';
export type ReviewCode = ConditionCode | 'ambiguous' | 'conflict' | 'identifier_conflict' | 'no_match';

export type MatchResult =
  | { kind: 'matched'; productId: number; method: MatchMethod; confidence: number; evidence: Evidence }
  | { kind: 'ambiguous'; code: ReviewCode; candidates: number[]; reason: string }
  | { kind: 'unmatched'; code: ReviewCode; reason: string; candidates: number[] };

/** What the matcher reads from a listing: a feed row or any object with the same fields. */
export type MatchInput = Pick<FeedRow, 'title'> & Partial<Pick<FeedRow, 'mpn' | 'ean' | 'gtin' | 'category' | 'brand' | 'condition'>>;

export interface Matcher {
  match(row: MatchInput): MatchResult;
  /** Every product a listing's title fits with nothing against it, before the decision between them. */
  fitting(row: MatchInput): number[];
  /** Does the work the first title match would do, pausing (yielding) between steps. */
  prepare(): Generator<void>;
}

/** Brand fields that say nothing (`Generic`, `N/A`, `pa brend`). */
const NO_BRAND = /^(?:|-+|n\/?a|none|generic|other|others|unknown|pa brend|tjeter|no brand|noname|no name)$/;

const COLOUR_NAMES = [...COLOR_WORDS.keys()];

/** The word a title cut short with an ellipsis ends with, when the cut falls inside it (`… RTX 4070 SUP…`). */
const CUT_WORD = /(?:^|[\s(/-])([A-Za-z0-9]+)(?:…|\.{3})\s*$/;
/**
 * The word a title ends with, read as cut when it only starts a word (`… VENTUS 2X BL`, `… DDR4
 * 3200M`). Other words led by a number or ending in one are whole (`GDDR 6X`, `C36`, `RTX 40`).
 */
const LAST_WORD = /(?:^|[\s(/-])([A-Za-z](?:[A-Za-z0-9]*[A-Za-z])?|\d+M)$/i;
/** Shops cut titles at a fixed length; a short title ending in a word's start was written so. */
const CUT_LENGTH = 40;

const PARENTHESISED_CODE = /\(\s*([A-Za-z0-9]+(?:[-/.][A-Za-z0-9]+)+|[A-Za-z]{2,}\d{3,}[A-Za-z]*)\s*\)/g;

function readListing(row: MatchInput, titles: TitleIndex, mpnIds: CatalogIndex['mpnIds'], codesAcrossWords = true): Listing {
  const category = row.category ?? inferCategory(row.title);
  const found = mpnsInTitle(row.title, titles, mpnIds, codesAcrossWords);
  // The words of a part number written in the title say nothing more than the part number.
  let text = row.title;
  for (const [start, end] of found.spans) text = `${text.slice(0, start)}${' '.repeat(end - start)}${text.slice(end)}`;
  // A part number in parentheses the catalog does not know (`(MZ-77Q1T0BW)`, `(CC-H52FW-01)`, `(EG0850G)`)
  // is the shop's reference, not words of the model; one it knows stays evidence.
  // A code whose every word is a model's key word (`(ROG-THOR-1000P2)`) is the model's name, written as a code.
  const spellsModel = (code: string) => {
    const ws = analyze(code).tokens;
    return ws.length > 1 && ws.every((w) => titles.isKey(w));
  };
  const shopCodes: string[] = [];
  text = text.replace(PARENTHESISED_CODE, (all: string, code: string) => {
    if (!/\d/.test(code) || !/[a-z]/i.test(code) || compactCode(code).length < 6 || mpnIds(compactCode(code)) || spellsModel(code)) return all;
    shopCodes.push(code);
    return ' '.repeat(all.length);
  });
  const facts = analyze(text, category);
  // A memory code still counts its modules (`(HX316C10F/8)` is one module of 8 GB).
  facts.moduleCount ??= shopCodes.map((code) => readMemoryCode(code)?.modules).find((n) => n !== undefined) ?? null;
  const brands = brandsNamed(facts.tokens, titles);
  const ws = facts.tokens;
  const foreignBrands = titles.foreignBrands.filter((f) => ws.some((_, i) => f.every((w, k) => ws[i + k] === w))).map((f) => f.join(' '));
  if (row.brand && !NO_BRAND.test(fold(row.brand).trim())) {
    const fromField = brandOfField(row.brand, category, titles);
    if (fromField && !brands.includes(fromField)) brands.push(fromField);
    if (!fromField) foreignBrands.push(fold(row.brand).trim());
  }
  let headWords: string[] | undefined;
  const headTokens = () => (headWords ??= headOf(text, category, titles));
  let head: Set<string> | undefined;
  let marks: string[] | undefined;
  let headMarks: string[] | undefined;
  return {
    facts,
    tokenCounts: counts(facts.tokens),
    category,
    brands,
    foreignBrands,
    cut: cutInHeadOf(row.title, titles),
    mpnsInTitle: found.ids,
    codeAcrossWords: found.acrossWords,
    // Read when a check needs it: most listings are settled by their part number.
    get head() {
      return (head ??= new Set(headTokens()));
    },
    get marks() {
      return (marks ??= modelMarks(facts.tokens));
    },
    get headMarks() {
      return (headMarks ??= modelMarks(headTokens()));
    },
  };
}

/** Where a title's description starts: a separator. Parentheses are none: they hold the kit, the year or the part number. */
const SEPARATOR = /[,;|–—]|\s-\s/;

/** A category noun after the model also ends the head (`… Mid-Tower Case`, `… CPU Cooler, …`). */
const CATEGORY_NOUN =
  /\b(?:gaming\s+)?(?:graphics card|video card|grafikkarte|(?:desktop\s+)?memory|mid[\s-]?tower|full[\s-]?tower|micro[\s-]?tower|case|chassis|cpu cooler|air cooler|liquid cooler|cooler|power supply|psu|motherboard|mainboard|solid state drive|hard drive|processor)\b/i;

/**
 * The word a title is cut short at, when the cut falls where the title still names the model
 * (`… RTX 4070 SUP…`, `… DDR4 3200M…`): what it leaves unsaid may be what was cut off. A title
 * cut in its description (`…, PCIe 4.0, 2x…`) has named its model whole.
 */
function cutInHeadOf(title: string, titles: TitleIndex): string | null {
  const last = title.length >= CUT_LENGTH ? LAST_WORD.exec(title) : null;
  const m = CUT_WORD.exec(title) ?? (last && titles.startsAWord(fold(last[1])) ? last : null);
  if (!m) return null;
  const word = fold(m[1]);
  // A description cut inside a colour (`…, e bard…`) leaves the colour unsaid too.
  const inColour = word.length >= 3 && COLOUR_NAMES.some((c) => c.length > word.length && c.startsWith(word));
  return m.index <= headEnd(title) || inColour ? word : null;
}

/**
 * A title written as a web address's slug (`be-quiet!-Pure-Power-12-M-750W`): no space, words
 * joined by hyphens. Its hyphens are spaces; read as written, `-750W` would be a code's number
 * and `12-M` no model name. A part number alone (`CC-Phantom-Black-01-A`) is read as one first.
 */
const isSlug = (title: string) => !/\s/.test(title.trim()) && title.split('-').filter((w) => /^[^a-z0-9]*[a-z]{3,}[^a-z0-9]*$/i.test(w)).length >= 2 && (title.match(/-/g)?.length ?? 0) >= 3;

/** A slug's words, its hyphens made spaces; `A-RGB` and `D-RGB` are one word written with one. */
const unslug = (title: string) => title.replace(/\b([ad])-rgb\b/gi, '$1rgb').replace(/-+/g, ' ');

/** Where a title's head ends: at a separator, or a category noun after the first three words. */
function headEnd(text: string): number {
  const firstWords = text.split(/\s+/).slice(0, 3).join(' ').length;
  const noun = CATEGORY_NOUN.exec(text.slice(firstWords));
  const separator = SEPARATOR.exec(text);
  return Math.min(separator ? separator.index : text.length, noun ? firstWords + noun.index : text.length);
}

/**
 * The head's words: from the first brand word on (shop prefixes are no model words), up to a
 * separator or a category noun after the first three words (shops put the noun in front too).
 */
function headOf(text: string, category: Category | null, titles: TitleIndex): string[] {
  const tokens = analyze(text.slice(0, headEnd(text)), category).tokens;
  // A chip's maker (`PULSE AMD Radeon …`, `Flare X5 … AMD EXPO`) names the chip, not the product's maker.
  const brandAt = tokens.findIndex((t, i) => !CHIP_BRANDS.has(t) && titles.brandsByFirstWord.get(t)?.some((words) => words.every((w, k) => tokens[i + k] === w)));
  return brandAt > 0 ? tokens.slice(brandAt) : tokens;
}

/**
 * Catalog MPNs written inside the title as a whole code (`… (CMK32GX5M2B6000C30)`).
 * MPNs that merely repeat the model name (`NH-D15`) are left to the title words, which
 * know that `NH-D15S` is not `NH-D15`.
 */
function mpnsInTitle(title: string, titles: TitleIndex, mpnIds: CatalogIndex['mpnIds'], acrossWords: boolean): { ids: Set<number>; spans: [number, number][]; acrossWords: boolean } {
  const upper = title.toUpperCase();
  let compact = '';
  const origin: number[] = [];
  for (let i = 0; i < upper.length; i++) {
    if (/[A-Z0-9]/.test(upper[i])) {
      compact += upper[i];
      origin.push(i);
    }
  }
  const found: { profile: Profile; code: string; at: number; span: [number, number] }[] = [];
  for (let i = 0; i + 4 <= compact.length; i++) {
    if (i > 0 && origin[i] === origin[i - 1] + 1) continue;
    for (const { profile, code } of titles.mpnByPrefix.get(compact.slice(i, i + 4)) ?? []) {
      if (!compact.startsWith(code, i)) continue;
      const end = i + code.length;
      if (end < compact.length && origin[end] === origin[end - 1] + 1) continue;
      const span: [number, number] = [origin[i], origin[end - 1] + 1];
      if (!acrossWords && /\s/.test(title.slice(...span))) continue;
      found.push({ profile, code, at: i, span });
    }
  }
  // A longer MPN found at the same place hides the shorter one it contains; so does another
  // product's longer MPN the title spells on from there, even one that reads like a name
  // (`GB-C301GW TYPE-C V2` is not the `GB-C301GW`).
  const spellsLonger = (start: number, code: string, id: number) => {
    for (let end = start + code.length + 1; end <= compact.length; end++) {
      if (end < compact.length && origin[end] === origin[end - 1] + 1) continue;
      if (mpnIds(compact.slice(start, end))?.some((other) => other !== id)) return true;
    }
    return false;
  };
  // Another maker's code spelled by a title that names a maker of ours, and neither that maker
  // nor a word of its product, is a coincidence of letters (`Seasonic PRIME TX-1000` spells
  // ARESGAME's `TX1000`; `XPG Lancer … AX5U6000C3016G-DCLARWH` names the Lancer).
  // Read as tokens, as brand keys and model keys are (`inno 3d`, `650m`).
  const titleTokens = found.length ? tokenize(preClean(fold(title))) : [];
  const named = brandsNamed(titleTokens, titles);
  const plausible = (p: Profile) =>
    named.length === 0 || (p.brand !== null && named.includes(p.brand)) || named.every((b) => CHIP_BRANDS.has(b)) || p.keys.some((k) => /^[a-z]{3,}$/.test(k) && titleTokens.includes(k));
  const longest = found.filter(
    ({ code, profile, at }) => plausible(profile) && !found.some((q) => q.code.length > code.length && q.code.includes(code)) && !spellsLonger(at, code, profile.product.id),
  );
  const spans = longest.map((f) => f.span);
  return { ids: new Set(longest.map((f) => f.profile.product.id)), spans, acrossWords: spans.some((span) => /\s/.test(title.slice(...span))) };
}

const sortedIds = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);

function candidates(listing: Listing, titles: TitleIndex): Profile[] {
  const seen = new Set<Profile>();
  const out: Profile[] = [];
  for (const token of listing.facts.tokenSet) {
    for (const prof of titles.byAnchor.get(token) ?? []) {
      if (seen.has(prof)) continue;
      seen.add(prof);
      if (missingKeys(prof, listing.facts, listing.tokenCounts).length === 0) out.push(prof);
    }
  }
  return out;
}

/** Whether a title cut at `cut` may have gone on into one of `p`'s colours: always, unless `cut` starts a colour word. */
function mayBeCutColour(cut: string, p: Profile): boolean {
  const started = COLOUR_NAMES.filter((word) => word.startsWith(cut)).map((word) => COLOR_WORDS.get(word)!);
  return started.length === 0 || started.some((c) => p.colors?.has(c));
}

const against = (f: Fit) => [...f.evidence.conflicts, ...f.evidence.gaps];

/** Whether the cut falls where the title names the model (its head), not in a description after it. */
const cutInHead = (listing: Listing) => listing.cut !== null && listing.head.has(listing.cut);

/**
 * Whether the title was still naming `p`'s model where it was cut: the word cut, or the one
 * before it, is one of the model's key words (`… VENTUS 2X BL…`), so a sibling's further words
 * (`8G OC`) may be what was cut off.
 */
function cutInModel(listing: Listing, p: Profile): boolean {
  if (!cutInHead(listing)) return false;
  const tokens = listing.facts.tokens;
  return [tokens.at(-1), tokens.at(-2)].some((t) => t !== undefined && p.keySet.has(t));
}

/**
 * Products a title cut short inside a word may name: every key word but one is in the title, the
 * missing one starts with the cut word (`SUP…` of `SUPER`), and nothing else stands against them.
 * A whole title has none.
 */
function completions(listing: Listing, index: TitleIndex): Profile[] {
  const cut = listing.cut;
  if (!cut || !cutInHead(listing)) return [];
  const out = new Set<Profile>();
  for (const [anchor, profiles] of index.byAnchor) {
    if (!listing.facts.tokenSet.has(anchor) && !anchor.startsWith(cut)) continue;
    for (const prof of profiles) {
      const missing = missingKeys(prof, listing.facts, listing.tokenCounts);
      if (missing.length === 1 && missing[0].startsWith(cut) && against({ profile: prof, evidence: weigh(prof, listing, index) }).length === 0) out.add(prof);
    }
  }
  return [...out];
}

function weighAll(listing: Listing, index: CatalogIndex): Fit[] {
  const titles = index.titles();
  return candidates(listing, titles).map((profile) => ({ profile, evidence: weigh(profile, listing, titles) }));
}

function byTitle(listing: Listing, index: CatalogIndex): MatchResult {
  const weighed = weighAll(listing, index);
  const fits = weighed.filter((f) => against(f).length === 0);
  if (fits.length === 0) {
    // A part number written in the title stands for the product even when its words are cut or coded (`DUAL-RTX4060-O8G`).
    if (listing.mpnsInTitle.size === 1) {
      const [id] = listing.mpnsInTitle;
      const viaMpn = byIdentifier(id, 'mpn', listing, index, index.byId.get(id)!.mpn!, true);
      if (viaMpn.kind === 'matched') return { ...viaMpn, confidence: 0.95 };
    }
    if (weighed.length === 0) return { kind: 'unmatched', code: 'no_match', reason: 'no product matches the GTIN, MPN or title', candidates: [] };
    const closer = (a: Fit, b: Fit) => against(a).length - against(b).length || b.evidence.agreed.length - a.evidence.agreed.length;
    const nearest = weighed.reduce((a, b) => (closer(b, a) < 0 ? b : a));
    const p = nearest.profile.product;
    return {
      kind: 'unmatched',
      code: 'conflict',
      reason: `closest is ${p.id} ${p.name}, but ${against(nearest).join('; ')}`,
      candidates: sortedIds(weighed.map((w) => w.profile.product.id)),
    };
  }
  const sockets = new Set([...listing.facts.sockets].map((s) => s.toLowerCase()));
  const decision = decide(fits, {
    tokens: listing.facts.tokenSet,
    sockets,
    colors: listing.facts.colors,
    watts: listing.facts.watts,
    head: listing.head,
    qualifiers: new Set(qualifiers(listing.facts)),
    capacities: listing.facts.capacitiesGb,
    cut: listing.cut !== null,
  });
  if (decision.kind === 'one') {
    const { fit, tieBroken } = decision;
    // A cut title may have lost the colour of a product it otherwise names (`… 32GB (2x16GB) DDR4 3200M…` of a White kit),
    // unless what is left of the word starts only the colours of the product it fits (`…, Bla` is no White case).
    const colourCut = listing.cut === null ? [] : weighed.filter((f) => f !== fit && onlyColourUnsaid(f.evidence) && mayBeCutColour(listing.cut!, f.profile)).map((f) => f.profile);
    const completed = [...completions(listing, index.titles()), ...colourCut].filter((p) => p !== fit.profile);
    if (completed.length > 0 || (cutInModel(listing, fit.profile) && index.titles().extending(fit.profile).size > 0)) {
      const ids = sortedIds([fit.profile.product.id, ...completed.map((p) => p.product.id)]);
      return { kind: 'ambiguous', code: 'ambiguous', candidates: ids, reason: `the title is cut short at "${listing.cut}…", where another product's name may go on` };
    }
    return { kind: 'matched', productId: fit.profile.product.id, method: 'title', confidence: titleConfidence(fit, tieBroken), evidence: fit.evidence };
  }
  const viaMpn = decision.fits.filter((f) => listing.mpnsInTitle.has(f.profile.product.id));
  if (viaMpn.length === 1) return { kind: 'matched', productId: viaMpn[0].profile.product.id, method: 'mpn', confidence: 0.95, evidence: viaMpn[0].evidence };
  return { kind: 'ambiguous', code: 'ambiguous', candidates: sortedIds(decision.fits.map((f) => f.profile.product.id)), reason: 'title fits several products' };
}

/** An identifier names `id`; the title may confirm it, but must not state anything that conflicts. */
function byIdentifier(id: number, method: 'gtin' | 'mpn', listing: Listing, index: CatalogIndex, said: string, inTitle = false): MatchResult {
  const profile = index.profile(id);
  const agreed = [`${method === 'gtin' ? 'GTIN' : 'MPN'} ${said}`];
  if (!profile) return { kind: 'matched', productId: id, method, confidence: method === 'gtin' ? 1 : 0.97, evidence: { agreed, conflicts: [], gaps: [] } };
  // An identifier stands for the brand and the variant: only what the title states against it counts.
  const { conflicts, agreed: confirmed } = weigh(profile, listing, index.titles(), true, inTitle);
  if (conflicts.length) {
    return {
      kind: 'unmatched',
      code: 'identifier_conflict',
      reason: `${agreed[0]} names ${id} ${profile.product.name}, but ${conflicts.join('; ')}`,
      candidates: [id],
    };
  }
  return { kind: 'matched', productId: id, method, confidence: method === 'gtin' ? 1 : 0.97, evidence: { agreed: [...agreed, ...confirmed], conflicts: [], gaps: [] } };
}

function unique(ids: readonly number[] | undefined): number | 'several' | null {
  if (!ids || ids.length === 0) return null;
  return ids.length === 1 ? ids[0] : 'several';
}

export function createMatcher(products: readonly Product[]): Matcher {
  const index = indexCatalog(products);
  return {
    match(typed) {
      const given = { ...typed, title: tidyTitle(typed.title) };
      const row = isSlug(given.title) && !index.mpnIds(given.title) ? { ...given, title: unslug(given.title) } : given;
      const condition = detectCondition(row.title, row.condition, index.titles().modelPhrases);
      if (condition) return { kind: 'unmatched', code: condition.code, reason: condition.reason, candidates: [] };
      const listing = readListing(row, index.titles(), index.mpnIds);
      // A code the source gives several products (a drive's under a board) names the one in the
      // listing's category, else the one whose model the title spells.
      const narrowed = (ids: readonly number[] | undefined) => {
        if (!ids || ids.length < 2) return ids;
        const spelled = (id: number) => {
          const profile = index.profile(id);
          return !!profile && missingKeys(profile, listing.facts, listing.tokenCounts).length === 0;
        };
        const kept = ids.filter((id) => (listing.category ? index.byId.get(id)?.category === listing.category : spelled(id)));
        return kept.length > 0 ? kept : ids;
      };
      const gtin = row.gtin ?? row.ean;
      if (gtin) {
        const ids = narrowed(index.byGtin.get(normalizeGtin(gtin)));
        const id = unique(ids);
        if (id === 'several') return { kind: 'ambiguous', code: 'ambiguous', candidates: sortedIds(ids!), reason: 'gtin is shared by several products' };
        if (id !== null) return byIdentifier(id, 'gtin', listing, index, gtin);
      }
      if (row.mpn) {
        const ids = narrowed(index.mpnIds(row.mpn));
        const id = unique(ids);
        if (id === 'several') return { kind: 'ambiguous', code: 'ambiguous', candidates: sortedIds(ids!), reason: 'mpn is shared by several products' };
        if (id !== null) {
          const byMpn = byIdentifier(id, 'mpn', listing, index, row.mpn);
          if (byMpn.kind !== 'matched') return byMpn;
          // A title that spells the MPN's own product confirms it; a title that clearly names
          // another product means the shop typed a wrong MPN.
          const own = index.profile(id);
          if (own && missingKeys(own, listing.facts, listing.tokenCounts).length === 0) return byMpn;
          const check = byTitle(listing, index);
          if (check.kind === 'matched' && check.productId !== id) {
            return {
              kind: 'ambiguous',
              code: 'identifier_conflict',
              candidates: sortedIds([id, check.productId]),
              reason: `mpn ${row.mpn} names product ${id} but the title names product ${check.productId}`,
            };
          }
          return byMpn;
        }
      }
      // A title that is nothing but a part number (`ROG-STRIX-RTX4060-O8G-GAMING`) is that part number.
      if (/^[\w./+#-]{5,}$/.test(row.title.trim())) {
        const ids = index.mpnIds(row.title);
        // The title's words are the part number's; they state nothing besides it.
        if (ids?.length === 1)
          return byIdentifier(
            ids[0],
            'mpn',
            readListing({ ...row, title: '' }, index.titles(), () => undefined),
            index,
            row.title.trim(),
          );
      }
      const named = byTitle(listing, index);
      // Words that happen to spell a sibling's code (`Dual RTX 5060 Ti 16G … OC`: the plain card's
      // `DUAL-RTX5060TI-16G`) are words again when the code's product does not fit.
      if (named.kind !== 'matched' && listing.codeAcrossWords) {
        const asWords = byTitle(readListing(row, index.titles(), index.mpnIds, false), index);
        if (asWords.kind === 'matched') return asWords;
      }
      return named;
    },
    fitting(row) {
      const listing = readListing({ ...row, title: tidyTitle(row.title) }, index.titles(), index.mpnIds);
      return sortedIds(
        weighAll(listing, index)
          .filter((f) => against(f).length === 0)
          .map((f) => f.profile.product.id),
      );
    },
    prepare: () => index.prepare(),
  };
}
