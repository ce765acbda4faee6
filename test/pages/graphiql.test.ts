import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/app.js';
import { request } from '../support/http.js';
import { describeWith } from '../support/requirement.js';

/**
 * GraphiQL in development, offline: every request the page makes off the server's origin is
 * refused, and GraphiQL must still load its bundle, styles and editor workers from the server,
 * render, run a query and show the answer, with no Content-Security-Policy violation.
 * Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium): a failure under CI without it.
 */

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const chromiumRequirement = {
  what: `Chromium at ${CHROMIUM}`,
  available: fs.existsSync(CHROMIUM),
  howTo: 'apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH)',
};

describeWith(chromiumRequirement, 'GraphiQL in development, offline', () => {
  let server: TestServer;
  let browser: Browser;
  beforeAll(async () => {
    server = await startTestServer();
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('loads from the server alone, under its policy, and runs a query', async () => {
    const page = await (await browser.newContext()).newPage();
    const offOrigin: string[] = [];
    const failed: string[] = [];
    const errors: string[] = [];
    await page.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith(server.url) || url.startsWith('blob:') || url.startsWith('data:')) return route.continue();
      offOrigin.push(url);
      return route.abort();
    });
    page.on('requestfailed', (req) => failed.push(req.url()));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    // GraphiQL opens with the query in its URL, as a shared link does.
    const res = await page.goto(`${server.url}/graphql?query=${encodeURIComponent('{ catalog { releaseId } }')}`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("script-src 'self';");
    await page.locator('.graphiql-query-editor .monaco-editor').waitFor({ timeout: 30_000 });
    await page.locator('.graphiql-execute-button').click();
    await expect.poll(() => page.locator('.graphiql-response').innerText(), { timeout: 30_000 }).toContain('releaseId');
    expect(offOrigin).toEqual([]);
    expect(failed).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);
  });

  it('serves only the files GraphiQL needs, and not in production', async () => {
    expect((await request(`${server.url}/graphiql/graphiql.css`)).status).toBe(200);
    expect((await request(`${server.url}/graphiql/package.json`)).status).toBe(404);
    expect((await request(`${server.url}/graphiql/../package.json`)).status).toBe(404);
    const production = await startTestServer({ NODE_ENV: 'production' });
    try {
      expect((await request(`${production.url}/graphiql/graphiql.css`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
