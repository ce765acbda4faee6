import type { NormalizedBuildPlanRequest } from '../src/build-plan-request.js';
import { CATEGORIES } from '../src/enums.js';
import type { BuildPlan, BuildPlanAlternative, BuildPlanCompatibility, BuildPlanPart, Citation } from '../src/planner/plan.js';
import { builder } from './builder.js';

/**
 * The build plan, its compatibility verdict and its citations as GraphQL object types, so
 * internal tools get types, not JSON. The REST facade selects every field in the contract's
 * order (facade/fragments.ts), so the result is already the body's shape.
 */

type Preferences = NonNullable<NormalizedBuildPlanRequest['preferences']>;
type Snapshot = NonNullable<NormalizedBuildPlanRequest['buildSnapshot']>;
type Finding = BuildPlanCompatibility['notChecked'][number];

const PlanPreferences = builder.objectRef<Preferences>('PlanPreferences').implement({
  description: 'The preferences a plan was asked with',
  fields: (t) => ({
    cpuBrand: t.exposeString('cpuBrand', { nullable: true }),
    gpuBrand: t.exposeString('gpuBrand', { nullable: true }),
    memoryType: t.exposeString('memoryType', { nullable: true }),
    platform: t.exposeString('platform', { nullable: true }),
    storageType: t.exposeString('storageType', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
  }),
});

const PlanSnapshot = builder.objectRef<Snapshot>('PlanSnapshot').implement({
  description: 'Parts already chosen, by category: product ids',
  fields: (t) => Object.fromEntries(CATEGORIES.map((category) => [category, t.exposeInt(category, { nullable: true })])),
});

export const PlanRequest = builder.objectRef<NormalizedBuildPlanRequest>('PlanRequest').implement({
  description: 'The request a plan answers, defaults applied',
  fields: (t) => ({
    useCase: t.exposeString('useCase'),
    budget: t.exposeFloat('budget', { nullable: true }),
    requirements: t.exposeString('requirements', { nullable: true }),
    preferences: t.field({ type: PlanPreferences, nullable: true, resolve: (r) => r.preferences }),
    buildSnapshot: t.field({ type: PlanSnapshot, nullable: true, resolve: (r) => r.buildSnapshot }),
    inStockOnly: t.exposeBoolean('inStockOnly'),
    maxAlternatives: t.exposeInt('maxAlternatives'),
  }),
});

const PlanPart = builder.objectRef<BuildPlanPart>('PlanPart').implement({
  description: 'One part of a plan, priced from the release',
  fields: (t) => ({
    category: t.exposeString('category'),
    categorySlug: t.exposeString('categorySlug'),
    productId: t.exposeInt('productId'),
    name: t.exposeString('name'),
    price: t.exposeFloat('price', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    availability: t.exposeString('availability'),
    inStock: t.exposeBoolean('inStock'),
    dataConfidence: t.exposeString('dataConfidence'),
    dataWarning: t.exposeString('dataWarning', { nullable: true }),
    availableStoreCount: t.exposeInt('availableStoreCount'),
    storeCoverage: t.exposeStringList('storeCoverage'),
    lastUpdated: t.exposeString('lastUpdated', { nullable: true }),
    productUrl: t.exposeString('productUrl'),
    serviceUrl: t.exposeString('serviceUrl'),
    englishUrl: t.exposeString('englishUrl'),
    selectionReason: t.exposeString('selectionReason'),
  }),
});

const PlanAlternative = builder.objectRef<BuildPlanAlternative>('PlanAlternative').implement({
  description: 'Another part a plan could use in a category, and why',
  fields: (t) => ({
    category: t.exposeString('category'),
    productId: t.exposeInt('productId'),
    name: t.exposeString('name'),
    price: t.exposeFloat('price', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    availability: t.exposeString('availability'),
    dataConfidence: t.exposeString('dataConfidence'),
    reason: t.exposeString('reason'),
  }),
});

export const Plan = builder.objectRef<BuildPlan>('Plan').implement({
  description: 'The planned parts, their total against the budget, warnings, rationale and alternatives',
  fields: (t) => ({
    status: t.exposeString('status'),
    parts: t.field({ type: [PlanPart], resolve: (p) => p.parts }),
    totalPrice: t.exposeFloat('totalPrice', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    budget: t.exposeFloat('budget', { nullable: true }),
    withinBudget: t.exposeBoolean('withinBudget', { nullable: true }),
    overBudgetBy: t.exposeFloat('overBudgetBy', { nullable: true }),
    pricedPartsCount: t.exposeInt('pricedPartsCount'),
    slotCount: t.exposeInt('slotCount'),
    missingCategories: t.exposeStringList('missingCategories'),
    warnings: t.exposeStringList('warnings'),
    rationale: t.exposeStringList('rationale'),
    alternatives: t.field({ type: [PlanAlternative], resolve: (p) => p.alternatives }),
  }),
});

const CompatibilityFinding = builder.objectRef<Finding>('CompatibilityFinding').implement({
  description: 'What one compatibility rule found: an issue, or a rule left unjudged for lack of specs',
  fields: (t) => ({
    ruleId: t.exposeString('ruleId'),
    title: t.exposeString('title'),
    state: t.exposeString('state'),
    message: t.exposeString('message'),
    parts: t.exposeStringList('parts'),
  }),
});

export const Compatibility = builder.objectRef<BuildPlanCompatibility>('Compatibility').implement({
  description: 'The compatibility verdict of a plan',
  fields: (t) => ({
    state: t.exposeString('state'),
    hardBlockCount: t.exposeInt('hardBlockCount'),
    warningCount: t.exposeInt('warningCount'),
    issues: t.field({ type: [CompatibilityFinding], resolve: (c) => c.issues }),
    notChecked: t.field({ type: [CompatibilityFinding], description: 'Rules that apply but could not be judged for lack of specs', resolve: (c) => c.notChecked }),
  }),
});

export const PlanCitation = builder.objectRef<Citation>('PlanCitation').implement({
  description: 'A page that backs a planned part: its service page, or the retailer page of its cheapest in-stock offer',
  fields: (t) => ({
    productId: t.exposeInt('productId'),
    category: t.exposeString('category'),
    source: t.exposeString('source'),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
  }),
});
