import { z } from 'zod';
import type { JobRow } from '../src/jobs/entity.js';
import { notFound } from '../src/errors.js';
import { JOB_ID_PATTERN, JOB_ID_PREFIX } from '../src/jobs/queue.js';
import type { Urls } from '../src/urls.js';
import type { RouteDoc } from './doc.js';
import { AsyncBuildPlanJob, BuildPlanResponse, ErrorBody } from './contract.js';
import { errorExample, errorResponses } from './responses.js';

/**
 * GET /jobs/{id} polls an async build plan. Its resultUrl, /jobs/{id}/result, serves the
 * plan itself once it succeeded (the same body as the synchronous POST), 202 with the job
 * while it is queued or running, and the job's error as an Error body (422) if it failed.
 */

export const RETRY_AFTER_SECONDS = 1;

export const jobParams = z.object({
  id: z
    .string()
    .regex(JOB_ID_PATTERN)
    .meta({
      description: `Job id (${JOB_ID_PREFIX} and 32 hexadecimal digits), as the 202 response gave it; any other segment names no job (404)`,
      examples: [`${JOB_ID_PREFIX}4c94cf80dce22e8ac08e7c22e46f4642`],
    }),
});

export function jobNotFound() {
  return notFound('job_not_found', 'No such job, or it has expired', 'Jobs are kept for a limited time (see expiresAt); submit the build plan again.');
}

/** Malformed ids are simply not found: there is nothing to tell a caller beyond that. */
export function checkJobId(id: string): string {
  if (!JOB_ID_PATTERN.test(id)) throw jobNotFound();
  return id;
}

export function jobBody(job: JobRow, urls: Urls) {
  const statusUrl = urls.api(`/jobs/${job.id}`);
  return {
    schemaVersion: 1,
    job: {
      id: job.id,
      status: job.status,
      statusUrl,
      resultUrl: `${statusUrl}/result`,
      createdAt: job.createdAt,
      updatedAt: job.updatedAt,
      expiresAt: job.expiresAt,
      ...(job.status === 'succeeded' && job.result ? { result: JSON.parse(job.result) } : {}),
      ...(job.status === 'failed' && job.error ? { error: JSON.parse(job.error) } : {}),
    },
  };
}

const jobNotFoundExample = { code: 'job_not_found', message: 'No such job, or it has expired', resolution: 'Jobs are kept for a limited time (see expiresAt); submit the build plan again.' };

export const getJobDoc: RouteDoc = {
  method: 'get',
  path: '/jobs/{id}',
  operationId: 'getBuildPlanJob',
  tag: 'Build plans',
  summary: 'Poll an asynchronous build-plan job',
  description:
    'The job created by POST /build-plan with Prefer: respond-async: queued, running, succeeded (with `result`, the synchronous body) or failed (with `error`). Jobs are kept until `expiresAt`; after that they are 404.',
  params: jobParams,
  responses: {
    200: { description: 'The job', schema: AsyncBuildPlanJob, example: 'jobSucceeded' },
    ...errorResponses([400, 401, 404, 429, 503], { 404: jobNotFoundExample }),
  },
  paid: false,
};

export const getJobResultDoc: RouteDoc = {
  method: 'get',
  path: '/jobs/{id}/result',
  operationId: 'getBuildPlanJobResult',
  tag: 'Build plans',
  summary: "A succeeded job's build plan (202 while it is still queued or running)",
  description:
    "The job's `resultUrl`: the plan itself once the job succeeded (the synchronous POST's body), 202 with the job while it runs, and the job's error as an Error body (422) if it failed.",
  params: jobParams,
  responses: {
    200: { description: 'The build plan, as the synchronous POST returns it', schema: BuildPlanResponse, example: 'buildPlanResponse' },
    202: { description: 'Not finished yet; poll again after Retry-After seconds', schema: AsyncBuildPlanJob, example: 'jobQueued', headers: ['Location', 'Retry-After'] },
    422: {
      description: 'The job failed; the body is its error',
      schema: ErrorBody,
      example: { value: errorExample('job_abandoned', 'The job stopped 3 times without finishing', 'Submit the build plan again.') },
    },
    ...errorResponses([400, 401, 404, 429, 503], { 404: jobNotFoundExample }),
  },
  paid: false,
};
