import fs from 'node:fs';
import path from 'node:path';
import { specCoverage } from '../completeness.js';
import { lintProducts } from '../lint.js';
import { readProducts, type CatalogProduct } from '../source.js';
import { specSchemas } from '../specs.js';
import { CATEGORIES, CATEGORY_SLUGS, type Category } from '../../enums.js';
import type { DataSource, Product } from '../types.js';
import { OPENDB_SOURCE } from '../attribution.js';
import { compactCode } from '../../feeds/profile.js';
import { fold } from '../../feeds/normalize.js';
import { looselySame, matchCurated, mergeCurated, type CuratedMatch, type SpecDisagreement } from './curated.js';
import { sameIdentity } from './identity.js';
import { assignIds, ID_MAP_FILE, readIdMap, renderIdMap } from './ids.js';
import { mapCase } from './map-case.js';
import { mapCooling } from './map-cooling.js';
import { mapCpu } from './map-cpu.js';
import { mapGpu } from './map-gpu.js';
import { mapMotherboard } from './map-motherboard.js';
import { mapPsu } from './map-psu.js';
import { mapRam } from './map-ram.js';
import { mapStorage } from './map-storage.js';
import type { MapOutcome, Mapped } from './mapped.js';
import { readOpenDb, type OpenDbRecord } from './opendb.js';
import { withoutBrand } from './naming.js';

/**
 * Builds a catalog's `products/` from an open-db checkout plus the curated products:
 *   products/<category>.jsonl   one product per line, by id
 *   opendb-ids.tsv              open-db id → product id (kept across refreshes)
 *   source.json                 name, URL, licence and commit of the source
 * The same checkout, curated products and id map always give byte-identical files: every
 * list is sorted, nothing reads the clock.
 */

const MAPPERS: Record<Category, (record: OpenDbRecord) => MapOutcome> = {
  CPU: mapCpu,
  GPU: mapGpu,
  MOTHERBOARD: mapMotherboard,
  RAM: mapRam,
  STORAGE: mapStorage,
  PSU: mapPsu,
  CASE: mapCase,
  COOLING: mapCooling,
};

export interface ImportOptions {
  opendbDir: string;
  outDir: string;
  curatedDir: string;
  commit: string;
}

export interface ImportReport {
  source: DataSource;
  records: number;
  products: Record<Category, number>;
  total: number;
  skipped: Record<string, number>;
  curated: { total: number; matched: number; byMpn: number; byName: number; byWords: number; unmatched: { id: number; name: string }[]; matches: CuratedMatch[] };
  disagreements: SpecDisagreement[];
  newIds: number;
  /** Imported products whose contradicting facts were set to null. */
  contradictionsNulled: number;
  /** Products that lost a part number another product also carried. */
  sharedPartNumbers: number;
  mpnCoverage: number;
  gtins: number;
  specCoverage: Record<Category, Record<string, number>>;
}

const lower = (s: string) => s.toLowerCase();
const tally = (counts: Map<string, number>, reason: string) => counts.set(reason, (counts.get(reason) ?? 0) + 1);
const byOpendbId = (a: Mapped, b: Mapped) => (a.opendbId < b.opendbId ? -1 : a.opendbId > b.opendbId ? 1 : 0);

