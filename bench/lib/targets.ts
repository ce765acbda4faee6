/** The endpoint targets of `npm run bench`: the requests each sends and how its answers are checked. */
import { print } from 'graphql';
import { CatalogFields, graphql, ProductFields } from '../../facade/fragments.js';
import { productIdsOf } from './catalog.js';
import type { LoadRequest } from './load.js';
import type { Child } from './procs.js';
import { variant } from './variants.js';

const API = '/agent-api/v1';

/** Typical shopper queries (English, Albanian, glued model codes, a typo, a place, a price). */
export const QUERIES: readonly string[] = [
  'rtx 4060',
  'RTX 4060 Ti',
  '7800x3d',
  'b650 wifi',
  '32gb ddr5 6000',
  '1tb nvme',
  '750w gold',
  'ryzen 5 7600 prishtina',
  'karta grafike nën 700€',
  'geforse rtx 4070',
];

const BUILD_PLANS = [
  { useCase: 'gaming', budget: 1200 },
  { useCase: 'workstation', budget: 2500 },
  { useCase: 'budget', budget: 600 },
  { useCase: 'productivity', budget: null, requirements: 'small form factor, quiet' },
];

export const BATCH_SIZE = 20;
const COMPARE_SIZE = 8;

export const searchPath = (q: string) => `${API}/search?q=${encodeURIComponent(q)}&limit=10`;

export interface TargetDef {
  name: string;
  label: string;
  requests: LoadRequest[];
  /** Measured against the ceiling and the peer too (inputs that repeat, so bodies can be stored). */
  reference: boolean;
  /** Checks one response of the service; returns a problem or null. */
  check?(status: number, body: string, index: number): string | null;
}

function pickIds(dir: string, count: number): number[] {
  const byCategory = new Map<string, number[]>();
  for (const p of productIdsOf(dir)) (byCategory.get(p.category) ?? byCategory.set(p.category, []).get(p.category)!).push(p.id);
  const lists = [...byCategory.values()];
  const out: number[] = [];
  // round-robin over categories, each time a little further into each list (golden-ratio steps)
  for (let round = 0; out.length < count * 3 && round < 1000; round++) {
    for (const list of lists) {
      const id = list[Math.floor(((round * 0.6180339887) % 1) * list.length)];
      if (id !== undefined && !out.includes(id)) out.push(id);
    }
  }
  return out;
}

export async function fetchText(url: string, r: LoadRequest): Promise<{ status: number; body: string }> {
  try {
    const res = await fetch(url + r.path, {
      method: r.method,
      headers: { ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}), ...r.headers },
      body: r.body,
      signal: AbortSignal.timeout(60_000),
    });
    return { status: res.status, body: await res.text() };
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new Error(`${r.method} ${url}${r.path}: ${cause}`, { cause: error });
  }
}

/** GET /search with the typical queries, varied so that no two requests are the same input. */
export function distinctSearch(): LoadRequest[] {
  let counter = 0;
  return [
    {
      method: 'GET',
      path: searchPath(QUERIES[0]),
      setup: (req) => {
        const n = counter++;
        return { ...req, path: searchPath(variant(QUERIES[n % QUERIES.length], Math.floor(n / QUERIES.length))) };
      },
    },
  ];
}

export async function liveProductIds(service: Child, dir: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (const id of pickIds(dir, count)) {
    const res = await fetch(`${service.url}${API}/products/${id}`);
    await res.arrayBuffer();
    if (res.status === 200) ids.push(id);
    if (ids.length === count) return ids;
  }
  throw new Error(`found only ${ids.length} of ${count} product ids the service serves`);
}

