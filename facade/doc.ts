import type { z } from 'zod';
import type { DataExampleName } from './examples.js';
import type { ResponseHeader } from './headers.js';

/** The groups the operations are listed under, with what each holds. */
export const TAGS = {
  Service: 'Where an agent starts: links, usage rules and the read-only sandbox',
  Search: 'Natural-language product search over the participating stores',
  Products: 'One product, its store offers, and comparisons of a few',
  Builds: 'Curated complete builds with live part prices',
  'Build plans': 'Deterministic build planning, synchronous or as an asynchronous job',
  Batch: 'Several reads in one request',
} as const;

export type Tag = keyof typeof TAGS;

export type ExampleName = DataExampleName | 'agentApiInfo' | 'sandbox';

export interface ResponseDoc {
  description: string;
  schema?: z.ZodType;
  /** A named example body, or a literal one (error bodies). */
  example?: ExampleName | { value: unknown };
  /** Headers of this response beyond those every response of its kind carries (see headers.ts). */
  headers?: ResponseHeader[];
  /** Other media types of the same body, chosen by the request's Accept (a string body each). */
  alternates?: { type: string; description: string; example: ExampleName }[];
}

/** What the OpenAPI document says about one route; kept next to the route it describes. */
export interface RouteDoc {
  method: 'get' | 'post';
  path: string;
  operationId: string;
  tag: Tag;
  summary: string;
  description: string;
  /** Path parameters as their text in the URL. */
  params?: z.ZodObject;
  /** Query parameters as values; an array is written comma-separated (`form` style, not exploded). */
  query?: z.ZodObject;
  /** Request headers of this route (Idempotency-Key, Prefer). */
  headers?: z.ZodObject;
  body?: { schema: z.ZodType; example: ExampleName };
  responses: Record<number, ResponseDoc>;
  /** Charged with x402 while payments are on (anonymous callers only): per request, or per batch operation. */
  paid: 'request' | 'operation' | false;
  /** Stores its outcome under an Idempotency-Key and replays it. */
  idempotent?: boolean;
}
