import type { ReadModel } from '../../src/catalog/read-model.js';
import type { Product } from '../../src/catalog/types.js';
import { formatDateTime, formatPrice, type Lang } from './format.js';
import { html, type SafeHtml } from './html.js';
import { MESSAGES } from './i18n.js';
import { lastListedPrice } from './page-index.js';
import { local, type PagePaths } from './paths.js';
import type { Crumb } from './structured-data.js';

export function price(amount: number | null, lang: Lang): SafeHtml {
  return amount === null ? html`<span class="muted">—</span>` : html`<span class="price">${formatPrice(amount, lang)}</span>`;
}

export function stockBadge(inStock: boolean, lang: Lang): SafeHtml {
  const t = MESSAGES[lang];
  return inStock ? html`<span class="badge ok">${t.inStock}</span>` : html`<span class="badge bad">${t.outOfStock}</span>`;
}

export function dateTime(iso: string | null, lang: Lang): SafeHtml {
  return iso === null ? html`<span class="muted">—</span>` : html`<time datetime="${iso}">${formatDateTime(iso, lang)}</time>`;
}

export function productLink(paths: PagePaths, lang: Lang, product: Pick<Product, 'id' | 'name'>): SafeHtml {
  return html`<a href="${local(paths.product(lang, product.id, product.name))}">${product.name}</a>`;
}

/** A product's price for listings: cheapest in-stock, else the last listed price marked as such. */
export function productPrice(model: ReadModel, product: Product, lang: Lang): SafeHtml {
  const t = MESSAGES[lang];
  const summary = model.summaryByProduct.get(product.id);
  if (summary?.price != null) return price(summary.price, lang);
  const listed = lastListedPrice(model, product.id);
  return listed === null ? html`<span class="muted">${t.noPrice}</span>` : html`<span class="muted">${t.noPrice}; ${t.lastListedPrice(formatPrice(listed, lang))}</span>`;
}

export function stockSummary(model: ReadModel, product: Product, lang: Lang): SafeHtml {
  const t = MESSAGES[lang];
  const summary = model.summaryByProduct.get(product.id);
  const n = summary?.inStockStoreIds.length ?? 0;
  return n > 0 ? html`<span class="badge ok">${t.inStockAt(n)}</span>` : stockBadge(false, lang);
}

/** A scrollable, keyboard-reachable wrapper for tables wider than the screen. */
export function tableWrap(labelId: string, table: SafeHtml): SafeHtml {
  return html`<div class="table-wrap" role="region" aria-labelledby="${labelId}" tabindex="0">${table}</div>`;
}

export interface Column {
  label: string;
  /** Right-aligned figures (prices). */
  num?: boolean;
}

export interface TableRow {
  /** Attributes of the `<tr>`, written with `html` and starting with a space. */
  attrs?: SafeHtml;
  /** The row header: the first column. */
  head: SafeHtml | string;
  /** The other columns, in order. */
  cells: (SafeHtml | string)[];
}

/**
 * A data table that becomes a stack of cards on narrow screens (CSS only, `table.stack` in
 * the stylesheet): the row header heads each card and every cell shows its column's name
 * beside it. Those visible names are hidden from assistive technology, which still reads the
 * real column headers: the explicit table roles keep the table semantics that some browsers
 * drop once table elements are displayed as blocks.
 */
export function stackedTable(spec: {
  className: string;
  captionId: string;
  caption: SafeHtml | string;
  /** A caption for assistive technology only (a heading names the table already). */
  captionHidden?: boolean;
  columns: readonly Column[];
  rows: readonly TableRow[];
  /** A total row: its label spans the columns before the first figure column, its value sits in it. */
  total?: { label: SafeHtml | string; value: SafeHtml; id: string };
}): SafeHtml {
  const { columns } = spec;
  const cellClass = (c: Column) => (c.num ? html` class="num"` : '');
  const head = html`<thead role="rowgroup"><tr role="row">${columns.map((c) => html`<th scope="col" role="columnheader"${cellClass(c)}>${c.label}</th>`)}</tr></thead>`;
  const body = spec.rows.map(
    (r) => html`<tr${r.attrs ?? ''} role="row"><th scope="row" role="rowheader">${r.head}</th>${r.cells.map((cell, i) => {
      const column = columns[i + 1];
      return html`<td role="cell"${cellClass(column)}><span class="cell-label" aria-hidden="true">${column.label}</span><span class="cell-value">${cell}</span></td>`;
    })}</tr>
`,
  );
  let foot: SafeHtml | string = '';
  if (spec.total) {
    const at = columns.findIndex((c) => c.num);
    const rest = columns.length - at - 1;
    foot = html`<tfoot role="rowgroup"><tr role="row"><th scope="row" role="rowheader" colspan="${at}">${spec.total.label}</th><td role="cell" class="num" id="${spec.total.id}">${spec.total.value}</td>${
      rest > 0 ? html`<td role="cell" colspan="${rest}"></td>` : ''
    }</tr></tfoot>`;
  }
  return tableWrap(
    spec.captionId,
    html`<table class="stack ${spec.className}" role="table">
<caption id="${spec.captionId}"${spec.captionHidden ? html` class="sr-only"` : ''}>${spec.caption}</caption>
${head}
<tbody role="rowgroup">
${body}</tbody>
${foot}
</table>`,
  );
}

/** English text with no Albanian rendering (an error the search engine words itself), marked so screen readers pronounce it right. */
export function englishText(text: string, lang: Lang): SafeHtml {
  return lang === 'en' ? html`${text}` : html`<span lang="en">${text}</span>`;
}

/** A link to a retailer: only http(s) URLs become links (data never supplies a `javascript:` href). */
export function externalLink(url: string, label: string): SafeHtml {
  let ok: boolean;
  try {
    ok = ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    ok = false;
  }
  return ok ? html`<a href="${url}" rel="nofollow noopener external">${label}</a>` : html`<span class="muted">—</span>`;
}

/** The visible trail to this page (the last crumb is the page itself); its BreadcrumbList is made from the same crumbs. */
export function breadcrumbNav(lang: Lang, trail: readonly Crumb[]): SafeHtml {
  const last = trail.length - 1;
  return html`<nav aria-label="${MESSAGES[lang].breadcrumb}" class="crumbs"><ol>${trail.map((c, i) =>
    i === last ? html`<li aria-current="page">${c.name}</li>` : html`<li><a href="${local(c.url)}">${c.name}</a></li>`,
  )}</ol></nav>`;
}
