import { z } from 'zod';
import { buildPlanRequestSchema } from '../build-plan-request.js';

/** The REST body is JSON already, so plan_build takes the BuildPlanRequest's own fields (without its component id, so tools/list inlines them). */
export const planBuildInput = z.strictObject(buildPlanRequestSchema.shape);
