import { z } from 'zod';
import { CATEGORIES } from '../../src/catalog/types.js';

/** The build-plan contract (shared spec: BuildPlan, BuildPlanPart, ...), strict, for tests. */
const text240 = z.string().max(240);
const category = z.enum(CATEGORIES);
const availability = z.enum(['in_stock', 'out_of_stock']);
const confidence = z.enum(['confirmed', 'fallback']);

export const BuildPlanPartSchema = z.strictObject({
  category,
  categorySlug: z.string(),
  productId: z.number().int().min(1),
  name: z.string(),
  price: z.number().nullable(),
  currency: z.literal('EUR').nullable(),
  availability,
  inStock: z.boolean(),
  dataConfidence: confidence,
  dataWarning: z.string().nullable(),
  availableStoreCount: z.number().int().min(0),
  storeCoverage: z.array(z.string()).max(16),
  lastUpdated: z.string().nullable(),
  productUrl: z.url(),
  serviceUrl: z.url(),
  englishUrl: z.url(),
  selectionReason: text240,
});

export const BuildPlanAlternativeSchema = z.strictObject({
  category,
  productId: z.number().int().min(1),
  name: z.string(),
  price: z.number().nullable(),
  currency: z.literal('EUR').nullable(),
  availability,
  dataConfidence: confidence,
  reason: text240,
});

export const BuildPlanSchema = z.strictObject({
  status: z.enum(['complete', 'partial']),
  parts: z.array(BuildPlanPartSchema).max(8),
  totalPrice: z.number().nullable(),
  currency: z.literal('EUR').nullable(),
  budget: z.number().nullable(),
  withinBudget: z.boolean().nullable(),
  overBudgetBy: z.number().nullable(),
  pricedPartsCount: z.number().int().min(0).max(8),
  slotCount: z.number().int().min(0).max(8),
  missingCategories: z.array(category),
  warnings: z.array(text240).max(12),
  rationale: z.array(text240).max(8),
  alternatives: z.array(BuildPlanAlternativeSchema).max(24),
});

export const CompatibilitySchema = z.strictObject({
  state: z.enum(['compatible', 'warning', 'incompatible']),
  hardBlockCount: z.number().int().min(0),
  warningCount: z.number().int().min(0),
  issues: z
    .array(
      z.strictObject({
        ruleId: z.string(),
        title: z.string(),
        state: z.enum(['warning', 'incompatible']),
        message: z.string(),
        parts: z.array(z.string()).max(8),
      }),
    )
    .max(16),
});

export const CitationSchema = z.strictObject({
  productId: z.number().int().min(1),
  category,
  source: z.enum(['service', 'retailer']),
  title: z.string(),
  url: z.url(),
});

export const PlanResultSchema = z.strictObject({
  plan: BuildPlanSchema,
  compatibility: CompatibilitySchema,
  citations: z.array(CitationSchema).max(16),
  estimatedWattage: z.number().int().min(0),
});
