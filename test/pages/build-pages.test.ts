/** Curated build pages and their list. */
import { describe, expect, it } from 'vitest';
import { buildView } from '../../src/catalog/builds.js';
import { formatPrice } from '../../facade/pages/format.js';
import { fixtureModel, pagesServerFor } from './fixture.js';
import { byId, text, pageClient } from './html.js';
import { expectHtml, expectAlternates } from './expect.js';

const model = fixtureModel();
const server = pagesServerFor(model);
const { get, local } = pageClient(server);

describe('build pages', () => {
  it('shows parts, total and the missing and out-of-stock flags in both languages', async () => {
    const build = model.builds.find((b) => b.id === 'fixture-flags')!;
    const view = buildView(model, build);
    const sq = await get(local(server.urls.buildPage(build.id)));
    expectHtml(sq, 200, 'sq');
    expectAlternates(sq, server.urls.buildPage(build.id), server.urls.buildPageEn(build.id), server.urls.buildPage(build.id));
    expect(byId(sq.html, 'build-total')).toContain(formatPrice(view.total!, 'sq'));
    expect(sq.html.match(/data-missing="true"/g)).toHaveLength(view.missingPartCount);
    expect(sq.html.match(/data-out-of-stock="true"/g)).toHaveLength(view.outOfStockPartCount);
    expect(text(sq.html)).toContain('1 pjesë mungon ose është pa çmim');
    expect(sq.html).toContain(`href="${local(server.urls.builderPage(build.id))}"`);
    for (const part of view.parts) if (part.name) expect(sq.html).toContain(local(server.urls.productPage(part.part.productId, part.name)));

    const en = await get(local(server.urls.buildPageEn(build.id)));
    expectHtml(en, 200, 'en');
    expect(byId(en.html, 'build-total')).toContain(formatPrice(view.total!, 'en'));
    expect(text(en.html)).toContain('1 part is out of stock');
  });

  it('names curated builds in the page language, falling back to the catalog name', async () => {
    const sq = await get('/ndertime/fixture-ready');
    expect(sq.html).toContain('<h1>Ndërtimi i gatshëm i provës</h1>');
    expect(sq.html).toContain('<title>Ndërtimi i gatshëm i provës · ');
    const en = await get('/en/builds/fixture-ready');
    expect(en.html).toContain('<h1>Fixture ready build</h1>');
    const list = await get('/ndertime');
    expect(list.html).toContain('<strong>Ndërtimi i gatshëm i provës</strong>');
    expect(list.html).not.toContain('Fixture ready build');
    expect((await get('/ndertime/fixture-flags')).html).toContain('<h1>Fixture build with flags</h1>');
    const builder = await get(local(server.urls.builderPage('fixture-ready')));
    expect(builder.html).toContain('<legend>Pjesët nga „Ndërtimi i gatshëm i provës”</legend>');
  });

  it('lists the builds and answers unknown build ids with an HTML 404', async () => {
    const list = await get('/ndertime');
    expectHtml(list, 200, 'sq');
    for (const b of model.builds) expect(list.html).toContain(local(server.urls.buildPage(b.id)));
    expectHtml(await get('/ndertime/no-such-build'), 404, 'sq');
    expectHtml(await get('/en/builds/no-such-build'), 404, 'en');
  });
});
