/**
 * The search page's filters: read from the page's query string, handed to the engine, and
 * shown as facet links (each adds one filter), the active filters (each with a link that
 * removes it) and a price form. Plain links and a GET form: nothing needs a script.
 */
import { CATEGORIES, CATEGORY_SLUGS, type Category } from '../../src/enums.js';
import type { Facet, FacetValue, Facets } from '../../src/search/facets.js';
import type { FilterParams, SpecFilter } from '../../src/search/filters.js';
import { formatPrice, type Lang } from './format.js';
import { html, type SafeHtml } from './html.js';
import { CATEGORY_NAMES } from './i18n.js';
import { CATEGORY_BY_SLUG } from './page-index.js';

/** The page's filter parameters as given (names as in the API, `category` as a slug). */
export type PageFilters = Record<string, string>;

const LABELS: Record<
  Lang,
  {
    filters: string;
    category: string;
    brand: string;
    store: string;
    city: string;
    price: string;
    active: string;
    remove: string;
    minPrice: string;
    maxPrice: string;
    apply: string;
    unknown: string;
  }
> = {
  sq: {
    filters: 'Filtro',
    category: 'Kategoria',
    brand: 'Marka',
    store: 'Dyqani',
    city: 'Qyteti',
    price: 'Çmimi',
    active: 'Filtrat aktivë',
    remove: 'hiqe',
    minPrice: 'Çmimi më i ulët (€)',
    maxPrice: 'Çmimi më i lartë (€)',
    apply: 'Zbato',
    unknown: 'pa të dhëna',
  },
  en: {
    filters: 'Filter',
    category: 'Category',
    brand: 'Brand',
    store: 'Store',
    city: 'City',
    price: 'Price',
    active: 'Active filters',
    remove: 'remove',
    minPrice: 'Lowest price (€)',
    maxPrice: 'Highest price (€)',
    apply: 'Apply',
    unknown: 'not stated',
  },
};

const SIMPLE = ['category', 'brand', 'store', 'city', 'minPrice', 'maxPrice'];

/** The filter parameters of a page request: the simple ones and every `spec.` one, each given once. */
export function readPageFilters(query: Record<string, unknown>): PageFilters {
  const out: PageFilters = {};
  for (const [name, value] of Object.entries(query)) {
    if ((SIMPLE.includes(name) || name.startsWith('spec.')) && typeof value === 'string' && value.trim() !== '') out[name] = value.trim();
  }
  return out;
}

export function pageCategory(filters: PageFilters): Category | null {
  return filters.category ? (CATEGORY_BY_SLUG.get(filters.category.toLowerCase()) ?? null) : null;
}

const list = (text: string | undefined) => (text === undefined ? null : text.split(',').map((v) => v.trim()));
const amount = (text: string | undefined) => (text === undefined ? null : Number(text));

/** The engine's filters from the page's; bad values reach the engine, which refuses them as the API does. */
export function toFilterParams(filters: PageFilters): FilterParams {
  const spec = new Map<string, SpecFilter>();
  for (const [name, value] of Object.entries(filters)) {
    if (!name.startsWith('spec.')) continue;
    const [, key, bound] = name.split('.');
    const f = spec.get(key) ?? { key, value: null, min: null, max: null };
    if (bound === 'min') f.min = Number(value);
    else if (bound === 'max') f.max = Number(value);
    else f.value = value;
    spec.set(key, f);
  }
  return {
    brand: list(filters.brand),
    minPrice: amount(filters.minPrice),
    maxPrice: amount(filters.maxPrice),
    store: list(filters.store),
    city: list(filters.city),
    spec: spec.size > 0 ? [...spec.values()].sort((a, b) => (a.key < b.key ? -1 : 1)) : null,
  };
}

type Link = (params: PageFilters) => string;

function facetList(title: string, facet: Facet, lang: Lang, label: (v: FacetValue) => string, href: (v: FacetValue) => string): SafeHtml {
  if (facet.values.length === 0) return html``;
  return html`<h3>${title}</h3><ul class="facet">${facet.values.map((v) => html`<li><a href="${href(v.value)}" rel="nofollow">${label(v.value)}</a> <span class="muted">(${v.count})</span></li>`)}${
    facet.unknown > 0 ? html`<li class="muted">${LABELS[lang].unknown} (${facet.unknown})</li>` : ''
  }</ul>`;
}

/** The filter panel: active filters with remove links and facet links. */
export function renderFilters(lang: Lang, filters: PageFilters, facets: Facets | null, link: Link): SafeHtml {
  const t = LABELS[lang];
  const category = pageCategory(filters);
  const without = (name: string) => Object.fromEntries(Object.entries(filters).filter(([n]) => n !== name));
  const adding = (name: string, value: FacetValue) => link({ ...filters, [name]: String(value) });
  const active = Object.entries(filters);
  const bandLabel = (min: number, max: number | null) => (max === null ? `${formatPrice(min, lang)} +` : `${formatPrice(min, lang)} – ${formatPrice(max, lang)}`);
  return html`<nav class="filters" aria-labelledby="filters-title"><h2 id="filters-title">${t.filters}</h2>
${
  active.length
    ? html`<h3>${t.active}</h3><ul class="active-filters">${active.map(([name, value]) => html`<li>${name}: ${value} — <a href="${link(without(name))}">${t.remove}</a></li>`)}</ul>`
    : ''
}
${
  category
    ? ''
    : html`<h3>${t.category}</h3><ul class="facet">${CATEGORIES.map(
        (c) => html`<li><a href="${adding('category', CATEGORY_SLUGS[c])}" rel="nofollow">${CATEGORY_NAMES[lang][c]}</a></li>`,
      )}</ul>`
}
${
  facets
    ? html`${filters.brand ? '' : facetList(t.brand, facets.brand, lang, String, (v) => adding('brand', v))}
${filters.store ? '' : facetList(t.store, facets.store, lang, String, (v) => adding('store', v))}
${filters.city ? '' : facetList(t.city, facets.city, lang, String, (v) => adding('city', v))}
${
  filters.minPrice || filters.maxPrice
    ? ''
    : html`<h3>${t.price}</h3><ul class="facet">${facets.price.bands
        .filter((b) => b.count > 0)
        .map(
          (b) =>
            html`<li><a href="${link({ ...filters, minPrice: String(b.min), ...(b.max === null ? {} : { maxPrice: String(b.max) }) })}" rel="nofollow">${bandLabel(b.min, b.max)}</a> <span class="muted">(${b.count})</span></li>`,
        )}</ul>`
}
${(facets.specs ?? []).filter((f) => filters[`spec.${f.key}`] === undefined).map((f) => facetList(f.key, f, lang, String, (v) => adding(`spec.${f.key}`, v)))}`
    : ''
}
</nav>`;
}

/** The search form's filter fields: the price bounds, and every other active filter carried along. */
export function filterFields(lang: Lang, filters: PageFilters): SafeHtml {
  const t = LABELS[lang];
  return html`${Object.entries(filters)
    .filter(([name]) => name !== 'minPrice' && name !== 'maxPrice')
    .map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
<label for="min-price">${t.minPrice}</label>
<input type="number" id="min-price" name="minPrice" min="0" step="1" value="${filters.minPrice ?? ''}">
<label for="max-price">${t.maxPrice}</label>
<input type="number" id="max-price" name="maxPrice" min="0" step="1" value="${filters.maxPrice ?? ''}">`;
}
