import { z } from 'zod';
import { CATEGORIES, USE_CASES, type Category } from './enums.js';
import { boundedText, productIdValue } from './validation.js';

/**
 * The BuildPlanRequest of the contract: strict at every level, bounds exact. Both the REST
 * facade and the GraphQL `buildPlan` field validate with it, and OpenAPI documents it.
 */

const preference = boundedText(1, 80);
const productId = productIdValue;

export const buildPlanRequestSchema = z
  .strictObject({
    useCase: z.enum(USE_CASES),
    budget: z.number().gt(0).max(100000).nullable().optional().meta({ description: 'Maximum budget in EUR; null or absent for a best-value build' }),
    requirements: boundedText(0, 400).optional().meta({ description: 'Free text: small form factor, quiet, wifi, 4k, streaming, white…' }),
    preferences: z
      .strictObject({
        cpuBrand: preference.optional(),
        gpuBrand: preference.optional(),
        memoryType: preference.optional(),
        platform: preference.optional(),
        storageType: preference.optional(),
        notes: boundedText(1, 240).optional(),
      })
      .optional(),
    buildSnapshot: z
      .strictObject(Object.fromEntries(CATEGORIES.map((category) => [category, productId.optional()])) as Record<Category, z.ZodOptional<typeof productId>>)
      .optional()
      .meta({ description: 'Parts already chosen, by category; the plan keeps them' }),
    inStockOnly: z.boolean().optional().meta({ description: 'Default true' }),
    maxAlternatives: z.number().int().min(0).max(3).optional().meta({ description: '0 to 3, default 2' }),
  })
  .meta({ id: 'BuildPlanRequest', description: 'What to plan: a use case, an optional budget, requirements, preferences and parts already chosen' });

export type BuildPlanRequestInput = z.output<typeof buildPlanRequestSchema>;

/** The request as the response echoes it: schema order, defaults applied, nothing invented. */
export function normalizeBuildPlanRequest(input: BuildPlanRequestInput) {
  return {
    useCase: input.useCase,
    budget: input.budget ?? null,
    ...(input.requirements !== undefined ? { requirements: input.requirements } : {}),
    ...(input.preferences !== undefined ? { preferences: input.preferences } : {}),
    ...(input.buildSnapshot !== undefined ? { buildSnapshot: input.buildSnapshot } : {}),
    inStockOnly: input.inStockOnly ?? true,
    maxAlternatives: input.maxAlternatives ?? 2,
  };
}

export type NormalizedBuildPlanRequest = ReturnType<typeof normalizeBuildPlanRequest>;
