import express, { type Router } from 'express';
import { match } from 'path-to-regexp';

/**
 * One meaning for a path, shared by the routers and by everything that decides about a
 * request before a router sees it (rate limits, payments, batch items): letter case counts
 * and a trailing slash makes another path. With Express's defaults `/PRODUCTS/1` and
 * `/products/1/` reach the `/products/:id` route while a check written for `/products/…`
 * does not see them — a price or a limit skipped by a spelling.
 */
const ROUTER_OPTIONS = { caseSensitive: true, strict: true } as const;

export function strictRouter(): Router {
  return express.Router(ROUTER_OPTIONS);
}

export type RouteMatch = { params: Record<string, string> } | null;

/**
 * Matches `path` (as requested, still percent-encoded) against an Express route pattern such
 * as `/products/:id`, exactly as a strict, case-sensitive router does. Parameters stay encoded.
 */
export function routeMatcher(pattern: string): (path: string) => RouteMatch {
  const test = match<Record<string, string>>(pattern, { sensitive: true, trailing: false, decode: false });
  return (path) => {
    const found = test(path);
    return found ? { params: found.params } : null;
  };
}
