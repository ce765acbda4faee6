import { describe, expect, it } from 'vitest';
import { checkCompatibility } from '../../src/compat/engine.js';
import { partSetOf } from '../../src/compat/rule.js';
import type { Product } from '../../src/catalog/types.js';
import { expectErrorBody, request, type JsonResponse } from '../support/http.js';
import { useServer } from '../support/suite.js';

const suite = useServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' });
const model = () => suite.server.holder.current()!;
const get = (path: string) => request(`${suite.server.base}${path}`);

async function everything(query: string): Promise<{ id: number; compatibility?: { rulesChecked: string[]; warnings: string[]; notChecked: string[] } }[]> {
  const out = [];
  let cursor: string | null = null;
  do {
    const res: JsonResponse = await get(`/search?${query}&limit=25${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status, res.text.slice(0, 300)).toBe(200);
    suite.api.check('get', '/search', 200, res.body);
    out.push(...res.body.results);
    cursor = res.body.nextCursor;
  } while (cursor);
  return out;
}

/** The build-plan engine's verdict on `candidate` among `chosen`: incompatible findings that name it. */
function blocked(chosen: Product[], candidate: Product): string[] {
  const report = checkCompatibility(partSetOf([...chosen, candidate]));
  return report.issues.filter((i) => i.state === 'incompatible' && i.parts.includes(candidate.name)).map((i) => i.ruleId);
}

function cpuOn(socket: string): Product {
  return model().products.find((p) => p.category === 'CPU' && (p.specs as { socket: string | null }).socket === socket && model().summaryByProduct.get(p.id)!.inStock)!;
}

describe('GET /search?compatibleWith', () => {
  it('keeps exactly the parts the build-plan rules pass with the chosen ones, each with the rules checked', async () => {
    const cpu = cpuOn('AM4');
    const base = 'q=asus&category=MOTHERBOARD&inStockOnly=false';
    const all = await everything(base);
    const kept = await everything(`${base}&compatibleWith=CPU:${cpu.id}`);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
    const keptIds = new Set(kept.map((r) => r.id));
    for (const r of kept) {
      expect(blocked([cpu], model().productById.get(r.id)!)).toEqual([]);
      expect(r.compatibility!.rulesChecked).toContain('cpu.socket');
    }
    for (const r of all.filter((x) => !keptIds.has(x.id))) {
      expect(blocked([cpu], model().productById.get(r.id)!).length, `board ${r.id}`).toBeGreaterThan(0);
    }
    // order and paging are those of the unfiltered search, minus what the rules exclude
    expect(kept.map((r) => r.id)).toEqual(all.map((r) => r.id).filter((id) => keptIds.has(id)));
  });

  it('agrees with POST /build-plan on a kept part and on an excluded one', async () => {
    const cpu = cpuOn('AM5');
    const base = 'q=msi&category=MOTHERBOARD&inStockOnly=false';
    const kept = await everything(`${base}&compatibleWith=${cpu.id}`);
    const keptIds = new Set(kept.map((r) => r.id));
    const excluded = (await everything(base)).find((r) => !keptIds.has(r.id))!;
    const plan = async (boardId: number) =>
      (
        await request(`${suite.server.base}/build-plan`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ useCase: 'gaming', inStockOnly: false, buildSnapshot: { CPU: cpu.id, MOTHERBOARD: boardId } }),
        })
      ).body;
    const good = await plan(kept[0].id);
    const pair = (issue: { parts: string[] }) => issue.parts.includes(cpu.name) && issue.parts.includes(model().productById.get(kept[0].id)!.name);
    expect(good.compatibility.issues.filter((i: { state: string; parts: string[] }) => i.state === 'incompatible' && pair(i))).toEqual([]);
    const bad = await plan(excluded.id);
    const board = model().productById.get(excluded.id)!;
    const rules = bad.compatibility.issues
      .filter((i: { state: string; parts: string[] }) => i.state === 'incompatible' && i.parts.includes(board.name))
      .map((i: { ruleId: string }) => i.ruleId);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules).toEqual(expect.arrayContaining(blocked([cpu], board)));
  });

  it('takes up to 8 parts, one per category, and runs every rule reading the candidate with them', async () => {
    const cpu = cpuOn('AM5');
    const build = model().builds.find((b) => b.parts.length >= 6)!;
    const token = build.parts
      .filter((p) => p.category !== 'GPU')
      .map((p) => `${p.category}:${p.productId}`)
      .join(',');
    const res = await get(`/search?q=rtx&category=GPU&inStockOnly=false&compatibleWith=${token}&limit=5`);
    expect(res.status).toBe(200);
    expect(build.parts.some((p) => p.category === 'CASE') && build.parts.some((p) => p.category === 'PSU')).toBe(true);
    expect(res.body.results.length).toBeGreaterThan(0);
    for (const r of res.body.results) {
      expect(r.compatibility.rulesChecked).toEqual(expect.arrayContaining(['case.gpuLength', 'psu.wattage', 'psu.gpuConnectors']));
      expect(
        blocked(
          build.parts.filter((p) => p.category !== 'GPU').map((p) => model().productById.get(p.productId)!),
          model().productById.get(r.id)!,
        ),
      ).toEqual([]);
    }
    expect(res.body.query.compatibleWith).toEqual(build.parts.filter((p) => p.category !== 'GPU').map((p) => p.productId));
    expect((await get(`/search?q=ram&compatibleWith=${cpu.id}`)).status).toBe(200);
  });

  it.each([
    ['an unknown id', 'compatibleWith=999999', /999999/],
    ['more than 8 parts', `compatibleWith=${Array.from({ length: 9 }, (_, i) => 1001 + i).join(',')}`, /at most 8/],
    ['a malformed token', 'compatibleWith=abc', /not a product id/],
    ["a category that is not the product's", 'compatibleWith=GPU:1010', /not a GPU/],
    ['two parts of one category', 'compatibleWith=1010,1003', /one category/],
    ['an empty item', 'compatibleWith=1010,', /not a product id/],
  ])('refuses %s with a 400 Error body', async (_what, query, message) => {
    const res = await get(`/search?q=ram&${query}`);
    expectErrorBody(res, 400, 'invalid_compatible_with');
    suite.api.check('get', '/search', 400, res.body);
    expect(res.body.error.message).toMatch(message);
  });

  it('binds compatibleWith into the cursor', async () => {
    const first = await get('/search?q=ddr4&category=RAM&inStockOnly=false&compatibleWith=1010&limit=3');
    expect(first.body.nextCursor).toBeTruthy();
    expect((await get(`/search?q=ddr4&category=RAM&inStockOnly=false&compatibleWith=1010&limit=3&cursor=${first.body.nextCursor}`)).status).toBe(200);
    expectErrorBody(await get(`/search?q=ddr4&category=RAM&inStockOnly=false&compatibleWith=1003&limit=3&cursor=${first.body.nextCursor}`), 400, 'cursor_mismatch');
  });
});
