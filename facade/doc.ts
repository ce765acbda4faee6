import type { z } from 'zod';

/** What the OpenAPI document says about one route; kept next to the route it describes. */
export interface RouteDoc {
  method: 'get' | 'post';
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  responses: Record<number, { description: string; schema?: z.ZodType; headers?: Record<string, string> }>;
  paid: boolean;
}
