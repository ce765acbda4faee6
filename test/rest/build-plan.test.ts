import { describe, expect, it } from 'vitest';
import { useServer } from '../support/suite.js';
import { expectErrorBody, request } from '../support/http.js';

const suite = useServer();

const plan = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  request(`${suite.server.base}/build-plan`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

function productOf(category: string, predicate: (specs: any) => boolean = () => true): number {
  const found = suite.server.holder.current()!.products.find((p) => p.category === category && predicate(p.specs));
  if (!found) throw new Error(`no ${category}`);
  return found.id;
}

describe('POST /build-plan', () => {
  it('plans a complete gaming build within 1200 EUR that reads like advice, with every contract field', async () => {
    const res = await plan({ useCase: 'gaming', budget: 1200 });
    expect(res.status).toBe(200);
    suite.api.check('post', '/build-plan', 200, res.body);
    const { plan: p, compatibility, citations, release, request: echoed, catalog } = res.body;
    expect(echoed).toEqual({ useCase: 'gaming', budget: 1200, inStockOnly: true, maxAlternatives: 2 });
    expect(release).toMatchObject({ id: catalog.releaseId, degraded: false });
    expect(p.status).toBe('complete');
    expect(p.withinBudget).toBe(true);
    expect(p.overBudgetBy).toBeNull();
    expect(p.totalPrice).toBeLessThanOrEqual(1200);
    const sum = Math.round(p.parts.reduce((s: number, part: any) => s + (part.price ?? 0), 0) * 100) / 100;
    expect(p.totalPrice).toBe(sum);
    expect(p.slotCount).toBe(p.parts.length);
    expect(p.parts.map((part: any) => part.category)).toEqual(expect.arrayContaining(['CPU', 'GPU', 'MOTHERBOARD', 'RAM', 'STORAGE', 'PSU', 'CASE']));
    expect(compatibility.state).not.toBe('incompatible');
    expect(compatibility.hardBlockCount).toBe(compatibility.issues.filter((i: any) => i.state === 'incompatible').length);
    expect(p.rationale.join(' ')).toMatch(/W/);
    expect(citations.length).toBeGreaterThan(0);
    for (const alt of p.alternatives) expect(alt.reason.length).toBeGreaterThan(0);
  });

  it('is deterministic: the same request gives the same bytes', async () => {
    const body = { useCase: 'workstation', budget: 2500, requirements: 'quiet, white', maxAlternatives: 3 };
    const first = await plan(body);
    const second = await plan({ maxAlternatives: 3, requirements: 'quiet, white', budget: 2500, useCase: 'workstation' });
    expect(first.status).toBe(200);
    expect(second.text).toBe(first.text);
  });

  it('keeps a conflicting snapshot and reports the conflict', async () => {
    const cpu = productOf('CPU', (s) => s.socket === 'AM5');
    const board = productOf('MOTHERBOARD', (s) => s.socket === 'LGA1700');
    const res = await plan({ useCase: 'gaming', budget: 2000, buildSnapshot: { CPU: cpu, MOTHERBOARD: board } });
    expect(res.status).toBe(200);
    expect(res.body.compatibility.state).toBe('incompatible');
    expect(res.body.compatibility.issues.map((i: any) => i.ruleId)).toContain('cpu.socket');
  });

  it('returns a partial plan when the budget cannot buy a complete build', async () => {
    const res = await plan({ useCase: 'gaming', budget: 120 });
    expect(res.status).toBe(200);
    expect(res.body.plan.status).toBe('partial');
    expect(res.body.plan.missingCategories.length).toBeGreaterThan(0);
    expect(res.body.plan.warnings.length).toBeGreaterThan(0);
  });

  it('refuses invalid input with 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{}, /useCase/],
      [{ useCase: 'mining' }, /useCase/],
      [{ useCase: 'gaming', budget: '1200' }, /budget/],
      [{ useCase: 'gaming', budget: 0 }, /budget/],
      [{ useCase: 'gaming', budget: 100001 }, /budget/],
      [{ useCase: 'gaming', requirements: 'x'.repeat(401) }, /requirements/],
      [{ useCase: 'gaming', preferences: { cpuBrand: '' } }, /preferences\.cpuBrand/],
      [{ useCase: 'gaming', preferences: { notes: 'x'.repeat(241) } }, /preferences\.notes/],
      [{ useCase: 'gaming', preferences: { color: 'red' } }, /color/],
      [{ useCase: 'gaming', buildSnapshot: { CPU: 0 } }, /buildSnapshot\.CPU/],
      [{ useCase: 'gaming', buildSnapshot: { CPU: 1.5 } }, /buildSnapshot\.CPU/],
      [{ useCase: 'gaming', buildSnapshot: { FAN: 1 } }, /FAN/],
      [{ useCase: 'gaming', inStockOnly: 'yes' }, /inStockOnly/],
      [{ useCase: 'gaming', maxAlternatives: 4 }, /maxAlternatives/],
      [{ useCase: 'gaming', extra: true }, /extra/],
    ];
    for (const [body, field] of cases) {
      const res = await plan(body);
      expectErrorBody(res, 400);
      expect(res.body.error.message).toMatch(field);
      suite.api.check('post', '/build-plan', 400, res.body);
    }
  });

  it('refuses unknown snapshot products and products of the wrong category with 400', async () => {
    const unknown = await plan({ useCase: 'gaming', buildSnapshot: { GPU: 987654, CPU: 987655 } });
    expectErrorBody(unknown, 400);
    expect(unknown.body.error.message).toMatch(/987654/);
    expect(unknown.body.error.message).toMatch(/987655/);
    const wrong = await plan({ useCase: 'gaming', buildSnapshot: { GPU: productOf('CPU') } });
    expectErrorBody(wrong, 400);
    expect(wrong.body.error.message).toMatch(/GPU/);
  });

  it('refuses malformed JSON, other content types and oversized bodies', async () => {
    expectErrorBody(await plan('{"useCase": "gaming"'), 400, 'invalid_json');
    expectErrorBody(await plan('"gaming"'), 400);
    expectErrorBody(await plan(JSON.stringify({ useCase: 'gaming' }), { 'content-type': 'text/plain' }), 415, 'unsupported_media_type');
    expectErrorBody(await plan(JSON.stringify({ useCase: 'gaming' }), {}), 415);
    expectErrorBody(await plan(JSON.stringify({ useCase: 'gaming', requirements: 'x'.repeat(70_000) })), 413, 'payload_too_large');
  });
});
