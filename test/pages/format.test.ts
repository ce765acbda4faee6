/** The pages' formatting and escaping helpers. */
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, formatPrice, formatReleaseDate } from '../../facade/pages/format.js';
import { escapeHtml, html, jsonForScript } from '../../facade/pages/html.js';
import { parseBudget } from '../../facade/pages/builder-form.js';

describe('formatting and escaping helpers', () => {
  it('formats prices the way each language writes them', () => {
    expect(formatPrice(1299, 'sq')).toBe('1.299,00 €');
    expect(formatPrice(1299, 'en')).toBe('€1,299.00');
    expect(formatPrice(1234567.5, 'sq')).toBe('1.234.567,50 €');
    expect(formatPrice(1234567.5, 'en')).toBe('€1,234,567.50');
    expect(formatPrice(0.5, 'sq')).toBe('0,50 €');
    expect(formatPrice(89.99, 'en')).toBe('€89.99');
    expect(formatNumber(3.8, 'sq')).toBe('3,8');
    expect(formatNumber(1000, 'en')).toBe('1,000');
  });

  it('writes times in Kosovo local time (CET, CEST in summer) and releases as dates', () => {
    const times: [iso: string, lang: 'sq' | 'en', expected: string][] = [
      ['2026-11-23T09:05:00.000Z', 'sq', '23.11.2026, 10:05'],
      ['2026-11-23T09:05:00.000Z', 'en', '23 Nov 2026, 10:05 CET'],
      ['2026-07-01T09:05:00.000Z', 'sq', '01.07.2026, 11:05'],
      ['2026-07-01T09:05:00.000Z', 'en', '1 Jul 2026, 11:05 CEST'],
      // the clocks go forward at 01:00 UTC on the last Sunday of March, and back in October
      ['2026-03-29T00:59:00.000Z', 'en', '29 Mar 2026, 01:59 CET'],
      ['2026-03-29T01:00:00.000Z', 'en', '29 Mar 2026, 03:00 CEST'],
      ['2026-10-25T01:00:00.000Z', 'en', '25 Oct 2026, 02:00 CET'],
      // the local date can be a day (and a year) later than the UTC one
      ['2026-12-31T23:30:00.000Z', 'sq', '01.01.2027, 00:30'],
      ['not a date', 'sq', 'not a date'],
    ];
    for (const [iso, lang, expected] of times) expect(formatDateTime(iso, lang), iso).toBe(expected);
    const releases: [iso: string, lang: 'sq' | 'en', expected: string][] = [
      ['2026-11-25T09:00:00.000Z', 'sq', '25 nëntorit 2026, 10:00'],
      ['2026-11-25T09:00:00.000Z', 'en', '25 November 2026, 10:00 CET'],
      ['2026-05-01T22:15:00.000Z', 'sq', '2 majit 2026, 00:15'],
    ];
    for (const [iso, lang, expected] of releases) expect(formatReleaseDate(iso, lang), iso).toBe(expected);
  });

  it('escapes every interpolated value and keeps script data blocks closed', () => {
    expect(escapeHtml(`<a href="x" title='y'>&`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;');
    expect(html`<p>${'<b>'}${['<i>', html`<em>ok</em>`]}${null}${false}${0}</p>`.toString()).toBe('<p>&lt;b&gt;&lt;i&gt;<em>ok</em>0</p>');
    const json = jsonForScript({ s: '</script><script>alert(1)</script>&\u2028' }).toString();
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ s: '</script><script>alert(1)</script>&\u2028' });
  });

  it('reads budgets as people type them', () => {
    expect(parseBudget('1200')).toBe(1200);
    expect(parseBudget(' 1.200 € ')).toBe(1200);
    expect(parseBudget('1.200,50')).toBe(1200.5);
    expect(parseBudget('1,200.50')).toBe(1200.5);
    expect(parseBudget('1200,5')).toBe(1200.5);
    expect(parseBudget('')).toBeNull();
    expect(parseBudget('abc')).toBe('invalid');
    expect(parseBudget('12e3')).toBe('invalid');
  });
});
