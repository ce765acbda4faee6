import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FeedFile } from '../../src/feeds/feed-file.js';
import { detectFormat, type FeedContext } from '../../src/feeds/formats.js';
import { MalformedFeedError, readGoogleMerchantXml } from '../../src/feeds/google-merchant.js';
import { availabilityOf, categoryFromPath, priceInEur, saleRuns } from '../../src/feeds/merchant-values.js';
import { readFeedFile } from '../../src/feeds/read.js';
import { tempDir, writeFile } from './helpers.js';
import { SAMPLE_NOW, samplesDir } from './samples.js';

const dir = tempDir('formats-test-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const ctx = (storeId: string, website = `https://${storeId}.example`): FeedContext => ({ storeId, website, now: SAMPLE_NOW });
const sample = (name: string, columns: unknown = null) => readFeedFile(path.join(samplesDir, 'feeds', name), ctx(name.replace(/\.[a-z]+$/, '')), columns as never);
const bySku = (feed: FeedFile) => new Map(feed.rows.map((r) => [r.row.sku, r.row]));

describe('merchant values', () => {
  it.each([
    ['1299.00 EUR', 1299],
    ['EUR 1299', 1299],
    ['1.299,00 €', 1299],
    ['€ 89.90', 89.9],
    ['89,90', 89.9],
  ])('reads the price %s', (raw, value) => {
    expect(priceInEur(raw, 'EUR')).toEqual({ value });
  });

  it('refuses a price in another currency, whether written in the price or declared for the store', () => {
    expect(priceInEur('99.00 USD', 'EUR')).toEqual({ problem: 'price "99.00 USD" is in USD; only EUR prices are accepted' });
    expect(priceInEur('99.00', 'CHF')).toMatchObject({ problem: expect.stringMatching(/in CHF/) });
    expect(priceInEur('call us', 'EUR')).toMatchObject({ problem: expect.stringMatching(/unreadable/) });
  });

  it('judges a sale window at the given time, whole days included', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(saleRuns({ interval: '2026-11-20T00:00+01:00/2026-11-30T23:59+01:00' }, now)).toEqual({ value: true });
    expect(saleRuns({ interval: '2026-10-01T00:00+02:00/2026-10-15T23:59+02:00' }, now)).toEqual({ value: false });
    expect(saleRuns({ from: '2026-11-01', to: '2026-11-25' }, now)).toEqual({ value: true });
    expect(saleRuns({ from: '2026-11-26' }, now)).toEqual({ value: false });
    expect(saleRuns({}, now)).toEqual({ value: true });
    expect(saleRuns({ interval: 'next week' }, now)).toMatchObject({ problem: expect.any(String) });
  });

  it('reads stock states and category paths', () => {
    expect(availabilityOf('in_stock')).toEqual({ value: 'in_stock' });
    expect(availabilityOf('preorder')).toEqual({ value: 'out_of_stock' });
    expect(availabilityOf('backorder')).toEqual({ value: 'out_of_stock' });
    expect(availabilityOf('soon')).toMatchObject({ problem: expect.any(String) });
    expect(categoryFromPath('Komponente > Karta grafike')).toBe('GPU');
    expect(categoryFromPath('Electronics > Electronics Accessories > Computer Components > Computer Cases')).toBe('CASE');
    expect(categoryFromPath('Electronics > … > I/O Cards & Adapters > Video Cards & Adapters')).toBe('GPU');
    expect(categoryFromPath('Komponente > Pako')).toBeNull();
    expect(categoryFromPath('Cases & Power Supplies')).toBeNull();
  });

  it('reads the category words of the shops that sell into Kosovo, in their languages', () => {
    const paths: [string, string][] = [
      ['Komponentë > Njësi furnizimi', 'PSU'],
      ['Hardware > Netzteile', 'PSU'],
      ['Komponenty > Zasilacze', 'PSU'],
      ['Componenti > Alimentatori', 'PSU'],
      ['PC-Komponenten > PC-Gehäuse', 'CASE'],
      ['Komponentë > Kasë PC', 'CASE'],
      ['Obudowy', 'CASE'],
      ['Komponenten > Arbeitsspeicher', 'RAM'],
      ['Pamięć RAM', 'RAM'],
      ['Grafikkarten', 'GPU'],
      ['Carte graphique', 'GPU'],
      ['Schede video', 'GPU'],
      ['Grafičke kartice', 'GPU'],
      ['Płyty główne', 'MOTHERBOARD'],
      ['Matične ploče', 'MOTHERBOARD'],
      ['Schede madri', 'MOTHERBOARD'],
      ['Festplatten', 'STORAGE'],
      ['Prozessoren', 'CPU'],
      ['Processori', 'CPU'],
      ['Kühlung > Wasserkühlung', 'COOLING'],
      ['Vodeno hlađenje', 'COOLING'],
      ['Chłodzenie CPU', 'COOLING'],
      ['Hladnjak za procesor', 'COOLING'],
      ['Hűtő', 'COOLING'],
      ['Alkatrészek > Tápegység', 'PSU'],
      ['Server/Workstation Boards', 'MOTHERBOARD'],
    ];
    for (const [path, category] of paths) expect(categoryFromPath(path), path).toBe(category);
  });

  it('reads a cooler for the processor as a cooler, not a processor', () => {
    expect(categoryFromPath('CPU Cooler')).toBe('COOLING');
    expect(categoryFromPath('Komponenten > CPU-Kühler')).toBe('COOLING');
    expect(categoryFromPath('Ftohës procesori')).toBe('COOLING');
    expect(categoryFromPath('Zubehör > Wärmeleitpaste')).toBeNull();
  });

  it('tells a feed format from its header', () => {
    expect(detectFormat(['store', 'sku', 'title', 'price'])).toBe('native');
    expect(detectFormat(['id', 'title', 'link', 'price', 'availability'])).toBe('google');
    expect(detectFormat(['ID', 'Type', 'SKU', 'Name', 'Regular price'])).toBe('woocommerce');
    expect(detectFormat(['Handle', 'Title', 'Variant SKU', 'Variant Price'])).toBe('shopify');
    expect(detectFormat(['Kodi', 'Emërtimi'])).toBeNull();
  });
});

