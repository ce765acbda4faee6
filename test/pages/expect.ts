/** What every page test expects of a page: a well-formed document in its language, labelled controls, its language alternates. */
import { expect } from 'vitest';
import { htmlLang, linkHref, type Page } from './html.js';

export function expectHtml(page: Page, status: number, lang: 'sq' | 'en'): void {
  expect(page.status, page.url).toBe(status);
  expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(htmlLang(page.html)).toBe(lang);
  expect(page.html.startsWith('<!doctype html>')).toBe(true);
  expect(page.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(page.html).toMatch(/<a class="skip" href="#main">/);
  expect(page.html).toContain('<main id="main"');
  expect(page.html.match(/<h1[\s>]/g)?.length).toBe(1);
}

/** Every visible form control has a label (for=id) or is hidden. */
export function expectLabelledControls(page: Page): void {
  for (const [tag] of page.html.matchAll(/<(input|select|textarea)\b[^>]*>/g)) {
    if (/type="(hidden|submit)"/.test(tag)) continue;
    const id = /\bid="([^"]+)"/.exec(tag)?.[1];
    expect(id, tag).toBeTruthy();
    expect(page.html, `label for ${id}`).toContain(`for="${id}"`);
  }
}

export function expectAlternates(page: Page, sq: string, en: string, own: string): void {
  expect(linkHref(page.html, 'canonical')).toBe(own);
  expect(linkHref(page.html, 'alternate', 'sq')).toBe(sq);
  expect(linkHref(page.html, 'alternate', 'en')).toBe(en);
  expect(linkHref(page.html, 'alternate', 'x-default')).toBe(sq);
}
