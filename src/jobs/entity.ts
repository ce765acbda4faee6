import { EntitySchema } from '@mikro-orm/core';

/**
 * A build-plan job row. Class-less EntitySchema definitions (no decorator metadata), listed in
 * src/db/entities.ts; timestamps are ISO strings so both engines return the text stored.
 */

export interface JobRow {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed';
  request: string;
  principal: string;
  result: string | null;
  error: string | null;
  attempts: number;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
}

export const JobEntity = new EntitySchema<JobRow>({
  name: 'BuildPlanJob',
  tableName: 'build_plan_job',
  indexes: [
    { name: 'build_plan_job_status_index', properties: ['status', 'createdAt'] },
    { name: 'build_plan_job_expires_at_index', properties: ['expiresAt'] },
  ],
  properties: {
    id: { type: 'string', primary: true, length: 64 },
    status: { type: 'string', length: 16 },
    request: { type: 'text' },
    principal: { type: 'string', length: 200 },
    result: { type: 'text', nullable: true },
    error: { type: 'text', nullable: true },
    attempts: { type: 'integer' },
    createdAt: { type: 'string', length: 32 },
    updatedAt: { type: 'string', length: 32 },
    expiresAt: { type: 'string', length: 32 },
  },
});
