/** The builder form: read from a POST body or a GET query, validated with the build plan's schema, and planned. */
import { buildPlanRequestSchema, normalizeBuildPlanRequest } from '../../src/build-plan-request.js';
import type { ReadModel } from '../../src/catalog/read-model.js';
import type { Category, CuratedBuild } from '../../src/catalog/types.js';
import { CATEGORIES, USE_CASES } from '../../src/enums.js';
import { DomainError } from '../../src/errors.js';
import { planBuild, type PlanResult } from '../../src/planner/plan.js';
import type { Urls } from '../../src/urls.js';
import type { Lang } from './format.js';
import { MESSAGES, PART_NAMES } from './i18n.js';
import { pageIndex } from './page-index.js';

/** The builder form as submitted (or pre-filled), kept as typed so it can be shown again. */
export interface BuilderForm {
  useCase: string;
  budget: string;
  requirements: string;
  inStockOnly: boolean;
  /** Snapshot parts offered in the form, and whether each is kept. */
  snapshot: { category: Category; productId: number; keep: boolean }[];
  buildId: string | null;
}

export type FieldErrors = Partial<Record<'useCase' | 'budget' | 'requirements' | 'snapshot', string>>;

export interface BuilderOutcome {
  form: BuilderForm;
  errors: FieldErrors;
  notice: string | null;
  result: PlanResult | null;
}

type Params = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));
const all = (v: string | string[] | undefined): string[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

function parsePart(value: string): { category: Category; productId: number } | null {
  const m = /^([A-Z]+):(\d{1,10})$/.exec(value.trim());
  if (!m || !(CATEGORIES as readonly string[]).includes(m[1])) return null;
  return { category: m[1] as Category, productId: Number(m[2]) };
}

/** Euros as people type them: `1200`, `1200,50`, `1.200`, `1,200.50`, with or without `€`. */
export function parseBudget(text: string): number | null | 'invalid' {
  const s = text.replace(/[\s\u00a0€]|eur/gi, '');
  if (s === '') return null;
  let normalized: string | null = null;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(s)) normalized = s.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(s)) normalized = s.replace(/,/g, '');
  else if (/^\d+([.,]\d{1,2})?$/.test(s)) normalized = s.replace(',', '.');
  if (normalized === null) return 'invalid';
  const n = Number(normalized);
  return Number.isFinite(n) ? n : 'invalid';
}

/** Reads the form (POST body or GET query) and, when it was submitted, plans the build. */
export function runBuilder(model: ReadModel, urls: Urls, params: Params, lang: Lang, posted: boolean): BuilderOutcome {
  const t = MESSAGES[lang];
  const sq = lang === 'sq';
  const index = pageIndex(model);
  const buildParam = first(params.build).trim();
  const submitted = params.useCase !== undefined;
  const build: CuratedBuild | null = buildParam ? (index.buildById.get(buildParam) ?? null) : null;
  let notice: string | null = buildParam && !build ? t.unknownBuild(buildParam) : null;

  // Offered snapshot parts: those the form carried, else the named curated build's listed parts.
  const offered = all(params.snapshot)
    .map(parsePart)
    .filter((p) => p !== null);
  const kept = new Set(all(params.keep).map((v) => v.trim()));
  let snapshot: BuilderForm['snapshot'];
  if (offered.length > 0) snapshot = offered.map((p) => ({ ...p, keep: kept.has(`${p.category}:${p.productId}`) }));
  else if (build) snapshot = build.parts.filter((p) => model.productById.has(p.productId)).map((p) => ({ ...p, keep: true }));
  else snapshot = [];
  // Keep parts named by `keep` alone too (a hand-written GET link).
  for (const value of kept) {
    const p = parsePart(value);
    if (p && !snapshot.some((s) => s.category === p.category && s.productId === p.productId)) snapshot.push({ ...p, keep: true });
  }

  const form: BuilderForm = {
    useCase: submitted ? first(params.useCase) : 'gaming',
    budget: first(params.budget),
    requirements: first(params.requirements),
    // A posted form leaves an unchecked box out; a GET link without the key means the API default (true).
    inStockOnly: posted || params.inStockOnly !== undefined ? ['true', 'on', '1'].includes(first(params.inStockOnly)) : true,
    snapshot,
    buildId: build ? build.id : null,
  };
  if (!submitted) return { form, errors: {}, notice, result: null };

  const errors: FieldErrors = {};
  if (!(USE_CASES as readonly string[]).includes(form.useCase)) errors.useCase = sq ? 'Zgjidhni një përdorim nga lista.' : 'Choose a use case from the list.';
  const budget = parseBudget(form.budget);
  if (budget === 'invalid') errors.budget = sq ? 'Shkruani buxhetin si numër euro, p.sh. 1200.' : 'Enter the budget as a number of euros, e.g. 1200.';
  else if (budget !== null && (budget <= 0 || budget > 100000))
    errors.budget = sq ? 'Buxheti duhet të jetë mbi 0 dhe deri në 100.000 €.' : 'The budget must be above €0 and at most €100,000.';
  if (form.requirements.length > 400) errors.requirements = sq ? 'Kërkesat mund të kenë deri në 400 shkronja.' : 'Requirements can be at most 400 characters.';
  const keptParts = snapshot.filter((s) => s.keep);
  const categories = keptParts.map((s) => s.category);
  if (new Set(categories).size !== categories.length) errors.snapshot = sq ? 'Mbani vetëm një pjesë për kategori.' : 'Keep at most one part per category.';
  // Snapshot ids are checked here, in the page language, before the planner would refuse them in English.
  const unknown = keptParts.find((s) => model.productById.get(s.productId)?.category !== s.category);
  if (!errors.snapshot && unknown) {
    const found = model.productById.get(unknown.productId);
    const part = PART_NAMES[lang][unknown.category].toLowerCase();
    errors.snapshot = found ? t.snapshotWrongCategory(unknown.productId, PART_NAMES[lang][found.category].toLowerCase(), part) : t.snapshotUnknown(unknown.productId, part);
  }
  if (Object.keys(errors).length) return { form, errors, notice, result: null };

  const requirements = form.requirements.trim();
  const parsed = buildPlanRequestSchema.safeParse({
    useCase: form.useCase,
    budget,
    ...(requirements ? { requirements } : {}),
    ...(keptParts.length ? { buildSnapshot: Object.fromEntries(keptParts.map((s) => [s.category, s.productId])) } : {}),
    inStockOnly: form.inStockOnly,
    maxAlternatives: 2,
  });
  if (!parsed.success) {
    return { form, errors: { snapshot: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') }, notice, result: null };
  }
  try {
    return { form, errors: {}, notice, result: planBuild(model, normalizeBuildPlanRequest(parsed.data), urls) };
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'invalid_input') {
      notice = null;
      return { form, errors: { snapshot: error.message }, notice, result: null };
    }
    throw error;
  }
}
