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
import { looselySame, matchCurated, mergeCurated, type CuratedMatch, type SpecDisagreement } from './curated.js';
import { sameIdentity } from './identity.js';
import { shareLighting } from './lighting.js';
import { mergeIndistinguishable } from './dedupe.js';
import { assignIds, ID_MAP_FILE, keptIds, publishedProducts, readIdMap, renderIdMap } from './ids.js';
import { byOpendbId, dedupe, lower, mergeByPartNumber, sameByPartNumber, specificCode, tally, uniqueCodes, withNamedBrands } from './merge.js';
import { mapCase } from './map-case.js';
import { mapCooling } from './map-cooling.js';
import { mapCpu } from './map-cpu.js';
import { mapGpu } from './map-gpu.js';
import { mapMotherboard } from './map-motherboard.js';
import { mapPsu } from './map-psu.js';
import { mapRam } from './map-ram.js';
import { mapStorage } from './map-storage.js';
import { dropContradictingMemoryCodes, dropSharedPartNumbers } from './part-numbers.js';
import type { MapOutcome, Mapped } from './mapped.js';
import { readOpenDb, type OpenDbRecord } from './opendb.js';

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
  /** Entries no title could tell apart, merged into the one that keeps its id. */
  indistinguishableMerged: number;
  /** Imported products whose contradicting facts were set to null. */
  contradictionsNulled: number;
  /** Memory part numbers dropped because what they state contradicts the kit's specs. */
  memoryCodesDropped: number;
  /** Products that lost a part number another product also carried. */
  sharedPartNumbers: number;
  /** Products whose lighting their colour siblings gave them (lighting.ts). */
  lightingShared: number;
  mpnCoverage: number;
  gtins: number;
  specCoverage: Record<Category, Record<string, number>>;
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
  // The record the product was published with first, then one the map names for it, then one of
  // its aliases: a refresh keeps the same twin (the map also names the records merged into it).
  const published = publishedProducts(options.outDir);
  for (const pass of ['published', 'mapped', 'alias'] as const) {
    for (const m of unique) {
      const id = pass === 'alias' ? curatedIdOf(m) : idMap.get(m.opendbId);
      if (id === undefined || !curatedIds.has(id) || twinOf.has(id)) continue;
      if (pass === 'published' && published.get(id)?.opendbId !== m.opendbId) continue;
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
  const curatedNames = new Map(products.map((p) => [`${p.category}|${lower(p.name)}`, p]));
  const curatedByBrand = new Map<string, CatalogProduct[]>();
  for (const p of products) curatedByBrand.set(`${p.category}|${p.brand}`, [...(curatedByBrand.get(`${p.category}|${p.brand}`) ?? []), p]);
  const curatedByCode = new Map<string, CatalogProduct[]>();
  // A curated model is a code too: sources list `PRO X870-P WIFI` as a part number of `PRO X870-P WiFi ProSeries`.
  for (const p of products)
    for (const code of [...p.mpns, ...(p.model ? [p.model] : [])].map(compactCode).filter(specificCode))
      curatedByCode.set(`${p.category}|${code}`, [...(curatedByCode.get(`${p.category}|${code}`) ?? []), p]);
  // How many records give each part number: a namesake record's code that another record also gives may be that one's.
  const holders = new Map<string, number>();
  for (const m of unique) for (const code of new Set(m.mpns.map((c) => `${m.category}|${compactCode(c)}`))) holders.set(code, (holders.get(code) ?? 0) + 1);
  const ownCodes = (m: Mapped) => m.mpns.filter((c) => holders.get(`${m.category}|${compactCode(c)}`) === 1);
  const rest = unique.filter((m) => {
    if (twins.has(m)) return false;
    // A record under a curated product's name is another record of it (its twin when the
    // product has none yet); one whose facts contradict the product's is dropped.
    const namesake = curatedNames.get(`${m.category}|${lower(m.name)}`);
    if (namesake && !sameIdentity(namesake, m)) {
      tally(skipped, 'same name as a curated product, other facts');
      return false;
    }
    const original =
      namesake ??
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
    } else if (original === namesake) {
      // A namesake (same name, nothing else in common) brings only the codes no other record
      // claims, and no id mapping: a refresh would take it for the product's twin.
      original.mpns = uniqueCodes([...original.mpns, ...ownCodes(m)]);
      original.mpn = original.mpns[0] ?? null;
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
  const idOf = keptIds(rest, (m) => recordIds(m).map((r) => idMap.get(r)), published, used);
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
  const indistinguishable = mergeIndistinguishable(products, curatedIds, idMap);
  const nulled = nullContradictions(products, curatedIds);
  const memoryCodesDropped = dropContradictingMemoryCodes(products);
  const sharedPartNumbers = dropSharedPartNumbers(products, curatedIds);
  const lightingShared = shareLighting(products);

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
    indistinguishableMerged: indistinguishable,
    contradictionsNulled: nulled,
    memoryCodesDropped,
    sharedPartNumbers,
    lightingShared,
    mpnCoverage: Math.round((products.filter((p) => p.mpn).length / products.length) * 1000) / 1000,
    gtins: products.filter((p) => p.ean).length,
    specCoverage: specCoverage(products as Product[]),
  };
}
