import type { ReadModel } from '../../src/catalog/read-model.js';
import { productView } from '../../src/catalog/product-view.js';
import type { DomainError } from '../../src/errors.js';
import { SEARCH_SORTS, type SearchSort } from '../../src/enums.js';
import type { SearchOutcome, Suggestion } from '../../src/search/search.js';
import { englishText, price, productLink, stackedTable, stockBadge } from './components.js';
import { formatPrice, type Lang } from './format.js';
import { html, type SafeHtml } from './html.js';
import { buildName, CATEGORY_NAMES, MESSAGES } from './i18n.js';
import { layout, type RenderContext } from './layout.js';
import { CATEGORY_BY_SLUG, pageIndex } from './page-index.js';
import { local } from './paths.js';
import { specSummary } from './specs.js';
import { itemList } from './structured-data.js';
import { filterFields, renderFilters, type PageFilters } from './search-filters.js';

export interface SearchInput {
  q: string;
  inStockOnly: boolean;
  sort: SearchSort | null;
  cursor: string | null;
  filters: PageFilters;
}

const SORT_LABELS: Record<Lang, Record<SearchSort, string>> = {
  sq: { relevance: 'Më të përshtatshmet', price_asc: 'Çmimi: nga më i ulëti', price_desc: 'Çmimi: nga më i larti', newest: 'Më të rejat', deal: 'Ofertat më të mira' },
  en: { relevance: 'Most relevant', price_asc: 'Price: low to high', price_desc: 'Price: high to low', newest: 'Newest', deal: 'Best deals' },
};

export const SEARCH_PAGE_SIZE = 20;

/**
 * A zero-match suggestion as the page shows it: the API's suggestion names a page by URL, and
 * the page it names gives the name and the description in the page language.
 */
function suggestion(ctx: RenderContext & { model: ReadModel }, lang: Lang, s: Suggestion): { name: string | SafeHtml; href: string; description: string | SafeHtml } {
  const { model, paths } = ctx;
  const t = MESSAGES[lang];
  const href = local(paths.translate(s.url, lang));
  const page = paths.pageOf(s.url);
  if (page?.kind === 'product') {
    const product = model.productById.get(page.id);
    const price = model.summaryByProduct.get(page.id)?.price ?? null;
    if (product) return { name: product.name, href, description: t.suggestModel(CATEGORY_NAMES[lang][product.category], price === null ? null : formatPrice(price, lang)) };
  }
  if (page?.kind === 'category') {
    const category = CATEGORY_BY_SLUG.get(page.slug);
    if (category) return { name: CATEGORY_NAMES[lang][category], href, description: t.suggestCategory(model.productsByCategory.get(category)?.length ?? 0) };
  }
  if (page?.kind === 'build') {
    const build = pageIndex(model).buildById.get(page.id);
    if (build) return { name: buildName(build, lang), href, description: t.suggestBuild(t.tiers[build.budgetTier] ?? build.budgetTier) };
  }
  if (page?.kind === 'builder') return { name: t.builderTitle, href, description: t.builderIntro };
  return { name: englishText(s.name, lang), href, description: englishText(s.description, lang) };
}