export function defineTargets(ids: number[]): TargetDef[] {
  const graphqlQuery = print(graphql('query Product($id: Int!) { catalog { ...CatalogFields } product(id: $id) { ...ProductFields } }', [CatalogFields, ProductFields]));
  let planCounter = 0;
  const ok = (status: number) => (status === 200 ? null : `status ${status}`);
  return [
    {
      name: 'product',
      label: `GET /products/{id} (${ids.length} ids)`,
      reference: true,
      requests: ids.map((id) => ({ method: 'GET', path: `${API}/products/${id}` })),
      check: ok,
    },
    {
      name: 'price-history',
      label: `GET /products/{id}/price-history?days=365 (${ids.length} ids)`,
      reference: true,
      requests: ids.map((id) => ({ method: 'GET', path: `${API}/products/${id}/price-history?days=365` })),
      check: ok,
    },
    {
      name: 'search',
      label: `GET /search (${QUERIES.length} queries, limit 10)`,
      reference: true,
      requests: QUERIES.map((q) => ({ method: 'GET', path: searchPath(q) })),
      check: ok,
    },
    {
      name: 'search-distinct',
      label: 'GET /search, never-repeating input',
      reference: false,
      requests: distinctSearch(),
      check: ok,
    },
    {
      name: 'compare',
      label: `GET /compare (${COMPARE_SIZE} ids)`,
      reference: true,
      requests: [{ method: 'GET', path: `${API}/compare?ids=${ids.slice(0, COMPARE_SIZE).join(',')}` }],
      check: ok,
    },
    {
      name: 'builds',
      label: 'GET /builds',
      reference: true,
      requests: [{ method: 'GET', path: `${API}/builds` }],
      check: ok,
    },
    {
      name: 'build-plan',
      label: `POST /build-plan sync (${BUILD_PLANS.length} bodies)`,
      reference: true,
      requests: BUILD_PLANS.map((b) => ({ method: 'POST', path: `${API}/build-plan`, body: JSON.stringify(b) })),
      check: ok,
    },
    {
      name: 'build-plan-distinct',
      label: 'POST /build-plan, never-repeating input',
      reference: false,
      requests: [
        {
          method: 'POST',
          path: `${API}/build-plan`,
          body: JSON.stringify(BUILD_PLANS[0]),
          setup: (req) => {
            const n = planCounter++;
            const base = BUILD_PLANS[n % BUILD_PLANS.length];
            return { ...req, body: JSON.stringify({ ...base, preferences: { notes: variant('bench', Math.floor(n / BUILD_PLANS.length)) } }) };
          },
        },
      ],
      check: ok,
    },
    {
      name: 'batch',
      label: `POST /batch (${BATCH_SIZE} product reads)`,
      reference: true,
      requests: [{ method: 'POST', path: `${API}/batch`, body: JSON.stringify({ operations: ids.slice(0, BATCH_SIZE).map((id) => ({ path: `/products/${id}` })) }) }],
      check: (status, body) => {
        if (status !== 200) return `status ${status}`;
        const results = (JSON.parse(body) as { results: { ok: boolean }[] }).results;
        return results.length === BATCH_SIZE && results.every((r) => r.ok) ? null : 'not every batch item succeeded';
      },
    },
    {
      name: 'graphql-product',
      label: `POST /graphql product read (${ids.length} ids)`,
      reference: true,
      requests: ids.map((id) => ({ method: 'POST', path: '/graphql', body: JSON.stringify({ query: graphqlQuery, variables: { id } }) })),
      check: (status, body) => {
        if (status !== 200) return `status ${status}`;
        const parsed = JSON.parse(body) as { data?: { product?: unknown }; errors?: unknown[] };
        return parsed.errors?.length ? `errors: ${JSON.stringify(parsed.errors).slice(0, 300)}` : parsed.data?.product ? null : 'no product';
      },
    },
  ];
}

/** The variants past the cache must answer what the plain input answers. */
export async function checkVariants(service: Child): Promise<string[]> {
  const problems: string[] = [];
  for (const [i, q] of QUERIES.entries()) {
    const a = JSON.parse((await fetchText(service.url, { method: 'GET', path: searchPath(q) })).body) as { results: { id: number }[] };
    const b = JSON.parse((await fetchText(service.url, { method: 'GET', path: searchPath(variant(q, 1000 + i)) })).body) as { results: { id: number }[] };
    if (JSON.stringify(a.results.map((r) => r.id)) !== JSON.stringify(b.results.map((r) => r.id))) problems.push(`search variant of ${JSON.stringify(q)} ranks differently`);
  }
  for (const [i, plan] of BUILD_PLANS.entries()) {
    const send = (notes: string) =>
      fetchText(service.url, { method: 'POST', path: `${API}/build-plan`, body: JSON.stringify({ ...plan, preferences: { notes } }) }).then((r) =>
        JSON.stringify((JSON.parse(r.body) as { plan: unknown }).plan),
      );
    if ((await send('bench')) !== (await send(variant('bench', 1000 + i)))) problems.push(`build-plan variant of body ${i} plans differently`);
  }
  return problems;
}
