import { buildPlanRequestSchema, normalizeBuildPlanRequest, type NormalizedBuildPlanRequest } from '../src/build-plan-request.js';
import { freshnessNote } from '../src/catalog/notes.js';
import type { ReadModel } from '../src/catalog/read-model.js';
import { planBuild, type PlanResult } from '../src/planner/plan.js';
import { builder } from './builder.js';
import { READ_COST } from './cost.js';
import { Catalog } from './catalog.js';
import { fieldInput } from './input.js';
import { JsonScalar } from './json.js';
import { Compatibility, Plan, PlanCitation, PlanRequest } from './plan.js';

/** The buildPlan field's request, validated as POST /build-plan validates its body, defaults applied. */
export const planRequestArg = buildPlanRequestSchema.transform(normalizeBuildPlanRequest);

interface PlanOutcome {
  request: NormalizedBuildPlanRequest;
  model: ReadModel;
  result: PlanResult;
}

const PlanRelease = builder.objectRef<ReadModel>('PlanRelease').implement({
  description: 'The release a plan was made from',
  fields: (t) => ({
    id: t.string({ resolve: (m) => m.release.id }),
    generatedAt: t.string({ resolve: (m) => m.release.generatedAt }),
    freshness: t.string({ resolve: freshnessNote }),
    degraded: t.boolean({ resolve: (m) => m.degraded }),
  }),
});

const BuildPlanResult = builder.objectRef<PlanOutcome>('BuildPlanResult').implement({
  description: 'A recommended build, its alternatives and its compatibility verdict',
  fields: (t) => ({
    request: t.field({ type: PlanRequest, resolve: (o) => o.request }),
    catalog: t.field({ type: Catalog, resolve: (o) => o.model }),
    release: t.field({ type: PlanRelease, resolve: (o) => o.model }),
    plan: t.field({ type: Plan, resolve: (o) => o.result.plan }),
    compatibility: t.field({ type: Compatibility, resolve: (o) => o.result.compatibility }),
    citations: t.field({ type: [PlanCitation], resolve: (o) => o.result.citations }),
    estimatedWattage: t.int({
      nullable: true,
      description: 'Estimated peak power draw of the planned parts, in watts; null when a chosen CPU or GPU has no known power figure',
      resolve: (o) => o.result.estimatedWattage,
    }),
  }),
});

builder.queryField('buildPlan', (t) =>
  t.field({
    type: BuildPlanResult,
    nullable: true,
    description: 'Plan a complete, compatible build within a budget from the current release (deterministic)',
    args: { request: t.arg({ type: JsonScalar, required: true }) },
    // A plan is one REST call's work (POST /build-plan), whatever of it is selected.
    complexity: READ_COST,
    resolve: (_root, args, ctx) => {
      const request = fieldInput(ctx, planRequestArg, args.request, 'body', 'invalid_build_plan');
      return { request, model: ctx.model, result: planBuild(ctx.model, request, ctx.urls) };
    },
  }),
);
