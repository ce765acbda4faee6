/**
 * Term matching and relevance scoring over the inverted index. Only postings of the query's
 * terms are touched: the rarest term seeds the candidates and every further term filters
 * them (AND), so cost follows the postings, not the catalog size.
 *
 * A term matches a document through one of its alternatives:
 * - exact token (quality 1), or joined with the next term (`b650 m` → `b650m`, quality 1);
 * - model-number extension (`7800` → `7800x3d`, `14600k` → `14600kf`; quality 0.6), so a
 *   near-miss model still shows, below the exact one;
 * - typo correction, only when the exact token is unknown, to the closest known words
 *   (1 edit 0.75, 2 edits 0.55).
 *
 * Score = Σ over terms of best(field weight × quality), then
 * − 4 when the document adds a variant word right after a matched token that the query
 *   did not ask for (`rtx 4060` vs `RTX 4060 Ti`, `990 evo` vs `990 EVO Plus`): about what
 *   a model-number prefix match loses, so `ryzen 7600` ranks 7600 > 7600X ≈ other variants;
 * − 1.5 for an untyped packaging word (`Tray`, `Heatsink`): same chip, ranked just below;
 * + up to 2 for the share of the name the query covers (shorter, more exact names first).
 */
import type { SearchIndex } from './search-index.js';
import { FIELD_MODEL, FIELD_NAME, MASK_WEIGHT } from './search-index.js';
import { hasDigit } from './normalize.js';

export const QUALITY_EXACT = 1;
export const QUALITY_PREFIX = 0.6;
export const QUALITY_TYPO = [1, 0.75, 0.55] as const;
const VARIANT_PENALTY = 4;
const PACKAGING_PENALTY = 1.5;
const COVERAGE_BONUS = 2;
const MAX_TYPO_ALTERNATIVES = 4;
const OPTIONAL_WEIGHT = 0.5;

export interface Alternative {
  token: string;
  quality: number;
  kind: 'exact' | 'joined' | 'prefix' | 'typo';
  /** How many query terms this alternative satisfies (2 for a joined pair). */
  span: number;
}

export interface TermPlan {
  term: string;
  alternatives: Alternative[];
  /** Terms carrying a digit are model numbers or sizes: a partial match may not drop them. */
  required: boolean;
}

export function planTerms(index: SearchIndex, terms: readonly string[]): TermPlan[] {
  const plans: TermPlan[] = terms.map((term) => ({ term, alternatives: [], required: hasDigit(term) }));
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i];
    const alts = plans[i].alternatives;
    if (index.postings.has(term)) alts.push({ token: term, quality: QUALITY_EXACT, kind: 'exact', span: 1 });
    const next = terms[i + 1];
    if (next !== undefined && index.postings.has(term + next)) {
      const joined: Alternative = { token: term + next, quality: QUALITY_EXACT, kind: 'joined', span: 2 };
      alts.push(joined);
      plans[i + 1].alternatives.push(joined);
    }
    if (hasDigit(term) && term.length >= 3) {
      for (const token of index.prefixes.get(term) ?? []) alts.push({ token, quality: QUALITY_PREFIX, kind: 'prefix', span: 1 });
    }
    if (!index.postings.has(term)) {
      // Only the closest known words: in a large vocabulary a word two edits away is rarely
      // meant when one a single edit away exists (`geforse` is `geforce`, not `egeforce`).
      const found = index.typo.lookup(term);
      for (const m of found.filter((f) => f.edits === found[0].edits).slice(0, MAX_TYPO_ALTERNATIVES)) {
        alts.push({ token: m.word, quality: QUALITY_TYPO[m.edits], kind: 'typo', span: 1 });
      }
    }
  }
  return plans;
}

export interface Matches {
  docs: number[];
  scores: number[];
  /** For a partial match: how many terms each document matched. */
  matchedTerms: number[] | null;
}

