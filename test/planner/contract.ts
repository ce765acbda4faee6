import { z } from 'zod';
import { BuildPlanResponse } from '../../facade/contract.js';

/** What planBuild returns: the contract's plan, compatibility and citations, plus the estimated draw. */
const { plan, compatibility, citations } = BuildPlanResponse.shape;

export const PlanResultSchema = z.strictObject({
  plan,
  compatibility,
  citations,
  estimatedWattage: z.number().int().min(0),
});
