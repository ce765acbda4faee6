import { z } from 'zod';
import type { GraphQLSchema } from 'graphql';
import type { ResultOf } from 'gql.tada';
import { buildPlanRequestSchema, normalizeBuildPlanRequest, type NormalizedBuildPlanRequest } from '../src/build-plan-request.js';
import { parseWith } from '../src/validation.js';
import type { ReadModel } from '../src/catalog/read-model.js';
import { unavailable } from '../src/errors.js';
import type { Secrets } from '../src/secrets.js';
import type { Urls } from '../src/urls.js';
import { createContext, type Context } from '../schema/context.js';
import { prepareOperation, runOperation, type PreparedOperation } from '../schema/execute.js';
import { AsyncBuildPlanJob, BuildPlanResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { built, FACADE, fields, nonNull, withoutNulls, type BodyNode, type ReadNodes } from './body-map.js';
import { CitationFields, CompatibilityFields, graphql, PlanFields, PlanRequestFields } from './fragments.js';
import { idempotencyKeyHeader } from './idempotency.js';
import { answered, composeReads } from './read-endpoint.js';
import { errorResponses } from './responses.js';

/** POST /build-plan: validate the BuildPlanRequest, run the planner through the schema, shape the contract body. */

/** Run as reads are, with the catalog added (composeReads). */
const document = graphql(
  `
  query createBuildPlan($request: JSON!) {
    result: buildPlan(request: $request) {
      request { ...PlanRequestFields } release { id generatedAt freshness degraded } plan { ...PlanFields }
      compatibility { ...CompatibilityFields } citations { ...CitationFields }
    }
  }
`,
  [PlanRequestFields, PlanFields, CompatibilityFields, CitationFields],
);

export function parseBuildPlanBody(body: unknown): NormalizedBuildPlanRequest {
  return normalizeBuildPlanRequest(parseWith(buildPlanRequestSchema, body, 'body', 'invalid_build_plan'));
}

/** The one key of the request echo whose null is a value (no budget), not an absence. */
const KEPT_NULLS = ['budget'];

/**
 * The request echo as the contract has it: GraphQL answers null for what the request left out
 * (its optional fields accept no null, so null means absent), and the contract leaves those keys out.
 */
function withoutAbsent(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, v]) => v !== null || KEPT_NULLS.includes(key))
      .map(([key, v]) => [key, withoutAbsent(v)]),
  );
}

export function compileBuildPlan(schema: GraphQLSchema): PreparedOperation {
  return prepareOperation(schema, composeReads('createBuildPlan', [{ document, alias: 'result', prefix: '' }]));
}

export async function runBuildPlan(schema: GraphQLSchema, operation: PreparedOperation, request: NormalizedBuildPlanRequest, context: Context) {
  const data = await runOperation(schema, operation, { request }, context);
  const result = answered(data.result as ResultOf<typeof document>['result']);
  // Rules left unjudged for lack of specs are in plan.warnings; the contract's
  // compatibility block only knows issues, so the domain's notChecked list stays in GraphQL.
  const { notChecked: _notChecked, ...compatibility } = result.compatibility;
  return {
    schemaVersion: 1,
    request: withoutAbsent(result.request),
    catalog: data.catalog,
    release: result.release,
    plan: result.plan,
    compatibility,
    citations: result.citations,
  };
}

/** The body's keys as runBuildPlan makes them, in terms of the selection (facade/body-map.ts). */
export function buildPlanBody({ catalog, result }: ReadNodes): Record<string, BodyNode> {
  const { request, release, plan, compatibility, citations } = fields(nonNull(result));
  const { notChecked: _notChecked, ...verdict } = fields(compatibility);
  return { schemaVersion: FACADE, request: withoutNulls(request, KEPT_NULLS), catalog, release, plan, compatibility: built(verdict), citations };
}

/** What an async job runs: the same operation as the synchronous POST, on the release current when it runs. */
export function buildPlanJobRunner(deps: { schema: GraphQLSchema; urls: Urls; secrets: Secrets; currentModel(): ReadModel | null }) {
  const operation = compileBuildPlan(deps.schema);
  return async (request: NormalizedBuildPlanRequest) => {
    const model = deps.currentModel();
    if (!model) throw unavailable('catalog_unavailable', 'No catalog release was available to plan from', 'Submit the build plan again in a minute.');
    // The stored request is checked again when the job runs: a job queued by an earlier version
    // of the service (or by hand) gets the same validation and defaults as a POST.
    const context = createContext({ model, urls: deps.urls, cursorKey: deps.secrets.cursorKey, requestId: 'job', validatedAtEdge: false });
    return runBuildPlan(deps.schema, operation, request, context);
  };
}

export const createBuildPlanDoc: RouteDoc = {
  method: 'post',
  path: '/build-plan',
  operationId: 'createBuildPlan',
  tag: 'Build plans',
  summary: 'Plan one complete, compatible build within a budget, with alternatives per category',
  description:
    'Plans one build for a use case within an optional EUR budget from the latest release: the parts with prices and URLs, the total against the budget, the compatibility verdict with its issues, up to `maxAlternatives` alternatives per category and citations. Deterministic for a request and a release; read-only. Snapshot ids must name products of the current release under their own category (else 400 `unknown_product` or `snapshot_category_mismatch`). With `Prefer: respond-async` the plan runs as a job: 202 with the job, polled at `statusUrl`.',
  headers: z.object({
    'Idempotency-Key': idempotencyKeyHeader,
    Prefer: z
      .enum(['respond-async'])
      .optional()
      .meta({ description: 'respond-async asks for an asynchronous job (202); other preferences are ignored', examples: ['respond-async'] }),
  }),
  body: { schema: buildPlanRequestSchema, example: 'buildPlanRequest' },
  responses: {
    200: { description: 'The plan', schema: BuildPlanResponse, example: 'buildPlanResponse' },
    202: {
      description: 'Accepted as an asynchronous job (Prefer: respond-async); poll statusUrl after Retry-After seconds',
      schema: AsyncBuildPlanJob,
      example: 'jobQueued',
      headers: ['Location', 'Preference-Applied', 'Retry-After'],
    },
    ...errorResponses([400, 401, 402, 409, 413, 415, 422, 429, 503], {
      400: {
        code: 'invalid_build_plan',
        message: 'useCase: Invalid option: expected one of "gaming"|"workstation"|"productivity"|"budget"',
        description: 'Invalid build-plan input (the body, a snapshot id the release lacks, or the Idempotency-Key)',
      },
    }),
  },
  paid: 'request',
  idempotent: true,
};
