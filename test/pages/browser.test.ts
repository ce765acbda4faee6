/**
 * The pages in a real browser (Debian's Chromium driven by playwright-core): the offers table
 * renders, the builder form can be filled by its labels and submitted, and the plan shows;
 * at 390 px and 1280 px every table cell is on screen without sideways scrolling (tables turn
 * into stacked cards on the phone), with screenshots written to test/pages/screenshots/ for
 * people to look at (gitignored; no pixel comparison); axe-core finds no accessibility
 * violation on any kind of page at either width.
 * Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium): skipped with a note without it,
 * a failure under CI, whose `.ci/run` installs it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { describeWith } from '../support/requirement.js';
import { fixtureModel, HOSTILE_ID, HOSTILE_NAME, startPagesServer, type PagesServer } from './fixture.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

let browser: Browser;
let server: PagesServer;
let model: ReadModel;

const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** `bypassCSP` lets a test inject axe-core into pages whose policy allows no scripts. */
async function open(path: string, viewport = { width: 1280, height: 900 }, options: { bypassCSP?: boolean } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, bypassCSP: options.bypassCSP ?? false });
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
  /** The kinds of page, each with its widest tables: offers, build parts, plan and alternatives, listings. */
  const layoutPages = () => {
    const product = model.products.find((p) => (model.offersByProduct.get(p.id) ?? []).length >= 4)!;
    return [
      ['product', new URL(server.urls.productPage(product.id, product.name)).pathname],
      ['product-hostile', new URL(server.urls.productPageEn(HOSTILE_ID, HOSTILE_NAME)).pathname],
      ['build', '/ndertime/fixture-flags'],
      ['plan', '/ndertuesi?useCase=gaming&budget=1500&requirements=i%20qet%C3%AB'],
      ['category', '/kategori/gpu'],
      ['search', '/en/search?q=rtx%204060'],
      ['home', '/'],
    ] as const;
  };

  /** Layout facts of the rendered page, measured in the browser. */
  interface LayoutFacts {
    pageOverflow: number;
    stacked: boolean[];
    hiddenCells: string[];
    clippedCells: string[];
    scrollingWrappers: number;
    storeLinks: { left: number; right: number }[];
  }

  const measure = (page: Page): Promise<LayoutFacts> =>
    page.evaluate(() => {
      const width = window.innerWidth;
      const describe = (el: Element) => `${el.closest('table')?.className} ${el.closest('tr')?.getAttribute('id') ?? ''} ${el.tagName} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      const cells = [...document.querySelectorAll('table.stack tbody th, table.stack tbody td, table.stack tfoot th, table.stack tfoot td')].filter((el) => el.textContent!.trim() !== '');
      const hiddenCells: string[] = [];
      const clippedCells: string[] = [];
      for (const cell of cells) {
        const box = cell.getBoundingClientRect();
        const style = getComputedStyle(cell);
        if (box.width === 0 || box.height === 0 || style.visibility !== 'visible' || style.display === 'none') hiddenCells.push(describe(cell));
        else if (box.left < -0.5 || box.right > width + 0.5) clippedCells.push(`${describe(cell)} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
      }
      return {
        pageOverflow: document.documentElement.scrollWidth - width,
        stacked: [...document.querySelectorAll('table.stack tbody tr')].map((tr) => getComputedStyle(tr).display === 'block'),
        hiddenCells,
        clippedCells,
        scrollingWrappers: [...document.querySelectorAll('.table-wrap')].filter((w) => w.scrollWidth > w.clientWidth + 0.5).length,
        storeLinks: [...document.querySelectorAll('table.offers a[rel~="external"]')].map((a) => {
          const box = a.getBoundingClientRect();
          return { left: box.left, right: box.right };
        }),
      };
    });

  it('keeps every table cell on screen at 390 px (stacked cards) and 1280 px (tables), and saves screenshots', async () => {
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    for (const width of [390, 1280]) {
      for (const [name, path] of layoutPages()) {
        const { page, errors } = await open(path, { width, height: 844 });
        const facts = await measure(page);
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
        const where = `${name} at ${width} px`;
        expect(facts.pageOverflow, `${where}: the page does not scroll sideways`).toBeLessThanOrEqual(0);
        expect(facts.scrollingWrappers, `${where}: no table scrolls inside its wrapper`).toBe(0);
        expect(facts.hiddenCells, `${where}: every cell is shown`).toEqual([]);
        expect(facts.clippedCells, `${where}: every cell is within the viewport`).toEqual([]);
        if (name !== 'home') expect(facts.stacked.length, `${where} has table rows`).toBeGreaterThan(0);
        expect(new Set(facts.stacked), `${where}: rows are ${width < 640 ? 'cards' : 'table rows'}`).toEqual(new Set(facts.stacked.length ? [width < 640] : []));
        for (const link of facts.storeLinks) {
          expect(link.left, `${where}: store link`).toBeGreaterThanOrEqual(0);
          expect(link.right, `${where}: store link`).toBeLessThanOrEqual(width);
        }
        if (name.startsWith('product')) expect(facts.storeLinks.length).toBeGreaterThan(0);
        expect(errors).toEqual([]);
        await page.context().close();
      }
    }
  });

  it('shows each cell with its column name on a phone, and leaves the names to the real headers for screen readers', async () => {
    const product = model.products.find((p) => (model.offersByProduct.get(p.id) ?? []).length >= 3)!;
    const { page } = await open(new URL(server.urls.productPage(product.id, product.name)).pathname, { width: 390, height: 844 });
    const row = page.locator('table.offers tbody tr').first();
    await expect(row.locator('td').first().innerText()).resolves.toMatch(/^Qyteti\s+\S/);
    await expect(row.locator('.cell-label').first().getAttribute('aria-hidden')).resolves.toBe('true');
    // the accessibility tree still has a table with column headers and cells
    const snapshot = await page.locator('table.offers').ariaSnapshot();
    expect(snapshot).toMatch(/^- table "Ofertat, nga më e lira"/);
    expect(snapshot).toContain('- columnheader "Dyqani"');
    expect(snapshot).toContain('- rowheader');
    expect(snapshot).not.toContain('Qyteti Prishtinë');
    await page.context().close();
  });

  it('has no axe-core violations on any kind of page, in both languages, at 390 px and 1280 px', async () => {
    const axeSource = fs.readFileSync(AXE, 'utf8');
    const paths = [...layoutPages().map(([, path]) => path), '/en', '/kategori', '/en/builds', '/en/builder', '/en/builds/fixture-ready', '/kerko?q=zzzzqqqq'];
    for (const width of [390, 1280]) {
      for (const path of paths) {
        const { page } = await open(path, { width, height: 844 }, { bypassCSP: true });
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const result = await (window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }> } }).axe.run();
          return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`);
        });
        expect(violations, `${path} at ${width} px`).toEqual([]);
        await page.context().close();
      }
    }
  });
});
