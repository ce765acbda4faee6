/**
 * The pages in a real browser (Debian's Chromium driven by playwright-core): the offers table
 * renders, the builder form can be filled by its labels and submitted, and the plan shows.
 * Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium): skipped with a note without it,
 * a failure under CI, whose `.ci/run` installs it.
 */
import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { describeWith } from '../support/requirement.js';
import { fixtureModel, startPagesServer, type PagesServer } from './fixture.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

let browser: Browser;
let server: PagesServer;
let model: ReadModel;

async function open(path: string, viewport = { width: 1280, height: 900 }): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/favicon/.test(msg.text()) && !/status of 404/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  const res = await page.goto(`${server.url}${path}`);
  expect(res?.status()).toBe(200);
  return { page, errors };
}

const chromiumRequirement = {
  what: `Chromium at ${CHROMIUM}`,
  available: fs.existsSync(CHROMIUM),
  howTo: 'apt-get update && apt-get install -y chromium (or set CHROMIUM_PATH)',
};

describeWith(chromiumRequirement, 'pages in Chromium', () => {
  beforeAll(async () => {
    model = fixtureModel();
    server = await startPagesServer(model);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders a product page with its offers table, styled and usable on a phone', async () => {
    const product = model.products.find((p) => (model.offersByProduct.get(p.id) ?? []).length >= 3)!;
    const offers = model.offersByProduct.get(product.id)!;
    const { page, errors } = await open(new URL(server.urls.productPage(product.id, product.name)).pathname, { width: 375, height: 800 });

    await expect(page.locator('h1').textContent()).resolves.toBe(product.name);
    const table = page.locator('table.offers');
    await table.waitFor({ state: 'visible' });
    expect(await table.locator('tbody tr').count()).toBe(offers.length);
    const firstStore = model.storeById.get(offers[0].storeId)!;
    expect((await table.locator(`#oferta-${offers[0].id} th`).textContent())?.trim()).toBe(firstStore.name);
    expect(await table.locator('thead th').allTextContents()).toEqual(['Dyqani', 'Qyteti', 'Çmimi', 'Stoku', 'Përditësuar', 'Te dyqani']);
    expect(await page.locator(`#oferta-${offers[0].id} a`).getAttribute('href')).toBe(offers[0].retailerUrl);

    // the shared stylesheet loaded (and the page CSP allows it)
    expect(await page.locator('header.site').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(16, 34, 61)');
    // no sideways scrolling of the page on a 375 px screen: wide tables scroll inside their wrapper
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // keyboard users meet the skip link first, and it becomes visible
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip');
    expect((await page.locator('a.skip').boundingBox())!.x).toBeGreaterThanOrEqual(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fills the builder form by its labels, submits it and shows the plan with parts and a total', async () => {
    const { page, errors } = await open('/en/builder');
    await page.getByLabel('Use case').selectOption('gaming');
    await page.getByLabel('Budget (€)').fill('1200');
    const [response] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Plan the build' }).click()]);
    expect(response?.status()).toBe(200);
    expect(response?.request().method()).toBe('POST');

    const plan = page.locator('#plan');
    await plan.waitFor({ state: 'visible' });
    const rows = plan.locator('table.plan tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(6);
    const names = await rows.locator('td a').allTextContents();
    expect(names.every((n) => n.trim().length > 0)).toBe(true);
    const total = (await page.locator('#plan-total').textContent())!.trim();
    expect(total).toMatch(/^€\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(Number(total.replace(/[€,]/g, ''))).toBeLessThanOrEqual(1200);
    await expect(page.getByLabel('Budget (€)').inputValue()).resolves.toBe('1200');
    expect(await plan.locator('h3').allTextContents()).toContain('Compatibility');

    // a part links to its product page, which renders
    await Promise.all([page.waitForNavigation(), rows.first().locator('td a').click()]);
    expect(page.url()).toMatch(/\/en\/products\/\d+-/);
    await page.locator('table.offers').waitFor({ state: 'visible' });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
