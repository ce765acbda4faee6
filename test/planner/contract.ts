import { z } from 'zod';
import { BuildPlanResponse } from '../../facade/contract.js';

/**
 * What planBuild returns: the contract's plan, compatibility and citations, plus the estimated
 * draw and the texts as codes and values (checked against their English twins in assertions.ts).
 */
const { plan, compatibility, citations } = BuildPlanResponse.shape;

export const PlanResultSchema = z.strictObject({
  plan,
  compatibility,
  citations,
  estimatedWattage: z.number().int().min(0),
  texts: z.strictObject({
    warnings: z.array(z.unknown()),
    rationale: z.array(z.unknown()),
    selectionReasons: z.array(z.unknown()),
    alternativeReasons: z.array(z.unknown()),
    issues: z.array(z.unknown()),
  }),
});
