import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCatalog } from '../../src/cli/catalog.js';
import type { Product } from '../../src/catalog/types.js';
import { shippedCatalogDir } from '../../src/paths.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { request } from '../support/http.js';

/**
 * The shipped catalog through the real service: its source is stored with the release and
 * shown wherever releases are (GraphQL, the API root, page footers, `catalog status`), and
 * a plan over a part with unknown facts says what it could not check.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const source = JSON.parse(fs.readFileSync(path.join(shippedCatalogDir, 'source.json'), 'utf8')) as { commit: string };
const gql = (query: string, variables: Record<string, unknown> = {}) =>
  request(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });

describe('attribution of the open parts database', () => {
  it('is stored with the release and exposed in GraphQL', async () => {
    const res = await gql('{ catalog { dataSource { name url licence licenceUrl commit } } }');
    expect(res.body.data.catalog.dataSource).toEqual({
      name: 'BuildCores OpenDB',
      url: 'https://github.com/buildcores/buildcores-open-db',
      licence: 'ODC-By-1.0',
      licenceUrl: 'https://opendatacommons.org/licenses/by/1-0/',
      commit: source.commit,
    });
  });

  it('is a line of the API root document', async () => {
    const res = await request(`${server.base}/`);
    expect(res.body.dataSource).toMatch(/BuildCores OpenDB .*ODC Attribution License \(https:\/\/opendatacommons\.org\/licenses\/by\/1-0\/\)/);
  });

  it('is in the footer of every page, in the page language, with the commit', async () => {
    for (const [url, words] of [
      [`${server.url}/`, 'Përmban të dhëna nga'],
      [`${server.url}/en`, 'Contains information from'],
    ] as const) {
      const page = await fetch(url);
      const text = await page.text();
      const footer = text.slice(text.indexOf('<footer'));
      expect(footer).toContain(words);
      expect(footer).toContain('https://github.com/buildcores/buildcores-open-db');
      expect(footer).toContain(source.commit.slice(0, 12));
    }
  });

  it('is printed by `catalog status`', async () => {
    const lines: string[] = [];
    const code = await runCatalog(['status'], server.db.em(), { out: (l) => lines.push(l), err: () => undefined });
    expect(code).toBe(0);
    expect(JSON.parse(lines[0]!).current.dataSource).toMatchObject({ name: 'BuildCores OpenDB', commit: source.commit });
  });
});

describe('a build with a part whose facts are unknown', () => {
  /** An in-stock imported case that does not state its radiator support, and a curated liquid cooler. */
  function snapshot(): Record<string, number> {
    const model = server.holder.current()!;
    const buyable = (p: Product) => model.summaryByProduct.get(p.id)?.inStock === true;
    const pcCase = model.productsByCategory.get('CASE')!.find((p) => buyable(p) && (p as Product<'CASE'>).specs.radiatorSupport === null)!;
    const aio = model.productsByCategory.get('COOLING')!.find((p) => buyable(p) && (p as Product<'COOLING'>).specs.type === 'aio' && (p as Product<'COOLING'>).specs.tdpRatingW !== null)!;
    return { CASE: pcCase.id, COOLING: aio.id };
  }

  it('names the rule it could not check in GraphQL, and in the REST plan warnings only', async () => {
    const body = { useCase: 'gaming', budget: 2000, buildSnapshot: snapshot() };
    const graph = await gql('query($r: JSON!) { buildPlan(request: $r) { compatibility { notChecked { ruleId state } } } }', { r: body });
    const notChecked = graph.body.data.buildPlan.compatibility.notChecked as { ruleId: string; state: string }[];
    expect(notChecked.map((f) => f.ruleId)).toContain('case.radiator');
    expect(notChecked.every((f) => f.state === 'not_checked')).toBe(true);

    const rest = await request(`${server.base}/build-plan`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(rest.status).toBe(200);
    expect(rest.body.compatibility).not.toHaveProperty('notChecked');
    expect(rest.body.compatibility.issues.every((i: { state: string }) => i.state === 'warning' || i.state === 'incompatible')).toBe(true);
    expect(rest.body.plan.warnings.some((w: string) => w.startsWith('Not checked: ') && w.includes('(case.radiator)'))).toBe(true);
  });
});
