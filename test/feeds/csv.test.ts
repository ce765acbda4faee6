import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { readFeedFile } from '../../src/feeds/read.js';
import { detectDelimiter, readTabularFeedFile } from '../../src/feeds/tabular.js';
import { tempDir, writeFile } from './helpers.js';

const dir = tempDir('csv-test-');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const HEADER = 'store,sku,title,mpn,category,price,currency,availability,url,updatedAt';

const ctx = (storeId: string) => ({ storeId, website: `https://${storeId}.example`, now: new Date('2026-11-25T12:00:00Z') });
const readCsvFeedFile = (file: string) => readTabularFeedFile(file, ctx('rugova-tech'));

describe('delimited text', () => {
  it('reads quoted fields with delimiters, doubled quotes and line breaks, keeping the line each row starts on', () => {
    const file = writeFile(
      dir,
      'quoted.csv',
      'store,sku,title,price,availability,url\n' +
        'teknoplus,A,"Procesor AMD Ryzen 5 7600, 3.8GHz",179,in_stock,https://a.example/a\n\n' +
        'teknoplus,B,"Samsung ""990 PRO""\n1TB",99,in_stock,https://a.example/b\r\n' +
        'teknoplus,C, spaced title ,1,in_stock,https://a.example/c\n',
    );
    const feed = readCsvFeedFile(file);
    expect(feed.rows.map((r) => [r.line, r.row.sku, r.row.title])).toEqual([
      [2, 'A', 'Procesor AMD Ryzen 5 7600, 3.8GHz'],
      // The line break inside the quoted cell keeps the row whole; in a title it reads as a space.
      [4, 'B', 'Samsung "990 PRO" 1TB'],
      [6, 'C', 'spaced title'],
    ]);
  });

  it('reports a quote that never closes, keeping the rows before it', () => {
    const feed = readCsvFeedFile(
      writeFile(dir, 'open.csv', 'store,sku,title,price,availability,url\nteknoplus,A,Some title,1,in_stock,https://a.example\nteknoplus,B,"open,1,in_stock,https://a.example\n'),
    );
    expect(feed.rows.map((r) => r.row.sku)).toEqual(['A']);
    expect(feed.problems[0].reason).toMatch(/Quote Not Closed/);
  });

  it('detects semicolon, tab and pipe delimiters from the header', () => {
    expect(detectDelimiter('store;sku;title\n')).toBe(';');
    expect(detectDelimiter('store\tsku\ttitle\n')).toBe('\t');
    expect(detectDelimiter('store|sku|title\n')).toBe('|');
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
  });
});

