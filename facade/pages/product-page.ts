import type { ReadModel } from '../../src/catalog/read-model.js';
import type { Category, Product } from '../../src/catalog/types.js';
import { CATEGORY_SLUGS } from '../../src/enums.js';
import { breadcrumbNav, dateTime, externalLink, price, productPrice, stackedTable, stockBadge, stockSummary, tableWrap } from './components.js';
import { formatDateTime, formatPrice, type Lang } from './format.js';
import { html } from './html.js';
import { buildName, CATEGORY_NAMES, MESSAGES, PART_NAMES } from './i18n.js';
import { layout, type RenderContext } from './layout.js';
import { pageIndex } from './page-index.js';
import { priceHistorySection } from './price-chart.js';
import { local } from './paths.js';
import { specRows } from './specs.js';
import { breadcrumbList, productNode, type Crumb } from './structured-data.js';

export function renderProductPage(ctx: RenderContext & { model: ReadModel }, lang: Lang, product: Product): string {
  const { model, paths } = ctx;
  const t = MESSAGES[lang];
  const offers = model.offersByProduct.get(product.id) ?? [];
  const summary = model.summaryByProduct.get(product.id);
  const url = paths.product(lang, product.id, product.name);
  const anchor = lang === 'sq' ? 'oferta' : 'offer';
  const builds = pageIndex(model).buildsByProduct.get(product.id) ?? [];
  const categoryName = CATEGORY_NAMES[lang][product.category];
  const slug = CATEGORY_SLUGS[product.category];

  const details: [string, string | null][] = [
    [t.brand, product.brand],
    [t.mpn, product.mpn],
    [t.ean, product.ean],
    [t.released, product.releasedAt],
  ];
  const specsTable = html`<table>
<caption id="specs-caption">${t.specsCaption}: ${product.name}</caption>
<tbody>
${specRows(product, lang).map(([label, value]) => html`<tr><th scope="row">${label}</th><td>${value}</td></tr>\n`)}
${details.filter(([, v]) => v).map(([label, value]) => html`<tr><th scope="row">${label}</th><td>${value}</td></tr>\n`)}
</tbody>
</table>`;

  const offersTable = stackedTable({
    className: 'offers',
    captionId: 'offers-caption',
    caption: t.offersCaption,
    columns: [{ label: t.store }, { label: t.city }, { label: t.price, num: true }, { label: t.stock }, { label: t.updated }, { label: t.retailer }],
    rows: offers.map((o) => {
      const store = model.storeById.get(o.storeId);
      const storeName = store?.name ?? o.storeId;
      return {
        attrs: html` id="${anchor}-${o.id}" data-offer-id="${o.id}"`,
        head: storeName,
        cells: [
          store?.city ?? '—',
          price(o.price, lang),
          stockBadge(o.availability === 'in_stock', lang),
          dateTime(o.lastUpdated, lang),
          externalLink(o.retailerUrl, t.viewAtStore(storeName)),
        ],
      };
    }),
  });

  const trail: Crumb[] = [
    { name: t.home, url: paths.home(lang) },
    { name: categoryName, url: paths.category(lang, slug) },
    { name: product.name, url },
  ];
  const productLd = productNode(model, product, url, lang);
  const body = html`${breadcrumbNav(lang, trail)}
<article>
<h1>${product.name}</h1>
<p class="muted">${categoryName}${product.brand ? html` · ${product.brand}` : ''}</p>
<p><span class="muted">${t.lowestPrice}:</span> <span class="big" id="product-price">${productPrice(model, product, lang)}</span></p>
<p>${stockSummary(model, product, lang)}${summary?.lastUpdated ? html` <span class="muted">· ${t.updated}: ${formatDateTime(summary.lastUpdated, lang)}</span>` : ''}</p>
<h2 id="specs">${t.specs}</h2>
${tableWrap('specs-caption', specsTable)}
<h2 id="offers">${t.offers}</h2>
${offers.length ? offersTable : html`<p>${t.noOffers}</p>`}
${priceHistorySection(model, product.id, product.name, lang)}
${builds.length ? html`<h2 id="builds">${t.usedIn}</h2><ul>${builds.map((b) => html`<li><a href="${local(paths.build(lang, b.id))}">${buildName(b, lang)}</a></li>`)}</ul>` : ''}
</article>`;

  return layout(
    ctx,
    {
      lang,
      title: product.name,
      description: t.productDescription(product.name, categoryName, summary?.price == null ? null : formatPrice(summary.price, lang), offers.length),
      canonical: url,
      alternates: { sq: paths.product('sq', product.id, product.name), en: paths.product('en', product.id, product.name) },
      structuredData: [...(productLd ? [productLd] : []), breadcrumbList(trail)],
    },
    body,
  );
}

/**
 * A product id a curated build names but no store lists in this release: the API hands its
 * URL out in the build's parts, so it answers a page that says so (noindex) instead of a 404.
 */
export function renderUnlistedProductPage(ctx: RenderContext & { model: ReadModel }, lang: Lang, id: number, category: Category): string {
  const { model, paths } = ctx;
  const t = MESSAGES[lang];
  const name = PART_NAMES[lang][category];
  const builds = pageIndex(model).buildsByProduct.get(id) ?? [];
  const body = html`<h1>${t.notListedTitle(name, id)}</h1>
<p class="note warn">${t.notListed}</p>
<h2>${t.usedIn}</h2>
<ul>${builds.map((b) => html`<li><a href="${local(paths.build(lang, b.id))}">${buildName(b, lang)}</a></li>`)}</ul>
<p><a href="${local(paths.category(lang, CATEGORY_SLUGS[category]))}">${CATEGORY_NAMES[lang][category]}</a></p>`;
  return layout(
    ctx,
    {
      lang,
      title: t.notListedTitle(name, id),
      description: t.notListed,
      canonical: paths.product(lang, id, category),
      alternates: { sq: paths.product('sq', id, category), en: paths.product('en', id, category) },
      noindex: true,
    },
    body,
  );
}