describe('Google Merchant Center RSS (XML)', () => {
  const feed = sample('peja-tech.xml');
  const rows = bySku(feed);

  it('reads the g: attributes of every item, with the line it starts on', () => {
    expect(feed.format).toBe('google');
    expect(rows.get('PT-1001')).toMatchObject({
      store: 'peja-tech',
      title: 'Kartë grafike MSI GeForce RTX 4060 VENTUS 2X BLACK 8G OC',
      price: 329,
      currency: 'EUR',
      availability: 'in_stock',
      url: 'https://peja-tech.example/produkt/pt-1001',
      brand: 'MSI',
      category: 'GPU',
      condition: 'new',
    });
    expect(feed.rows.find((r) => r.row.sku === 'PT-1001')!.line).toBe(7);
    expect(rows.get('PT-1007')!.title).toBe('Kuti kompjuteri NZXT H5 Flow (2024) e bardhë');
  });

  it('takes the sale price inside its window, and reads a pre-order as out of stock', () => {
    expect(rows.get('PT-1002')).toMatchObject({ price: 169, mpn: 'MZ-V9P2T0BW', category: 'STORAGE' });
    expect(rows.get('PT-1003')).toMatchObject({ availability: 'out_of_stock', category: 'CPU' });
    expect(rows.get('PT-1004')!.condition).toBe('used');
  });

  it('rejects an item priced in another currency, with its line and the reason', () => {
    expect(rows.has('PT-1005')).toBe(false);
    expect(feed.problems).toEqual([{ file: 'peja-tech.xml', line: 44, reason: 'price "99.00 USD" is in USD; only EUR prices are accepted' }]);
  });

  it('stops on a file that is not well-formed XML or not an RSS feed', () => {
    const broken = writeFile(dir, 'broken.xml', '<rss><channel>\n<item><g:id>1</g:id>\n</channel></rss>');
    expect(() => readGoogleMerchantXml(broken, ctx('broken'))).toThrowError(MalformedFeedError);
    expect(() => readGoogleMerchantXml(writeFile(dir, 'atom.xml', '<feed><entry/></feed>'), ctx('atom'))).toThrowError(/not an RSS 2.0 feed/);
  });
});

describe('Google Merchant Center TSV', () => {
  const feed = sample('mitrovica-pc.tsv');
  const rows = bySku(feed);

  it('reads the same attributes as the XML, tab-separated', () => {
    expect(feed.format).toBe('google');
    expect(rows.get('MP-01')).toMatchObject({ title: 'Procesor AMD Ryzen 5 7600 3.8GHz AM5 BOX', price: 189, mpn: '100-100001015BOX', brand: 'AMD', category: 'CPU' });
    expect(rows.get('MP-03')).toMatchObject({ availability: 'out_of_stock', category: 'MOTHERBOARD' });
  });

  it('keeps the regular price when the sale window is over', () => {
    expect(rows.get('MP-02')).toMatchObject({ price: 109.9, category: 'RAM' });
  });

  it('rejects a malformed price with its line', () => {
    expect(feed.problems).toEqual([{ file: 'mitrovica-pc.tsv', line: 6, reason: 'unreadable price "falas"' }]);
  });
});