describe("feeds in the project's own columns (CSV)", () => {
  const file = writeFile(
    dir,
    'rugova-tech.csv',
    [
      HEADER,
      'rugova-tech,RT1,"Procesor AMD Ryzen 5 7600, 3.8GHz, AM5",100-100001015BOX,CPU,"1.299,00 €",EUR,in_stock,https://rugovatech.example/p/1,2026-11-19T10:00:00Z',
      'rugova-tech,RT2,"SSD Samsung 990 PRO 1TB ""M.2"" NVMe",,,"89,90",EUR,out_of_stock,https://rugovatech.example/p/2,',
      'rugova-tech,RT3,Karte grafike MSI RTX 4060,,,,EUR,in_stock,https://rugovatech.example/p/3,',
      'rugova-tech,RT4,Broken price,,,abc,EUR,in_stock,https://rugovatech.example/p/4,',
      'rugova-tech,RT5,Dollar row,,,10.00,USD,in_stock,https://rugovatech.example/p/5,',
      'rugova-tech,RT6,Bad url,,,10.00,EUR,in_stock,not-a-url,',
      'rugova-tech,RT7,Bad stock,,,10.00,EUR,soon,https://rugovatech.example/p/7,',
      'rugova-tech,RT8,,,,10.00,EUR,in_stock,https://rugovatech.example/p/8,',
      'rugova-tech,RT9,Too many,,,10.00,EUR,in_stock,https://rugovatech.example/p/9,,extra',
      'rugova-tech,RT1,"Procesor AMD Ryzen 5 7600 BOX",,,"1.279,00 €",EUR,in_stock,https://rugovatech.example/p/1,',
    ].join('\n') + '\n',
  );
  const feed = readCsvFeedFile(file);
  const reasonAt = (line: number) => feed.problems.find((p) => p.line === line)?.reason ?? '';

  it('reads rows with the same fields and validation as JSON Lines', () => {
    expect(feed.rows.map((r) => r.row.sku)).toEqual(['RT2', 'RT3', 'RT1']);
    const rt2 = feed.rows.find((r) => r.row.sku === 'RT2')!.row;
    expect(rt2).toMatchObject({ title: 'SSD Samsung 990 PRO 1TB "M.2" NVMe', price: 89.9, availability: 'out_of_stock', currency: 'EUR' });
    expect(rt2.mpn).toBeUndefined();
    expect(rt2.updatedAt).toBeUndefined();
  });

  it('reads an empty price cell as "no price"', () => {
    expect(feed.rows.find((r) => r.row.sku === 'RT3')!.row.price).toBeNull();
  });

  it('reports each bad row with its line and reason', () => {
    expect(feed.problems.map((p) => p.line)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(reasonAt(5)).toMatch(/unreadable price "abc"/);
    expect(reasonAt(6)).toMatch(/only EUR/);
    expect(reasonAt(7)).toMatch(/^url:/);
    expect(reasonAt(8)).toMatch(/^availability:/);
    expect(reasonAt(9)).toMatch(/^title:/);
    expect(reasonAt(10)).toMatch(/11 fields but the header has 10/);
  });

  it('keeps the last row of a repeated SKU, with a warning', () => {
    const rt1 = feed.rows.find((r) => r.row.sku === 'RT1')!;
    expect(rt1.line).toBe(11);
    expect(rt1.row.price).toBe(1279);
    expect(feed.warnings.map((w) => w.reason)).toEqual(['sku RT1 repeats line 2; the last one wins']);
  });

  it('is chosen by readFeedFile for .csv files', () => {
    expect(readFeedFile(file, ctx('rugova-tech'))).toEqual(feed);
  });

  it('accepts a semicolon file with columns in any order and case, and a JSON specs cell', () => {
    const semi = readCsvFeedFile(
      writeFile(
        dir,
        'semi.csv',
        'URL;Title;SKU;Store;Price;Availability;Specs;Notes\n' +
          'https://a.example/1;Kingston Fury Beast 32GB DDR5 6000 CL30;K1;teknoplus;109,90;in_stock;"{""colour"":""black""}";ignored\n',
      ),
    );
    expect(semi.problems).toEqual([]);
    expect(semi.rows[0].row).toMatchObject({ sku: 'K1', price: 109.9, specs: { colour: 'black' } });
    expect(semi.warnings.map((w) => w.reason)).toEqual(['unknown column "Notes" is ignored']);
  });

  it('refuses a file whose header lacks a required column', () => {
    const bad = readCsvFeedFile(writeFile(dir, 'bad.csv', 'store,sku,title,price,url\nteknoplus,1,x,1,https://a.example\n'));
    expect(bad.rows).toEqual([]);
    expect(bad.problems).toEqual([{ file: 'bad.csv', line: 1, reason: 'the header lacks the column availability' }]);
    expect(bad.format).toBe('native');
  });

  it('reports a cell of invalid JSON specs and an empty file', () => {
    const specs = readCsvFeedFile(writeFile(dir, 'specs.csv', 'store,sku,title,price,availability,url,specs\nteknoplus,1,Some title,1,in_stock,https://a.example,{oops\n'));
    expect(specs.problems).toEqual([{ file: 'specs.csv', line: 2, reason: 'specs: not valid JSON' }]);
    const empty = readCsvFeedFile(writeFile(dir, 'empty.csv', ''));
    expect(empty.problems[0].reason).toMatch(/no header row/);
  });
});
