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
  /** Path pattern in the x402 SDK's syntax, relative to /agent-api/v1. */
  path: string;
  pattern: RegExp;
  description: string;
  batch?: true;
}

export const PAID_ROUTES: PaidRoute[] = [
  { method: 'GET', path: '/search', pattern: /^\/search$/, description: 'Product search' },
  { method: 'GET', path: '/builds', pattern: /^\/builds$/, description: 'Curated builds with live prices' },
  { method: 'GET', path: '/products/:id', pattern: /^\/products\/[^/]+$/, description: 'Product with current offers' },
  { method: 'GET', path: '/products/:id/offers', pattern: /^\/products\/[^/]+\/offers$/, description: 'Store offers for a product' },
  { method: 'GET', path: '/compare', pattern: /^\/compare$/, description: 'Product comparison' },
  { method: 'POST', path: '/build-plan', pattern: /^\/build-plan$/, description: 'Build plan' },
  { method: 'POST', path: '/batch', pattern: /^\/batch$/, description: 'Batch of reads ($0.01 per operation)', batch: true },
];

/**
 * The price of a request to the REST facade (`path` relative to /agent-api/v1), or null
 * when it is free. A batch is priced from its parsed body.
 */
export function priceOf(method: string, path: string, body?: unknown): Price | null {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const route = PAID_ROUTES.find((r) => r.method === method.toUpperCase() && r.pattern.test(normalized));
  if (!route) return null;
  if (!route.batch) return priceForItems(1);
  const items = batchItemCount(body);
  return items === null ? null : priceForItems(items);
}
