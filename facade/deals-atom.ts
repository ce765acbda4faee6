import { escapeHtml } from './pages/html.js';
import type { Urls } from '../src/urls.js';

/**
 * GET /deals as an Atom 1.0 feed (RFC 4287), made from the JSON body of the same page so the
 * two never disagree. An entry's id is a tag URI (RFC 4151) named by the product, its price
 * and the day that price took effect: it stays the same while the deal stands and changes
 * when the price does, so a feed reader shows each price drop once. `updated` is the
 * release's time: when the service last saw these prices.
 */

interface DealBody {
  catalog: { generatedAt: string };
  filters: { category: string | null; city: string | null };
  results: {
    product: { id: number; name: string; category: string; price: number; serviceUrl: string; englishUrl: string; deal: { class: string } };
    typicalPrice: number;
    savingPercent: number;
    priceSince: string;
    priceHistoryUrl: string;
  }[];
  nextCursor: string | null;
}

const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const text = (value: string) => escapeHtml(value.replace(NOT_XML, ''));
const euros = (value: number) => `€${value.toFixed(2)}`;

function listUrl(urls: Urls, filters: DealBody['filters'], limit: unknown, cursor: string | null): string {
  const query = new URLSearchParams();
  if (filters.category) query.set('category', filters.category);
  if (filters.city) query.set('city', filters.city);
  if (typeof limit === 'number') query.set('limit', String(limit));
  if (cursor) query.set('cursor', cursor);
  const qs = query.toString();
  return urls.api(`/deals${qs ? `?${qs}` : ''}`);
}

export function dealsAtom(body: object, vars: Record<string, unknown>, urls: Urls): string {
  const page = body as DealBody;
  const host = new URL(urls.site).hostname;
  const updated = page.catalog.generatedAt;
  const self = listUrl(urls, page.filters, vars.limit, (vars.cursor as string | null) ?? null);
  const scope = [page.filters.category, page.filters.city].filter((v) => v !== null).join(', ');
  const entries = page.results.map(({ product, typicalPrice, savingPercent, priceSince }) => {
    const title = `${product.name}: ${euros(product.price)}, ${savingPercent}% below typical ${euros(typicalPrice)}`;
    return `<entry>
<id>tag:${text(host)},${priceSince}:deal/${product.id}/${product.price.toFixed(2)}</id>
<title>${text(title)}</title>
<updated>${updated}</updated>
<link rel="alternate" type="text/html" hreflang="sq" href="${text(product.serviceUrl)}"/>
<link rel="alternate" type="text/html" hreflang="en" href="${text(product.englishUrl)}"/>
<category term="${text(product.category)}"/>
<summary>${text(`${product.deal.class === 'record_low' ? 'Lowest price in 90 days' : 'Below its typical price'}: ${euros(product.price)} since ${priceSince}, typically ${euros(typicalPrice)}.`)}</summary>
</entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<id>${text(listUrl(urls, page.filters, undefined, null))}</id>
<title>${text(`PC parts deals in Kosovo${scope ? ` (${scope})` : ''}`)}</title>
<subtitle>Prices below their typical level at participating stores, by the median-90d-v1 method</subtitle>
<updated>${updated}</updated>
<author><name>${text(host)}</name><uri>${text(urls.site)}</uri></author>
<link rel="self" type="application/atom+xml" href="${text(self)}"/>
<link rel="alternate" type="application/json" href="${text(self)}"/>
${page.nextCursor ? `<link rel="next" type="application/atom+xml" href="${text(listUrl(urls, page.filters, vars.limit, page.nextCursor))}"/>\n` : ''}${entries.join('\n')}
</feed>
`;
}
