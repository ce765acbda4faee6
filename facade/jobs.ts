import { z } from 'zod';
import type { JobRow } from '../src/db/entities.js';
import { notFound } from '../src/errors.js';
import { JOB_ID_PREFIX } from '../src/jobs/queue.js';
import type { Urls } from '../src/urls.js';
import type { RouteDoc } from './doc.js';
import { AsyncBuildPlanJob, BuildPlanResponse } from './contract.js';
import { errorResponses } from './responses.js';

/**
 * GET /jobs/{id} polls an async build plan. Its resultUrl, /jobs/{id}/result, serves the
 * plan itself once it succeeded (the same body as the synchronous POST), 202 with the job
 * while it is queued or running, and the job's error as an Error body (422) if it failed.
 */

export const RETRY_AFTER_SECONDS = 1;

const jobIdPattern = new RegExp(`^${JOB_ID_PREFIX}[0-9a-f]{32}$`);

export const jobParams = z.object({
  id: z.string().meta({ description: `Job id, starting with ${JOB_ID_PREFIX}`, example: `${JOB_ID_PREFIX}0123456789abcdef0123456789abcdef` }),
});

export function jobNotFound() {
  return notFound('job_not_found', 'No such job, or it has expired', 'Jobs are kept for a limited time (see expiresAt); submit the build plan again.');
}

/** Malformed ids are simply not found: there is nothing to tell a caller beyond that. */
export function checkJobId(id: string): string {
  if (!jobIdPattern.test(id)) throw jobNotFound();
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

export const getJobDoc: RouteDoc = {
  method: 'get',
  path: '/jobs/{id}',
  operationId: 'getBuildPlanJob',
  summary: 'Poll an asynchronous build-plan job',
  params: jobParams,
  responses: { 200: { description: 'The job', schema: AsyncBuildPlanJob }, ...errorResponses(401, 404, 429) },
  paid: false,
};

export const getJobResultDoc: RouteDoc = {
  method: 'get',
  path: '/jobs/{id}/result',
  operationId: 'getBuildPlanJobResult',
  summary: "A succeeded job's build plan (202 while it is still queued or running)",
  params: jobParams,
  responses: {
    200: { description: 'The build plan, as the synchronous POST returns it', schema: BuildPlanResponse },
    202: { description: 'Not finished yet; poll again after Retry-After', schema: AsyncBuildPlanJob, headers: { 'Retry-After': 'Seconds to wait' } },
    422: { description: 'The job failed', schema: errorResponses(400)[400].schema },
    ...errorResponses(401, 404, 429),
  },
  paid: false,
};
