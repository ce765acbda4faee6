/** The builder page: its form, posted and linked plans, pre-filled snapshots and errors. */
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../facade/pages/format.js';
import { fixtureModel, pagesServerFor } from './fixture.js';
import { byId, pageClient } from './html.js';
import { expectHtml, expectLabelledControls, expectAlternates } from './expect.js';

const model = fixtureModel();
const server = pagesServerFor(model);
const { get, local, post } = pageClient(server);

describe('builder page', () => {
  it('renders a labelled form and plans a posted (form-encoded) build', async () => {
    const empty = await get('/ndertuesi');
    expectHtml(empty, 200, 'sq');
    expectLabelledControls(empty);
    expect(empty.html).toContain('<form method="post" action="/ndertuesi"');
    expectAlternates(empty, server.urls.builderPage(), `${server.url}/en/builder`, server.urls.builderPage());

    const page = await post('/ndertuesi', { useCase: 'gaming', budget: '1200', requirements: '', inStockOnly: 'true', build: '' });
    expectHtml(page, 200, 'sq');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const rows = [...page.html.matchAll(/<tr data-category="(\w+)" data-product-id="(\d+)" role="row">/g)];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    let sum = 0;
    for (const [, , id] of rows) {
      expect(model.productById.has(Number(id))).toBe(true);
      sum += model.summaryByProduct.get(Number(id))!.price!;
    }
    expect(byId(page.html, 'plan-total')).toContain(formatPrice(Math.round(sum * 100) / 100, 'sq'));
    expect(sum).toBeLessThanOrEqual(1200);
    expect(page.html).toContain('<h3>Përputhshmëria</h3>');
    expect(page.html).toMatch(/<ul class="rationale"><li>/);
    expect(page.html).toContain('value="1200"');
  });

  it('plans from a GET link too (English) and keeps the in-stock default', async () => {
    const page = await get('/en/builder?useCase=workstation&budget=2000');
    expectHtml(page, 200, 'en');
    expect(page.html).toContain('id="plan-total"');
    expect(page.html).toMatch(/<input type="checkbox" id="inStockOnly" name="inStockOnly" value="true" checked>/);
    expect(page.html).toContain('Workstation profile');
  });

  it('pre-fills the snapshot from ?build= and keeps the checked parts in the plan', async () => {
    const build = model.builds.find((b) => b.id === 'fixture-ready')!;
    const page = await get(local(server.urls.builderPage(build.id)));
    expectHtml(page, 200, 'sq');
    expectLabelledControls(page);
    for (const part of build.parts) expect(page.html).toContain(`name="keep" value="${part.category}:${part.productId}" checked`);

    const kept = build.parts.filter((p) => p.category === 'CPU' || p.category === 'CASE');
    const planned = await post('/ndertuesi', {
      useCase: 'gaming',
      budget: '',
      build: build.id,
      snapshot: build.parts.map((p) => `${p.category}:${p.productId}`),
      keep: kept.map((p) => `${p.category}:${p.productId}`),
    });
    expectHtml(planned, 200, 'sq');
    for (const part of kept) expect(planned.html).toContain(`data-product-id="${part.productId}"`);
    expect(planned.html).toContain('U mbajtën pjesët që zgjodhët: procesori, kutia.');
    // unchecked parts are offered again, unchecked
    const dropped = build.parts.find((p) => p.category === 'GPU')!;
    expect(planned.html).toContain(`name="keep" value="GPU:${dropped.productId}">`);
  });

  it('re-renders the form with errors (400) for invalid input, and names an unknown build', async () => {
    const bad = await post('/en/builder', { useCase: 'mining', budget: 'lots' });
    expectHtml(bad, 400, 'en');
    expect(bad.html).toContain('role="alert"');
    expect(bad.html).toMatch(/id="budget"[^>]*aria-invalid="true"/);
    expect(bad.html).toMatch(/id="useCase"[^>]*aria-invalid="true"/);
    expect(bad.html).toContain('value="lots"');

    const snapshot = await post('/ndertuesi', { useCase: 'gaming', keep: 'GPU:999999' });
    expectHtml(snapshot, 400, 'sq');
    expect(snapshot.html).toContain('999999');

    const unknown = await get('/ndertuesi?build=nope');
    expectHtml(unknown, 200, 'sq');
    expect(unknown.html).toContain('„nope”');
  });
});
