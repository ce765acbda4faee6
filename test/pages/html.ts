/** Small, dependency-free readers for the server-rendered pages in tests. */

export interface Page {
  status: number;
  url: string;
  headers: Headers;
  html: string;
}

export async function fetchPage(url: string, init?: RequestInit): Promise<Page> {
  const res = await fetch(url, init);
  return { status: res.status, url: res.url, headers: res.headers, html: await res.text() };
}

/** Requests to a pages server by path: a GET (or any init), a form POST, and a URL of it made relative. */
export function pageClient(server: { readonly url: string }) {
  const get = (path: string, init?: RequestInit) => fetchPage(`${server.url}${path}`, init);
  const local = (url: string) => url.slice(server.url.length);
  const post = (path: string, form: Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
    return get(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body });
  };
  return { get, local, post };
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The href of `<link rel="{rel}"[ hreflang="{hreflang}"]>`, or null. */
export function linkHref(html: string, rel: string, hreflang?: string): string | null {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!new RegExp(`\\brel="${rel}"`).test(tag)) continue;
    if (hreflang !== undefined && !tag.includes(`hreflang="${hreflang}"`)) continue;
    const href = /\bhref="([^"]*)"/.exec(tag);
    return href ? decodeEntities(href[1]) : null;
  }
  return null;
}

export function jsonLd(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

export function htmlLang(html: string): string | null {
  return /<html lang="([^"]+)"/.exec(html)?.[1] ?? null;
}

/** Visible text, roughly: tags dropped, entities decoded, whitespace collapsed. */
export function text(html: string): string {
  return decodeEntities(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

/** The element with `id="{id}"` through its matching close tag (simple, non-nested same-name tags only). */
export function byId(html: string, id: string): string | null {
  const start = html.search(new RegExp(`<(\\w+)\\b[^>]*\\bid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`));
  if (start < 0) return null;
  const tag = /^<(\w+)/.exec(html.slice(start))![1];
  const end = html.indexOf(`</${tag}>`, start);
  return end < 0 ? html.slice(start) : html.slice(start, end + tag.length + 3);
}
