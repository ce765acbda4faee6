/** The home pages, the shared stylesheet, and every page when the release is degraded or missing. */
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { fixtureModel, pagesServerFor } from './fixture.js';
import { byId, htmlLang, text, pageClient } from './html.js';
import { expectHtml, expectLabelledControls, expectAlternates } from './expect.js';

const model = fixtureModel();
const server = pagesServerFor(model);
const { get } = pageClient(server);

describe('home, stylesheet, release states', () => {
  it('links the home pages to categories, builds, builder and search', async () => {
    for (const [path, lang] of [
      ['/', 'sq'],
      ['/en', 'en'],
    ] as const) {
      const page = await get(path);
      expectHtml(page, 200, lang);
      expectLabelledControls(page);
      expectAlternates(page, `${server.url}/`, `${server.url}/en`, lang === 'sq' ? `${server.url}/` : `${server.url}/en`);
      const prefix = lang === 'sq' ? '' : '/en';
      for (const href of [
        lang === 'sq' ? '/kategori/cpu' : '/en/categories/cpu',
        lang === 'sq' ? '/ndertime/fixture-ready' : '/en/builds/fixture-ready',
        `${prefix}${lang === 'sq' ? '/ndertuesi' : '/builder'}`,
        `action="${prefix}${lang === 'sq' ? '/kerko' : '/search'}"`,
      ]) {
        expect(page.html).toContain(href);
      }
    }
    expectHtml(await get('/kategori'), 200, 'sq');
    expectHtml(await get('/en/categories'), 200, 'en');
  });

  it('serves the shared stylesheet with caching headers and revalidation', async () => {
    const home = await get('/');
    const href = /<link rel="stylesheet" href="([^"]+)">/.exec(home.html)![1];
    const css = await fetch(`${server.url}${href}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(css.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await css.text();
    expect(body).toContain(':focus-visible');
    expect(body).toContain('@media');
    const plain = await fetch(`${server.url}/assets/site.css`);
    expect(plain.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = plain.headers.get('etag')!;
    expect(etag).toBeTruthy();
    // fetch() turns a conditional request into a no-cache one, so revalidate with a plain http.get
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(`${server.url}/assets/site.css`, { headers: { 'If-None-Match': etag } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('says so on every page when the release is degraded', async () => {
    server.setModel(fixtureModel({ degraded: true }));
    try {
      const page = await get('/en/builds/fixture-ready');
      expect(page.status).toBe(200);
      expect(byId(page.html, 'degraded-note')).toContain('last good local copy');
      expect(byId(page.html, 'release-note')).toContain('data-degraded="true"');
      const sq = await get('/');
      expect(text(sq.html)).toContain('kopja e fundit e mirë lokale');
    } finally {
      server.setModel(model);
    }
  });

  it('answers 503 HTML while no release is loaded, but still serves the stylesheet', async () => {
    server.setModel(null);
    try {
      for (const path of ['/', '/en/products/1', '/kategori/gpu', '/ndertuesi', '/kerko?q=rtx']) {
        const page = await get(path);
        expect(page.status, path).toBe(503);
        expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(page.headers.get('retry-after')).toBe('60');
        expect(htmlLang(page.html)).toBe(path.startsWith('/en') ? 'en' : 'sq');
      }
      expect((await fetch(`${server.url}/assets/site.css`)).status).toBe(200);
    } finally {
      server.setModel(model);
    }
  });
});