/** Part numbers in order, each once (same letters and digits). */
function uniqueCodes(codes: readonly string[]): string[] {
  const seen = new Set<string>();
  return codes.filter((code) => {
    const key = compactCode(code);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** `b` folded into `a`: a's facts first, b's where a has none; every part number and record id kept. */
function absorb(a: Mapped, b: Mapped): Mapped {
  const specs = { ...(a.specs as unknown as Record<string, unknown>) };
  for (const [key, value] of Object.entries(b.specs as unknown as Record<string, unknown>)) if (specs[key] === null) specs[key] = value;
  return {
    ...a,
    aliases: [...a.aliases, b.opendbId, ...b.aliases],
    mpns: uniqueCodes([...a.mpns, ...b.mpns]),
    ean: a.ean ?? b.ean,
    specs: specs as unknown as Mapped['specs'],
  };
}

/**
 * The open database holds some products twice. Records with one name and the same
 * identity (identity.ts) are one product: they are merged, the first record (by id) giving
 * the product its open-db id and the others kept as aliases. A record with the name of
 * another product but not its identity is told apart by its part number, or dropped.
 */
function dedupe(mapped: Mapped[], skipped: Map<string, number>): Mapped[] {
  const groups = new Map<string, Mapped[]>();
  for (const m of [...mapped].sort(byOpendbId)) {
    const key = `${m.category}|${lower(m.name)}`;
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  const names = new Set(groups.keys());
  const kept: Mapped[] = [];
  for (const group of groups.values()) {
    const products: Mapped[] = [];
    for (const m of group) {
      const twin = products.findIndex((p) => sameIdentity(p, m));
      if (twin >= 0) {
        products[twin] = absorb(products[twin], m);
        tally(skipped, 'merged into a record of the same product');
      } else products.push(m);
    }
    kept.push(products[0]);
    for (const m of products.slice(1)) {
      const renamed = m.mpns[0] ? { ...m, name: `${m.name} (${m.mpns[0]})`, model: `${m.model} (${m.mpns[0]})` } : null;
      const key = renamed && `${m.category}|${lower(renamed.name)}`;
      if (!renamed || !key || names.has(key)) {
        tally(skipped, 'same name as another product, no part number to tell it apart');
        continue;
      }
      names.add(key);
      kept.push(renamed);
    }
  }
  return kept;
}

/** Words that make a product another variant of its line; two names differing in one are two products. */
const VARIANT_WORDS = new Set([
  'wifi',
  'white',
  'black',
  'ti',
  'super',
  'xt',
  'xtx',
  'pro',
  'plus',
  'max',
  'ultra',
  'mini',
  'lite',
  'elite',
  'rgb',
  'argb',
  'ii',
  'v2',
  'v3',
  'ddr4',
  'ddr5',
]);

/**
 * Names that say the same thing: one's words (parenthesised notes aside) mostly within the
 * other's (80%), with no variant word on one side only.
 */
function similarNames(a: string, b: string): boolean {
  const words = (name: string) =>
    new Set(
      fold(name)
        .replace(/\([^)]*\)/g, ' ')
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    );
  const x = words(a);
  const y = words(b);
  for (const w of VARIANT_WORDS) if (x.has(w) !== y.has(w)) return false;
  const [small, big] = x.size <= y.size ? [x, y] : [y, x];
  return [...small].filter((w) => big.has(w)).length >= 0.8 * small.size;
}

/** A part number specific enough to tie two records together: six or more characters mixing letters and digits, or a long number. */
const specificCode = (code: string) => (code.length >= 6 && /[A-Z]/.test(code) && /\d/.test(code)) || /^\d{8,}$/.test(code);

/** Whether two products are one, by a part number they share, their identity and their names. */
const sameByPartNumber = (a: Pick<Mapped, 'category' | 'specs' | 'name'>, b: Pick<Mapped, 'category' | 'specs' | 'name'>) => sameIdentity(a, b, true) && similarNames(a.name, b.name);

/**
 * Records under different names that share a part number, the same identity and similar
 * names are one product listed twice (a marketplace title next to the maker's name): the
 * one with the shorter name absorbs the others.
 */
function mergeByPartNumber(list: Mapped[], skipped: Map<string, number>): Mapped[] {
  const parent = list.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  const holders = new Map<string, number[]>();
  list.forEach((m, i) => {
    for (const code of new Set(m.mpns.map(compactCode).filter(specificCode))) holders.set(`${m.category}|${code}`, [...(holders.get(`${m.category}|${code}`) ?? []), i]);
  });
  for (const indexes of holders.values()) {
    for (let k = 1; k < indexes.length; k++) {
      const [a, b] = [indexes[0], indexes[k]];
      if (sameByPartNumber(list[a], list[b])) parent[root(b)] = root(a);
    }
  }
  const clusters = new Map<number, Mapped[]>();
  list.forEach((m, i) => clusters.set(root(i), [...(clusters.get(root(i)) ?? []), m]));
  const out: Mapped[] = [];
  for (const members of clusters.values()) {
    members.sort((a, b) => a.name.length - b.name.length || byOpendbId(a, b));
    let merged = members[0];
    for (const m of members.slice(1)) {
      merged = absorb(merged, m);
      tally(skipped, 'merged into a record of the same product (shared part number)');
    }
    out.push(merged);
  }
  return out;
}

/**
 * A record without a manufacturer whose name starts with a brand other records have
 * (`Fractal Design Meshify 2 Dark Tint`) takes that brand: the brand is evidence a listing
 * must give, and the name already gives it.
 */
function withNamedBrands(list: Mapped[]): Mapped[] {
  const brands = [...new Set(list.map((m) => m.brand).filter((b): b is string => b !== null))].sort((a, b) => b.length - a.length);
  return list.map((m) => {
    if (m.brand !== null) return m;
    const brand = brands.find((b) => withoutBrand(m.name, b) !== m.name);
    const model = brand ? withoutBrand(m.model, brand).trim() : '';
    return brand && model ? { ...m, brand, model, name: `${brand} ${model}` } : m;
  });
}

/**
 * A part number several products carry identifies at most one of them (the database lists
 * e.g. `B450`, or a tray code under the boxed CPU). It stays with the one curated product
 * holding it (checked by hand), else with the one product naming it first (among the
 * curated holders when there are several), and is removed from the others; when no single
 * holder stands out, from all of them.
 */
function dropSharedPartNumbers(products: CatalogProduct[], curatedIds: ReadonlySet<number>): number {
  const holders = new Map<string, CatalogProduct[]>();
  for (const p of products)
    for (const code of new Set(p.mpns.map(compactCode))) {
      const key = `${p.category}|${code}`;
      holders.set(key, [...(holders.get(key) ?? []), p]);
    }
  const drop = new Map<number, Set<string>>();
  for (const [key, list] of holders) {
    if (list.length < 2) continue;
    const code = key.slice(key.indexOf('|') + 1);
    const curatedHolders = list.filter((p) => curatedIds.has(p.id));
    const pool = curatedHolders.length > 0 ? curatedHolders : list;
    const primaryHolders = pool.filter((p) => p.mpns[0] !== undefined && compactCode(p.mpns[0]) === code);
    const owner = pool.length === 1 ? pool[0] : primaryHolders.length === 1 ? primaryHolders[0] : null;
    for (const p of list) if (p !== owner) drop.set(p.id, (drop.get(p.id) ?? new Set()).add(code));
  }
  for (const p of products) {
    const codes = drop.get(p.id);
    if (!codes) continue;
    p.mpns = p.mpns.filter((m) => !codes.has(compactCode(m)));
    p.mpn = p.mpns[0] ?? null;
  }
  return drop.size;
}

/** Spec keys in schema order, so every product line is written the same way. */
function orderedSpecs(category: Category, specs: unknown): Record<string, unknown> {
  const value = specs as Record<string, unknown>;
  return Object.fromEntries(Object.keys(specSchemas[category].shape).map((key) => [key, value[key] ?? null]));
}

function productLine(p: CatalogProduct): string {
  return JSON.stringify({
    id: p.id,
    name: p.name,
    brand: p.brand,
    model: p.model,
    category: p.category,
    mpn: p.mpn,
    mpns: p.mpns,
    ean: p.ean,
    releasedAt: p.releasedAt,
    opendbId: p.opendbId,
    ...(p.msrpEur !== undefined ? { msrpEur: p.msrpEur } : {}),
    specs: orderedSpecs(p.category, p.specs),
  });
}

/**
 * Facts of an imported record that contradict each other or lie outside what such a part
 * can be (the lint's checks) are unknown, not one of them picked: they become null.
 * Curated products are fixed by hand instead, so they are left for the lint to report.
 */
function nullContradictions(products: CatalogProduct[], curatedIds: ReadonlySet<number>): number {
  let count = 0;
  const byId = new Map(products.map((p) => [p.id, p]));
  for (const problem of lintProducts(products.filter((p) => !curatedIds.has(p.id)))) {
    const p = problem.id === null ? undefined : byId.get(problem.id);
    if (!p || problem.specs.length === 0) continue;
    const specs = p.specs as unknown as Record<string, unknown>;
    for (const key of problem.specs) specs[key] = null;
    count++;
  }
  return count;
}

/** What an earlier import published under an id: its name and the open-db record it came from. */
interface Published {
  name: string;
  opendbId: string | null;
}

/** How much two names say alike: shared words over all words (0–1). */
function nameLikeness(a: string, b: string): number {
  const words = (name: string) =>
    new Set(
      lower(name)
        .split(/[^a-z0-9+]+/)
        .filter(Boolean),
    );
  const x = words(a);
  const y = words(b);
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared / (x.size + y.size - shared || 1);
}

/**
 * The id each product keeps from an earlier import: a product claims the ids its records
 * had. When the database (or a cleaner reading of it) splits a product, the id stays with the
 * part that is still what the id was published as — the name most like the published one
 * (a black unit stays black when its white twin is told apart), then the part holding the
 * record it was published under, then the part holding most of its records; the others get
 * new ones. A product made of records of several earlier products keeps the id most of them
 * had. Remaining ties go to the product first in `products` order, then to the id of its
 * first record.
 */
function keptIds(products: readonly Mapped[], idsOfRecords: (m: Mapped) => (number | undefined)[], published: ReadonlyMap<number, Published>, used: Set<number>): Map<Mapped, number> {
  const claims: { m: Mapped; order: number; id: number; likeness: number; primary: boolean; votes: number; rank: number }[] = [];
  products.forEach((m, order) => {
    const votes = new Map<number, number>();
    for (const id of idsOfRecords(m)) if (id !== undefined) votes.set(id, (votes.get(id) ?? 0) + 1);
    const records = new Set([m.opendbId, ...m.aliases]);
    [...votes].forEach(([id, count], rank) => {
      const before = published.get(id);
      claims.push({ m, order, id, likeness: before ? nameLikeness(before.name, m.name) : 0, primary: before?.opendbId ? records.has(before.opendbId) : false, votes: count, rank });
    });
  });
  claims.sort((a, b) => b.likeness - a.likeness || Number(b.primary) - Number(a.primary) || b.votes - a.votes || a.order - b.order || a.rank - b.rank);
  const kept = new Map<Mapped, number>();
  for (const { m, id } of claims) {
    if (kept.has(m) || used.has(id)) continue;
    kept.set(m, id);
    used.add(id);
  }
  return kept;
}

/** What each product of an earlier import was published as, from the catalog being refreshed. */
function publishedProducts(outDir: string): Map<number, Published> {
  const dir = path.join(outDir, 'products');
  if (!fs.existsSync(dir)) return new Map();
  return new Map(readProducts(dir).map((p) => [p.id, { name: p.name, opendbId: p.opendbId ?? null }]));
}

export function importCatalog(options: ImportOptions): ImportReport {
  const records = readOpenDb(options.opendbDir, CATEGORIES);
  const skipped = new Map<string, number>();
  const mapped: Mapped[] = [];
  for (const record of records) {
    const outcome = MAPPERS[record.category](record);
    if (outcome.kind === 'product') {
      mapped.push(outcome.product);
      continue;
    }
    tally(skipped, `${record.category}: ${outcome.reason}`);
  }
  const unique = mergeByPartNumber(dedupe(withNamedBrands(mapped), skipped), skipped);

  const curated = readProducts(path.join(options.curatedDir, 'products'));
  const idMapFile = path.join(options.outDir, ID_MAP_FILE);
  const idMap = readIdMap(idMapFile);
  const curatedIds = new Set(curated.map((p) => p.id));
  const recordIds = (m: Mapped) => [m.opendbId, ...m.aliases];
  /** The id an earlier import gave any of the product's records. */
  const knownId = (m: Mapped) =>
    recordIds(m)
      .map((r) => idMap.get(r))
      .find((id) => id !== undefined);
  /** The curated id an earlier import gave any of the product's records. */
  const curatedIdOf = (m: Mapped) =>
    recordIds(m)
      .map((r) => idMap.get(r))
      .find((id) => id !== undefined && curatedIds.has(id));
  // Twins found by an earlier import keep their mapping, unless the record contradicts the
  // curated product's identity (a twin taken before identity knew modularity, say): its
  // records then lose the curated id. The rest are matched now.
  const curatedById = new Map(curated.map((p) => [p.id, p]));
  const twinOf = new Map<number, Mapped>();
  // The record the map names for the product first, then one of its aliases: a refresh keeps the same twin.
  for (const own of [true, false]) {
    for (const m of unique) {
      const id = own ? idMap.get(m.opendbId) : curatedIdOf(m);
      if (id === undefined || !curatedIds.has(id) || twinOf.has(id)) continue;
      if (sameIdentity(curatedById.get(id)!, m)) twinOf.set(id, m);
      else for (const r of recordIds(m)) if (idMap.get(r) === id) idMap.delete(r);
    }
  }
  for (const [id, twin] of twinOf) for (const r of recordIds(twin)) idMap.set(r, id);
  const twins = new Set(twinOf.values());
  const matches = matchCurated(
    curated.filter((p) => !twinOf.has(p.id)),
    unique.filter((m) => !twins.has(m) && knownId(m) === undefined),
  );
  const byRecord = new Map(unique.map((m) => [m.opendbId, m]));
  for (const match of matches) {
    const twin = byRecord.get(match.opendbId)!;
    twinOf.set(match.curatedId, twin);
    twins.add(twin);
    for (const r of recordIds(twin)) idMap.set(r, match.curatedId);
  }

  const disagreements: SpecDisagreement[] = [];
  const products: CatalogProduct[] = curated.map((p) => {
    const twin = twinOf.get(p.id);
    if (!twin) return p;
    const merged = mergeCurated(p, twin);
    disagreements.push(...merged.disagreements);
    return merged.product;
  });
  const curatedNames = new Set(products.map((p) => `${p.category}|${lower(p.name)}`));
  const curatedByBrand = new Map<string, CatalogProduct[]>();
  for (const p of products) curatedByBrand.set(`${p.category}|${p.brand}`, [...(curatedByBrand.get(`${p.category}|${p.brand}`) ?? []), p]);
  const curatedByCode = new Map<string, CatalogProduct[]>();
  for (const p of products)
    for (const code of p.mpns.map(compactCode).filter(specificCode)) curatedByCode.set(`${p.category}|${code}`, [...(curatedByCode.get(`${p.category}|${code}`) ?? []), p]);
  const rest = unique.filter((m) => {
    if (twins.has(m)) return false;
    if (curatedNames.has(`${m.category}|${lower(m.name)}`)) {
      tally(skipped, 'same name as a curated product');
      return false;
    }
    const original =
      m.mpns.flatMap((code) => curatedByCode.get(`${m.category}|${compactCode(code)}`) ?? []).find((p) => sameByPartNumber(p, m)) ??
      (curatedByBrand.get(`${m.category}|${m.brand}`) ?? []).find((p) => looselySame(p, m));
    if (!original) return true;
    // Another record of a curated product: its part numbers are the product's too. A curated
    // product without a twin yet takes it as its twin and its ids (an id an earlier import
    // gave it retires), so the next refresh, which finds it through the id map, gives the same files.
    if (original.opendbId === null) {
      for (const r of recordIds(m)) idMap.set(r, original.id);
      const merged = mergeCurated(original, m);
      disagreements.push(...merged.disagreements);
      Object.assign(original, merged.product);
      twinOf.set(original.id, m);
    } else {
      for (const r of recordIds(m)) if (!idMap.has(r)) idMap.set(r, original.id);
      original.mpns = uniqueCodes([...original.mpns, ...m.mpns]);
      original.mpn = original.mpns[0] ?? null;
    }
    tally(skipped, 'another record of a curated product');
    return false;
  });
  const order = new Map(CATEGORIES.map((c, i) => [c, i]));
  rest.sort((a, b) => order.get(a.category)! - order.get(b.category)! || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || byOpendbId(a, b));
  const used = new Set(curatedIds);
  const idOf = keptIds(rest, (m) => recordIds(m).map((r) => idMap.get(r)), publishedProducts(options.outDir), used);
  const fresh = rest.filter((m) => !idOf.has(m));
  for (const m of fresh) idMap.delete(m.opendbId);
  const newIds = assignIds(
    idMap,
    used,
    fresh.map((m) => m.opendbId),
  );
  for (const m of fresh) idOf.set(m, idMap.get(m.opendbId)!);
  for (const m of rest) {
    const id = idOf.get(m)!;
    for (const r of recordIds(m)) idMap.set(r, id);
    products.push({
      id,
      name: m.name,
      brand: m.brand,
      model: m.model,
      category: m.category,
      mpn: m.mpns[0] ?? null,
      mpns: m.mpns,
      ean: m.ean,
      releasedAt: null,
      opendbId: m.opendbId,
      specs: m.specs,
    } as CatalogProduct);
  }
  products.sort((a, b) => a.id - b.id);
  const nulled = nullContradictions(products, curatedIds);
  const sharedPartNumbers = dropSharedPartNumbers(products, curatedIds);

  const productDir = path.join(options.outDir, 'products');
  fs.mkdirSync(productDir, { recursive: true });
  for (const file of fs.readdirSync(productDir).filter((f) => /\.jsonl?$/.test(f))) fs.rmSync(path.join(productDir, file));
  for (const category of CATEGORIES) {
    const lines = products.filter((p) => p.category === category).map(productLine);
    fs.writeFileSync(path.join(productDir, `${CATEGORY_SLUGS[category]}.jsonl`), `${lines.join('\n')}\n`);
  }
  fs.writeFileSync(idMapFile, renderIdMap(idMap));
  const source: DataSource = { ...OPENDB_SOURCE, commit: options.commit };
  fs.writeFileSync(path.join(options.outDir, 'source.json'), `${JSON.stringify(source, null, 2)}\n`);

  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, products.filter((p) => p.category === c).length])) as Record<Category, number>;
  return {
    source,
    records: records.length,
    products: counts,
    total: products.length,
    skipped: Object.fromEntries([...skipped].sort(([a], [b]) => (a < b ? -1 : 1))),
    curated: {
      total: curated.length,
      matched: twinOf.size,
      byMpn: matches.filter((m) => m.via === 'mpn').length,
      byName: matches.filter((m) => m.via === 'name').length,
      byWords: matches.filter((m) => m.via === 'words').length,
      unmatched: curated.filter((p) => !twinOf.has(p.id)).map((p) => ({ id: p.id, name: p.name })),
      matches,
    },
    disagreements,
    newIds,
    contradictionsNulled: nulled,
    sharedPartNumbers,
    mpnCoverage: Math.round((products.filter((p) => p.mpn).length / products.length) * 1000) / 1000,
    gtins: products.filter((p) => p.ean).length,
    specCoverage: specCoverage(products as Product[]),
  };
}
