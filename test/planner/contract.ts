import { z } from 'zod';
import { BuildPlanResponse } from '../../facade/contract.js';

/**
 * What planBuild returns: the contract's plan, compatibility and citations, plus the
 * estimated draw, the rules left unjudged for lack of specs (which the REST facade leaves
 * out of the contract's compatibility block) and the texts as codes and values (checked
 * against their English twins in assertions.ts).
 */
const { plan, compatibility, citations } = BuildPlanResponse.shape;

/** A rule left unjudged is reported as an issue is, in its own state and words. */
const notChecked = z.array(compatibility.shape.issues.element.extend({ state: z.literal('not_checked'), message: z.string().startsWith('Not checked: ') }));

export const PlanResultSchema = z.strictObject({
  plan,
  compatibility: compatibility.extend({ notChecked: notChecked.max(16) }),
  citations,
  estimatedWattage: z.number().int().min(0).nullable(),
  texts: z.strictObject({
    warnings: z.array(z.unknown()),
    rationale: z.array(z.unknown()),
    selectionReasons: z.array(z.unknown()),
    alternativeReasons: z.array(z.unknown()),
    issues: z.array(z.unknown()),
  }),
});