/** Fills the scratch buffers with this term's best weight per document; returns the docs touched. */
function scoreTerm(index: SearchIndex, plan: TermPlan, collect: number[] | null): number {
  const s = index.scratch;
  if (s.generation >= 0x7ffffff0) {
    s.stamp.fill(0);
    s.generation = 0;
  }
  const gen = ++s.generation;
  for (const alt of plan.alternatives) {
    const p = index.postings.get(alt.token);
    if (!p) continue;
    const { docs, masks } = p;
    for (let k = 0; k < docs.length; k++) {
      const d = docs[k];
      const w = MASK_WEIGHT[masks[k]] * alt.quality;
      const nameHit = masks[k] & (FIELD_MODEL | FIELD_NAME) ? alt.span : 0;
      if (s.stamp[d] !== gen) {
        s.stamp[d] = gen;
        s.value[d] = w;
        s.mask[d] = nameHit;
        collect?.push(d);
      } else if (w > s.value[d]) {
        s.value[d] = w;
        s.mask[d] = nameHit;
      }
    }
  }
  return gen;
}

function postingsSize(index: SearchIndex, plan: TermPlan): number {
  let n = 0;
  for (const alt of plan.alternatives) n += index.postings.get(alt.token)?.docs.length ?? 0;
  return n;
}

/** Category indexes a search may return (CATEGORIES order); null allows all. */
export type CategoryAllow = ReadonlySet<number> | null;

/** Documents being matched, with their running score, name-token hits and matched-term count. */
interface Acc {
  docs: number[];
  scores: number[];
  hits: number[];
  counts: number[];
}

/** The documents of one term within the allowed categories. */
function seed(index: SearchIndex, plan: TermPlan, allow: CategoryAllow): Acc {
  const s = index.scratch;
  const touched: number[] = [];
  scoreTerm(index, plan, touched);
  const acc: Acc = { docs: [], scores: [], hits: [], counts: [] };
  for (const d of touched) {
    if (allow && !allow.has(index.categoryOf[d])) continue;
    acc.docs.push(d);
    acc.scores.push(s.value[d]);
    acc.hits.push(s.mask[d]);
    acc.counts.push(1);
  }
  return acc;
}

/** Adds one term to the documents so far; `required` drops those that miss it. */
function accumulate(index: SearchIndex, acc: Acc, plan: TermPlan, required: boolean): Acc {
  if (acc.docs.length === 0) return acc;
  const s = index.scratch;
  const gen = scoreTerm(index, plan, null);
  const out: Acc = { docs: [], scores: [], hits: [], counts: [] };
  for (let k = 0; k < acc.docs.length; k++) {
    const d = acc.docs[k];
    const hit = s.stamp[d] === gen;
    if (!hit && required) continue;
    out.docs.push(d);
    out.scores.push(acc.scores[k] + (hit ? s.value[d] : 0));
    out.hits.push(acc.hits[k] + (hit ? s.mask[d] : 0));
    out.counts.push(acc.counts[k] + (hit ? 1 : 0));
  }
  return out;
}

/** Terms by how many postings they touch, rarest first (ties in query order). */
function byRarity(index: SearchIndex, plans: readonly TermPlan[]): TermPlan[] {
  return plans
    .map((plan, i) => ({ plan, i, n: postingsSize(index, plan) }))
    .sort((a, b) => a.n - b.n || a.i - b.i)
    .map((x) => x.plan);
}

/** Documents matching every term (AND) in the allowed categories, scored. */
export function matchAll(index: SearchIndex, plans: readonly TermPlan[], allow: CategoryAllow = null): Matches {
  if (plans.length === 0 || plans.some((p) => p.alternatives.length === 0)) return { docs: [], scores: [], matchedTerms: null };
  const [first, ...rest] = byRarity(index, plans);
  let acc = seed(index, first, allow);
  for (const plan of rest) acc = accumulate(index, acc, plan, true);
  return { docs: acc.docs, scores: adjustAll(index, plans, acc), matchedTerms: null };
}

function adjustAll(index: SearchIndex, plans: readonly TermPlan[], acc: Acc): number[] {
  const adjust = variantAdjuster(index, plans);
  const { docs, scores, hits } = acc;
  const out = new Array<number>(docs.length);
  for (let k = 0; k < docs.length; k++) out[k] = adjust(docs[k], scores[k], hits[k]);
  return out;
}

