import type { Principal } from '../src/auth/principal.js';
import type { ReadModel } from '../src/catalog/read-model.js';
import { loaderBatchSize } from '../src/metrics.js';
import type { Urls } from '../src/urls.js';

/** How many times each loader's batch function ran during one request: the proof of coalescing. */
export type LoaderStats = Record<'product' | 'offers' | 'store', number>;

export interface Context {
  /** The release this request answers from, taken once at its start. */
  model: ReadModel;
  urls: Urls;
  principal: Principal;
  requestId: string;
  loaderStats: LoaderStats;
  /** Signs search cursors so callers cannot forge or alter them. */
  cursorKey: Buffer;
  /**
   * True when the variables come from the facade, which validated its input at its edge
   * with the endpoint's zod schema (REST routes, batch items, MCP tools, build-plan jobs):
   * the fields then take their arguments as they are (schema/input.ts). False for /graphql
   * callers, whose arguments each field validates.
   */
  validatedAtEdge: boolean;
}

export interface ContextInput {
  model: ReadModel;
  urls: Urls;
  cursorKey: Buffer;
  principal?: Principal;
  requestId: string;
  validatedAtEdge: boolean;
}

/** Counts one batch call of a loader: the per-request proof of coalescing and the process-wide metric. */
export function countLoad(ctx: Context, loader: keyof LoaderStats, keys: number): void {
  ctx.loaderStats[loader] += 1;
  loaderBatchSize.observe({ loader }, keys);
}

/** The one context factory behind /graphql, every facade route and every batch. */
export function createContext(input: ContextInput): Context {
  return {
    model: input.model,
    urls: input.urls,
    principal: input.principal ?? { kind: 'anonymous', id: 'anonymous' },
    requestId: input.requestId,
    loaderStats: { product: 0, offers: 0, store: 0 },
    cursorKey: input.cursorKey,
    validatedAtEdge: input.validatedAtEdge,
  };
}