export function renderSearchPage(
  ctx: RenderContext & { model: ReadModel },
  lang: Lang,
  input: SearchInput,
  outcome: SearchOutcome | null,
  /** Why the search could not run: a message in the page language, or the search engine's error. */
  error: string | DomainError | null,
): string {
  const { model, paths } = ctx;
  const t = MESSAGES[lang];
  const sortLabel = lang === 'sq' ? 'Renditja' : 'Sort';
  const extra = (cursor?: string, filters: PageFilters = input.filters): Record<string, string> => ({
    ...filters,
    ...(input.inStockOnly ? { inStockOnly: 'true' } : {}),
    ...(input.sort ? { sort: input.sort } : {}),
    ...(cursor ? { cursor } : {}),
  });

  const form = html`<form action="${local(paths.search(lang))}" method="get" class="search-page">
<label for="q">${t.searchLabel}</label>
<input type="search" id="q" name="q" value="${input.q}" minlength="2" maxlength="160" required aria-describedby="q-help" placeholder="${t.searchPlaceholder}">
<p class="help" id="q-help">${t.searchHelp}</p>
<label for="sort">${sortLabel}</label>
<select id="sort" name="sort">${SEARCH_SORTS.map((s) => html`<option value="${s}"${(input.sort ?? 'relevance') === s ? html` selected` : ''}>${SORT_LABELS[lang][s]}</option>`)}</select>
${filterFields(lang, input.filters)}
<label class="check" for="search-in-stock"><input type="checkbox" id="search-in-stock" name="inStockOnly" value="true"${input.inStockOnly ? html` checked` : ''}> ${t.inStockOnly}</label>
<p><button type="submit">${t.search}</button></p>
</form>`;

  let results = html``;
  if (error) {
    const message = typeof error === 'string' ? error : (t.searchErrors[error.code] ?? englishText(error.message, lang));
    results = html`<div class="note error" role="alert"><p><strong>${t.searchInvalid}:</strong> ${message}</p>${
      input.cursor ? html`<p><a href="${local(paths.search(lang, input.q, extra()))}">${t.restartSearch}</a></p>` : ''
    }</div>`;
  } else if (outcome) {
    const corrections = Object.entries((outcome.query.corrections ?? {}) as Record<string, string[]>);
    const rows = outcome.productIds.map((id) => {
      const product = model.productById.get(id)!;
      const view = productView(model, product, outcome.storeFilter);
      return {
        attrs: html` data-product-id="${id}"`,
        head: html`${productLink(paths, lang, product)}<br><span class="muted">${CATEGORY_NAMES[lang][product.category]}</span>`,
        cells: [
          specSummary(product, lang),
          view.summary.price === null ? html`<span class="muted">${t.noPrice}</span>` : price(view.summary.price, lang),
          view.summary.inStock ? html`<span class="badge ok">${t.inStockAt(view.summary.inStockStoreIds.length)}</span>` : stockBadge(false, lang),
        ],
      };
    });
    results = html`<h2 id="results">${t.searchResultsFor(input.q)}</h2>
<p>${t.matches(outcome.totalMatches, outcome.truncated)}${
      corrections.length ? html` · ${corrections.map(([from, to]) => html`<span class="muted">${from} → ${to.join(', ')}</span> `)}` : ''
    }</p>
${
  outcome.totalMatches === 0
    ? html`<p>${t.noMatches}</p>
<h2 id="suggestions">${t.suggestionsTitle}</h2>
<ul class="suggestions">${(outcome.suggestions ?? []).map((s) => {
        const shown = suggestion(ctx, lang, s);
        return html`<li><a href="${shown.href}">${shown.name}</a> — ${shown.description}</li>`;
      })}</ul>`
    : stackedTable({
        className: 'products',
        captionId: 'results-caption',
        caption: t.searchResultsFor(input.q),
        columns: [{ label: t.product }, { label: t.specs }, { label: t.lowestPrice, num: true }, { label: t.stock }],
        rows,
      })
}
${outcome.nextCursor ? html`<p><a rel="next" href="${local(paths.search(lang, input.q, extra(outcome.nextCursor)))}">${t.moreResults}</a></p>` : ''}
${renderFilters(lang, input.filters, outcome.facets, (filters) => local(paths.search(lang, input.q, extra(undefined, filters))))}`;
  }

  const hasQuery = input.q.length > 0;
  return layout(
    ctx,
    {
      lang,
      title: hasQuery ? t.searchResultsFor(input.q) : t.searchTitle,
      description: outcome ? t.searchDescription(input.q, outcome.totalMatches) : t.searchHelp,
      canonical: hasQuery ? paths.search(lang, input.q, extra(input.cursor ?? undefined)) : paths.search(lang),
      alternates: hasQuery
        ? { sq: paths.search('sq', input.q, extra(input.cursor ?? undefined)), en: paths.search('en', input.q, extra(input.cursor ?? undefined)) }
        : { sq: paths.search('sq'), en: paths.search('en') },
      noindex: hasQuery,
      structuredData: outcome?.productIds.length
        ? [
            itemList(
              t.searchResultsFor(input.q),
              outcome.productIds.map((id) => {
                const product = model.productById.get(id)!;
                return { name: product.name, url: paths.product(lang, id, product.name) };
              }),
            ),
          ]
        : [],
    },
    html`<h1>${t.searchTitle}</h1>${form}${results}`,
  );
}
