import type { ReadModel } from '../../src/catalog/read-model.js';
import type { Category } from '../../src/catalog/types.js';
import { CATEGORIES, CATEGORY_SLUGS } from '../../src/enums.js';
import { breadcrumbNav, productLink, productPrice, stackedTable, stockSummary } from './components.js';
import type { Lang } from './format.js';
import { html, type SafeHtml } from './html.js';
import { CATEGORY_NAMES, MESSAGES } from './i18n.js';
import { layout, type RenderContext } from './layout.js';
import { pageIndex } from './page-index.js';
import { local, type PagePaths } from './paths.js';
import { specSummary } from './specs.js';
import { breadcrumbList, itemList, type Crumb } from './structured-data.js';

export const PAGE_SIZE = 24;

export function pageCount(model: ReadModel, category: Category): number {
  return Math.max(1, Math.ceil((pageIndex(model).byCategory.get(category)?.length ?? 0) / PAGE_SIZE));
}

export function categoryList(model: ReadModel, paths: PagePaths, lang: Lang): SafeHtml {
  const t = MESSAGES[lang];
  return html`<ul class="cards">${CATEGORIES.map(
    (c) =>
      html`<li><a href="${local(paths.category(lang, CATEGORY_SLUGS[c]))}"><strong>${CATEGORY_NAMES[lang][c]}</strong></a><br><span class="muted">${t.productCount(
        model.productsByCategory.get(c)?.length ?? 0,
      )}</span></li>`,
  )}</ul>`;
}

export function renderCategoriesPage(ctx: RenderContext & { model: ReadModel }, lang: Lang): string {
  const { model, paths } = ctx;
  const t = MESSAGES[lang];
  const body = html`<h1>${t.categories}</h1><p>${t.categoriesIntro}</p>${categoryList(model, paths, lang)}`;
  return layout(
    ctx,
    {
      lang,
      title: t.categories,
      description: t.categoriesIntro,
      canonical: paths.categories(lang),
      alternates: { sq: paths.categories('sq'), en: paths.categories('en') },
      structuredData: [
        itemList(
          t.categories,
          CATEGORIES.map((c) => ({ name: CATEGORY_NAMES[lang][c], url: paths.category(lang, CATEGORY_SLUGS[c]) })),
        ),
      ],
    },
    body,
  );
}

/** `page` must be within 1..pageCount (the router answers 404 otherwise). */
export function renderCategoryPage(ctx: RenderContext & { model: ReadModel }, lang: Lang, category: Category, page: number): string {
  const { model, paths } = ctx;
  const t = MESSAGES[lang];
  const slug = CATEGORY_SLUGS[category];
  const all = pageIndex(model).byCategory.get(category) ?? [];
  const pages = pageCount(model, category);
  const items = all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const name = CATEGORY_NAMES[lang][category];

  const table = stackedTable({
    className: 'products',
    captionId: 'list-caption',
    caption: `${name} — ${t.page(page, pages)}`,
    columns: [{ label: t.product }, { label: t.specs }, { label: t.lowestPrice, num: true }, { label: t.stock }],
    rows: items.map((p) => ({
      attrs: html` data-product-id="${p.id}"`,
      head: productLink(paths, lang, p),
      cells: [specSummary(p, lang), productPrice(model, p, lang), stockSummary(model, p, lang)],
    })),
  });

  const nav =
    pages > 1
      ? html`<nav class="pages" aria-label="${t.pagination}"><ul>
${page > 1 ? html`<li><a rel="prev" href="${local(paths.category(lang, slug, page - 1))}">${t.prev}</a></li>` : ''}
<li aria-current="page">${t.page(page, pages)}</li>
${page < pages ? html`<li><a rel="next" href="${local(paths.category(lang, slug, page + 1))}">${t.next}</a></li>` : ''}
</ul></nav>`
      : '';

  const url = paths.category(lang, slug, page);
  const trail: Crumb[] = [
    { name: t.home, url: paths.home(lang) },
    { name: t.categories, url: paths.categories(lang) },
    { name: page > 1 ? `${name} — ${t.page(page, pages)}` : name, url },
  ];
  const listed = items.map((p) => ({ name: p.name, url: paths.product(lang, p.id, p.name) }));
  const body = html`${breadcrumbNav(lang, trail)}
<h1>${name}</h1>
<p>${t.productCount(all.length)} · ${t.categoriesIntro}</p>
${all.length ? table : html`<p>${t.emptyCategory}</p>`}
${nav}`;

  return layout(
    ctx,
    {
      lang,
      title: page > 1 ? `${name} — ${t.page(page, pages)}` : name,
      description: t.categoryDescription(name, all.length, page, pages),
      canonical: url,
      alternates: { sq: paths.category('sq', slug, page), en: paths.category('en', slug, page) },
      structuredData: [breadcrumbList(trail), ...(listed.length ? [itemList(trail[2].name, listed, (page - 1) * PAGE_SIZE + 1)] : [])],
    },
    body,
  );
}
