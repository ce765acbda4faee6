import { routeMatcher, type RouteMatch } from '../http/routing.js';

/**
 * What a paid request costs (x402 "exact" on Base Sepolia, USDC with 6 decimals).
 * $0.01 per paid request; POST /batch costs $0.01 per operation. The batch route needs
 * nothing from here at runtime — the payment gate reads the parsed body — but can quote
 * prices with `batchPrice`.
 */

export const X402_NETWORK = 'eip155:84532';
export const X402_CHAIN_ID = 84532;
export const USDC_BASE_SEPOLIA = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
export const USDC_DECIMALS = 6;
/** $0.01 in USDC atomic units. */
export const ATOMIC_PER_ITEM = 10_000;
export const MAX_BATCH_ITEMS = 20;

export interface Price {
  /** How many priced units (1, or the number of batch operations). */
  items: number;
  /** Money string for the x402 SDK, e.g. "$0.03". */
  usd: string;
  /** Atomic USDC amount, e.g. "30000". */
  amount: string;
}

export function priceForItems(items: number): Price {
  const n = Math.max(1, Math.floor(items));
  return { items: n, usd: `$${(n / 100).toFixed(2)}`, amount: String(n * ATOMIC_PER_ITEM) };
}

/** Operations in a batch body, or null when the body is not a valid-sized batch (the route then answers 400). */
export function batchItemCount(body: unknown): number | null {
  const ops = (body as { operations?: unknown } | null | undefined)?.operations;
  if (!Array.isArray(ops) || ops.length < 1 || ops.length > MAX_BATCH_ITEMS) return null;
  return ops.length;
}

/** The price of a batch of `operations` items. */
export function batchPrice(operations: number): Price {
  return priceForItems(operations);
}

export interface PaidRoute {
  method: 'GET' | 'POST';
  /** The facade's Express route, relative to /agent-api/v1 (also the x402 SDK's route syntax). */
  path: string;
  matches: (path: string) => RouteMatch;
  description: string;
  batch?: true;
}

const paid = (method: PaidRoute['method'], path: string, description: string, batch?: true): PaidRoute => ({
  method,
  path,
  matches: routeMatcher(path),
  description,
  batch,
});

export const PAID_ROUTES: PaidRoute[] = [
  paid('GET', '/search', 'Product search'),
  paid('GET', '/builds', 'Curated builds with live prices'),
  paid('GET', '/products/:id', 'Product with current offers'),
  paid('GET', '/products/:id/offers', 'Store offers for a product'),
  paid('GET', '/products/:id/price-history', 'Daily price history, stats and deal signal of a product'),
  paid('GET', '/deals', 'Current deals'),
  paid('GET', '/compare', 'Product comparison'),
  paid('GET', '/lookup', 'Product by GTIN or part number'),
  paid('POST', '/build-plan', 'Build plan'),
  paid('POST', '/batch', 'Batch of reads ($0.01 per operation)', true),
];

/**
 * The price of a request to the REST facade (`path` relative to /agent-api/v1, as requested),
 * or null when it is free. Paths match as the facade's router matches them, so no spelling
 * reaches a paid handler without a price. A batch is priced from its parsed body.
 */
export function priceOf(method: string, path: string, body?: unknown): Price | null {
  const route = PAID_ROUTES.find((r) => r.method === method.toUpperCase() && r.matches(path));
  if (!route) return null;
  if (!route.batch) return priceForItems(1);
  const items = batchItemCount(body);
  return items === null ? null : priceForItems(items);
}
