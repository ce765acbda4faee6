import { z } from 'zod';
import { BuildPlanResponse } from '../../facade/contract.js';

/**
 * What planBuild returns: the contract's plan, compatibility and citations, plus the
 * estimated draw and the rules left unjudged for lack of specs (which the REST facade
 * leaves out of the contract's compatibility block).
 */
const { plan, compatibility, citations } = BuildPlanResponse.shape;

const notChecked = z.array(
  z.strictObject({
    ruleId: z.string(),
    title: z.string(),
    state: z.literal('not_checked'),
    message: z.string().startsWith('Not checked: '),
    parts: z.array(z.string()).max(8),
  }),
);

export const PlanResultSchema = z.strictObject({
  plan,
  compatibility: compatibility.extend({ notChecked: notChecked.max(16) }),
  citations,
  estimatedWattage: z.number().int().min(0).nullable(),
});