/** Adds half the score of optional terms to the documents that match them; excludes nothing. */
export function boostOptional(index: SearchIndex, m: Matches, optional: readonly TermPlan[]): Matches {
  if (optional.length === 0 || m.docs.length === 0) return m;
  const s = index.scratch;
  const scores = [...m.scores];
  for (const plan of optional) {
    const gen = scoreTerm(index, plan, null);
    for (let k = 0; k < m.docs.length; k++) {
      const d = m.docs[k];
      if (s.stamp[d] === gen) scores[k] = Math.round((scores[k] + s.value[d] * OPTIONAL_WEIGHT) * 1e6) / 1e6;
    }
  }
  return { ...m, scores };
}

/** Every document matching at least one term, in doc order (alphabetic-only partial queries). */
function union(index: SearchIndex, plans: readonly TermPlan[], allow: CategoryAllow): Acc {
  const s = index.scratch;
  const slot = new Map<number, number>();
  const acc: Acc = { docs: [], scores: [], hits: [], counts: [] };
  for (const plan of plans) {
    const touched: number[] = [];
    scoreTerm(index, plan, touched);
    for (const d of touched) {
      if (allow && !allow.has(index.categoryOf[d])) continue;
      let k = slot.get(d);
      if (k === undefined) {
        k = acc.docs.length;
        slot.set(d, k);
        acc.docs.push(d);
        acc.scores.push(0);
        acc.hits.push(0);
        acc.counts.push(0);
      }
      acc.scores[k] += s.value[d];
      acc.hits[k] += s.mask[d];
      acc.counts[k] += 1;
    }
  }
  return acc;
}

/**
 * Best-effort fallback when AND finds nothing: documents matching every digit-bearing term
 * and at least half of all terms (or `minTerms`), ranked by how many terms they match, then
 * by score. With model numbers in the query, only their documents are ever looked at.
 */
export function matchPartial(index: SearchIndex, plans: readonly TermPlan[], allow: CategoryAllow = null, minTerms = Math.ceil(plans.length / 2)): Matches {
  const required = plans.filter((p) => p.required);
  if (plans.length === 0 || required.some((p) => p.alternatives.length === 0)) return { docs: [], scores: [], matchedTerms: null };
  let acc: Acc;
  if (required.length > 0) {
    const [first, ...rest] = byRarity(index, required);
    acc = seed(index, first, allow);
    for (const plan of rest) acc = accumulate(index, acc, plan, true);
    for (const plan of plans) if (!plan.required) acc = accumulate(index, acc, plan, false);
  } else {
    acc = union(index, plans, allow);
  }
  const needed = Math.max(1, minTerms);
  const adjust = variantAdjuster(index, plans);
  const order = acc.docs.map((_, k) => k).sort((a, b) => acc.docs[a] - acc.docs[b]);
  const out: Matches = { docs: [], scores: [], matchedTerms: [] };
  for (const k of order) {
    if (acc.counts[k] < needed) continue;
    out.docs.push(acc.docs[k]);
    // matched-term count dominates: a document matching more terms always ranks higher
    out.scores.push(acc.counts[k] * 1000 + adjust(acc.docs[k], acc.scores[k], acc.hits[k]));
    out.matchedTerms!.push(acc.counts[k]);
  }
  return out;
}

function variantAdjuster(index: SearchIndex, plans: readonly TermPlan[]) {
  const matched = new Set<string>(plans.map((p) => p.term));
  for (const p of plans) for (const a of p.alternatives) matched.add(a.token);
  const offends = (doc: number): boolean => {
    const pairs = index.variantPairs[doc];
    if (pairs === undefined) return false;
    for (const [a, v] of pairs) if (matched.has(a) && !matched.has(v)) return true;
    return false;
  };
  const repackaged = (doc: number): boolean => {
    const words = index.packaging[doc];
    if (words === undefined) return false;
    for (const w of words) if (!matched.has(w)) return true;
    return false;
  };
  return (doc: number, score: number, nameHits: number): number => {
    let out = score;
    if (offends(doc)) out -= VARIANT_PENALTY;
    if (repackaged(doc)) out -= PACKAGING_PENALTY;
    out += COVERAGE_BONUS * Math.min(1, nameHits / (index.nameLength[doc] || 1));
    // rounded so that equal scores compare equal and fall through to the price/id tie-break
    return Math.round(out * 1e6) / 1e6;
  };
}
