import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { feedStoreId, readFeedFile, readJsonlFeedFile } from '../../src/feeds/read.js';
import { feedRowSchema, parsePrice } from '../../src/feeds/row.js';
import { jsonl, row, tempDir, writeFile } from './helpers.js';

const ctx = { storeId: 'teknoplus', website: 'https://teknoplus-ks.example', now: new Date('2026-11-25T12:00:00Z') };

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('localized prices', () => {
  it.each([
    ['1.299,00 €', 1299],
    ['1,299.00', 1299],
    ['89,90', 89.9],
    ['89.90', 89.9],
    ['€ 89.90', 89.9],
    ['89.90 EUR', 89.9],
    ['1 299,00 €', 1299],
    ['1299', 1299],
    ['1.299', 1299],
    ['12.99', 12.99],
    [1299, 1299],
    [89.899, 89.9],
  ] as const)('%j reads as %d', (raw, value) => {
    expect(parsePrice(raw)).toBe(value);
  });

  it('reads an empty or null price as no price', () => {
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice('')).toBeNull();
  });

  it.each([['abc'], ['12,34,56'], [-5], [Number.NaN], [{}], [true]])('refuses %j', (raw) => {
    expect(parsePrice(raw)).toBeUndefined();
  });
});

describe('feed row validation', () => {
  it('accepts a full row and normalises availability and currency', () => {
    const parsed = feedRowSchema.parse(row({ availability: 'Ne stok', currency: '€', price: '1.299,00 €' }));
    expect(parsed.price).toBe(1299);
    expect(parsed.availability).toBe('in_stock');
    expect(parsed.currency).toBe('EUR');
  });

  it('reads a title and brand a shop left HTML-escaped as the text they stand for', () => {
    const parsed = feedRowSchema.parse(row({ title: 'Seagate BarraCuda 2TB 3.5&quot; 7200rpm&nbsp;&#8211; e re', brand: 'Seagate &amp; Co' }));
    expect(parsed.title).toBe('Seagate BarraCuda 2TB 3.5" 7200rpm – e re');
    expect(parsed.brand).toBe('Seagate & Co');
    // What is left once decoded is what the length rules read.
    expect(feedRowSchema.safeParse(row({ title: '&amp;' })).success).toBe(false);
  });
});

describe('readFeedFile (JSON Lines)', () => {
  const file = writeFile(
    dir,
    'teknoplus.jsonl',
    jsonl(
      row({ sku: 'OK-1' }),
      '{"store": "teknoplus", "sku": "BROKEN"',
      row({ sku: 'NO-TITLE', title: undefined }),
      row({ sku: 'BAD-PRICE', price: 'pyet në dyqan' }),
      row({ sku: 'USD', currency: 'USD' }),
      row({ sku: 'BAD-URL', url: 'not a url' }),
      row({ sku: 'FTP-URL', url: 'ftp://teknoplus-ks.example/x' }),
      row({ sku: 'BAD-STOCK', availability: 'maybe' }),
      '',
      row({ sku: 'OK-2', price: null, availability: 'out_of_stock' }),
      row({ sku: 'OK-1', price: '175,00 €' }),
    ),
  );
  const feed = readFeedFile(file, ctx);
  const reasonAt = (line: number) => feed.problems.find((p) => p.line === line)?.reason ?? '';

  it('keeps the good rows and skips every bad one without stopping', () => {
    expect(feed.rows.map((r) => r.row.sku)).toEqual(['OK-2', 'OK-1']);
    expect(feed.problems.map((p) => p.line)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(feed.problems.every((p) => p.file === 'teknoplus.jsonl')).toBe(true);
  });

  it('names the reason of each rejected row', () => {
    expect(reasonAt(2)).toBe('not valid JSON');
    expect(reasonAt(3)).toMatch(/^title:/);
    expect(reasonAt(4)).toMatch(/price: unreadable price "pyet në dyqan"/);
    expect(reasonAt(5)).toMatch(/currency: only EUR prices are accepted/);
    expect(reasonAt(6)).toMatch(/^url:/);
    expect(reasonAt(7)).toMatch(/^url:/);
    expect(reasonAt(8)).toMatch(/^availability:/);
  });

  it('keeps the last row of a repeated SKU and warns about it', () => {
    const ok1 = feed.rows.find((r) => r.row.sku === 'OK-1')!;
    expect(ok1.line).toBe(11);
    expect(ok1.row.price).toBe(175);
    expect(feed.warnings).toEqual([{ file: 'teknoplus.jsonl', line: 11, reason: 'sku OK-1 repeats line 1; the last one wins' }]);
  });

  it('reads a missing price as an error but a null price as "no price"', () => {
    expect(feed.rows.find((r) => r.row.sku === 'OK-2')!.row.price).toBeNull();
    const noPrice = readJsonlFeedFile(writeFile(dir, 'x.jsonl', jsonl(row({ price: undefined }))));
    expect(noPrice.problems[0].reason).toMatch(/^price:/);
  });

  it('rejects unknown fields, since a typo would silently lose data', () => {
    const typo = readFeedFile(writeFile(dir, 'typo.jsonl', jsonl(row({ prcie: 12 }))), ctx);
    expect(typo.rows).toHaveLength(0);
    expect(typo.problems[0].reason).toMatch(/prcie/);
  });

  it('tolerates CRLF line ends and a byte-order mark', () => {
    const crlf = readFeedFile(writeFile(dir, 'crlf.jsonl', '\uFEFF' + [JSON.stringify(row({ sku: 'A' })), JSON.stringify(row({ sku: 'B' }))].join('\r\n')), ctx);
    expect(crlf.problems).toEqual([]);
    expect(crlf.rows.map((r) => r.row.sku)).toEqual(['A', 'B']);
  });
});

describe('feedStoreId', () => {
  it('takes the store id from the name of a feed in any format, and ignores other files', () => {
    expect(feedStoreId('teknoplus.jsonl')).toBe('teknoplus');
    expect(feedStoreId('rugova-tech.csv')).toBe('rugova-tech');
    expect(feedStoreId('peja-tech.xml')).toBe('peja-tech');
    expect(feedStoreId('mitrovica-pc.tsv')).toBe('mitrovica-pc');
    expect(feedStoreId('podujeva-it.columns.json')).toBeNull();
    expect(feedStoreId('README.md')).toBeNull();
  });
});