describe('WooCommerce product export', () => {
  const feed = sample('vushtrria-shop.csv');
  const rows = bySku(feed);

  it('maps Name, SKU, prices, stock and categories; descriptions over several lines do not shift the lines', () => {
    expect(feed.format).toBe('woocommerce');
    expect(rows.get('VS-RAM-PVV6000')).toMatchObject({
      title: 'Patriot Viper Venom 32GB (2x16GB) DDR5 6000MHz CL30',
      price: 109,
      brand: 'Patriot',
      category: 'RAM',
      availability: 'in_stock',
    });
    expect(rows.get('VS-GPU-4070S')).toMatchObject({ price: 649, url: 'https://vushtrria-shop.example/?post_type=product&p=402', category: 'GPU' });
    expect(feed.rows.find((r) => r.row.sku === 'VS-GPU-4070S')!.line).toBe(4);
    expect(rows.get('VS-SSD-NV2')).toMatchObject({ availability: 'out_of_stock', price: 54.9 });
  });

  it('reads variations as listings and skips variable parents and unpublished products, with warnings', () => {
    expect(rows.get('VS-L216-W')).toMatchObject({ title: 'Kuti kompjuteri Lian Li Lancool 216 - White', price: 104, availability: 'out_of_stock' });
    expect(rows.has('VS-L216')).toBe(false);
    expect(rows.has('VS-DRAFT')).toBe(false);
    expect(feed.warnings.map((w) => [w.line, w.reason])).toEqual([
      [5, 'skipped: a variable product is not a listing'],
      [8, 'skipped: not published'],
    ]);
    expect(feed.problems).toEqual([{ file: 'vushtrria-shop.csv', line: 11, reason: 'unreadable price "pyet"' }]);
  });

  it('builds the listing address from a template of the operator', () => {
    const mapped = sample('vushtrria-shop.csv', { currency: 'EUR', productUrl: '{website}/produkt/{SKU}' });
    expect(bySku(mapped).get('VS-GPU-4070S')!.url).toBe('https://vushtrria-shop.example/produkt/VS-GPU-4070S');
  });
});

describe('Shopify product export', () => {
  const feed = sample('gjakova-gaming.csv');
  const rows = bySku(feed);

  it('reads one listing per variant, sharing the product columns of its first row', () => {
    expect(feed.format).toBe('shopify');
    expect(rows.get('GG-4000D-B')).toMatchObject({ title: 'Corsair 4000D Airflow Black', brand: 'Corsair', price: 94.9, availability: 'in_stock', category: 'CASE' });
    expect(rows.get('GG-4000D-W')).toMatchObject({
      title: 'Corsair 4000D Airflow White',
      price: 99.9,
      availability: 'out_of_stock',
      url: 'https://gjakova-gaming.example/products/corsair-4000d-airflow',
    });
    expect(rows.get('GG-5070-V2X')).toMatchObject({ title: 'MSI GeForce RTX 5070 12G VENTUS 2X OC', category: 'GPU' });
    expect(rows.get('GG-LF3-360')!.availability).toBe('out_of_stock');
  });

  it('skips image rows silently and drafts with a warning', () => {
    expect(feed.rows).toHaveLength(5);
    expect(rows.has('GG-U7-265K')).toBe(false);
    expect(feed.warnings.map((w) => w.reason)).toEqual(['skipped: status draft']);
  });
});

describe('a CSV of unknown columns, mapped by the operator', () => {
  const columns = JSON.parse(fs.readFileSync(path.join(samplesDir, 'feeds', 'podujeva-it.columns.json'), 'utf8'));
  const feed = sample('podujeva-it.csv', { currency: 'EUR', ...columns });
  const rows = bySku(feed);

  it('reads its own headers, decimal commas and Albanian stock words', () => {
    expect(feed.format).toBe('columns');
    expect(rows.get('PD-001')).toMatchObject({ title: 'Disk SSD Samsung 870 EVO 1TB SATA 2.5"', price: 79.9, availability: 'in_stock', brand: 'Samsung' });
    expect(rows.get('PD-002')!.availability).toBe('out_of_stock');
    expect(feed.problems).toEqual([{ file: 'podujeva-it.csv', line: 4, reason: 'price "119,00" is in CHF; only EUR prices are accepted' }]);
  });

  it('refuses the file without the mapping, naming the way out', () => {
    const unmapped = sample('podujeva-it.csv');
    expect(unmapped.rows).toEqual([]);
    expect(unmapped.problems[0].reason).toMatch(/map its columns in podujeva-it\.columns\.json/);
  });
});
