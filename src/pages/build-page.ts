import { buildView, type BuildView } from '../catalog/builds.js';
import type { ReadModel } from '../catalog/read-model.js';
import type { CuratedBuild } from '../catalog/types.js';
import { breadcrumbNav, dateTime, price, stockBadge, tableWrap } from './components.js';
import { formatPrice, type Lang } from './format.js';
import { html, type SafeHtml } from './html.js';
import { MESSAGES, PART_NAMES } from './i18n.js';
import { layout, type RenderContext } from './layout.js';
import { local, type PagePaths } from './paths.js';
import { breadcrumbList, buildPartsList, itemList, type Crumb } from './structured-data.js';

function flags(view: BuildView, lang: Lang): SafeHtml {
  const t = MESSAGES[lang];
  const out: SafeHtml[] = [];
  if (view.missingPartCount > 0) out.push(html`<span class="badge bad">${t.missingCount(view.missingPartCount)}</span>`);
  if (view.outOfStockPartCount > 0) out.push(html`<span class="badge warnb">${t.outOfStockCount(view.outOfStockPartCount)}</span>`);
  if (view.readyToBuy) out.push(html`<span class="badge ok">${t.readyToBuy}</span>`);
  return html`${out.map((b) => html`${b} `)}`;
}

function totalLine(view: BuildView, lang: Lang): SafeHtml {
  const t = MESSAGES[lang];
  const priced = view.parts.filter((p) => p.price !== null).length;
  return priced === view.parts.length ? html`${t.total}` : html`${t.totalOfPriced(priced, view.parts.length)}`;
}

export function renderBuildPage(ctx: RenderContext & { model: ReadModel }, lang: Lang, build: CuratedBuild): string {
  const { model, paths } = ctx;
  const t = MESSAGES[lang];
  const view = buildView(model, build);
  const table = html`<table class="build">
<caption id="parts-caption">${t.parts}: ${build.name}</caption>
<thead><tr><th scope="col">${t.part}</th><th scope="col">${t.product}</th><th scope="col" class="num">${t.price}</th><th scope="col">${t.stock}</th><th scope="col" class="hide-sm">${t.updated}</th></tr></thead>
<tbody>
${view.parts.map((p) => {
  const missing = p.name === null || p.price === null;
  return html`<tr data-category="${p.part.category}"${missing ? html` data-missing="true"` : ''}${p.name !== null && !p.inStock ? html` data-out-of-stock="true"` : ''}>
<th scope="row">${PART_NAMES[lang][p.part.category]}</th>
<td>${
    p.name === null
      ? html`<span class="badge bad">${t.missing}</span> <span class="muted">${t.missingPart}</span> (<a href="${local(paths.product(lang, p.part.productId, p.part.category))}">#${p.part.productId}</a>)`
      : html`<a href="${local(paths.product(lang, p.part.productId, p.name))}">${p.name}</a>${p.price === null ? html` <span class="badge bad">${t.missing}</span>` : ''}`
  }</td>
<td class="num">${price(p.price, lang)}</td>
<td>${p.name === null ? html`<span class="muted">—</span>` : stockBadge(p.inStock, lang)}</td>
<td class="hide-sm">${dateTime(p.lastUpdated, lang)}</td>
</tr>
`;
})}
</tbody>
<tfoot><tr><th scope="row" colspan="2">${totalLine(view, lang)}</th><td class="num" id="build-total">${price(view.total, lang)}</td><td colspan="2"></td></tr></tfoot>
</table>`;

  const url = paths.build(lang, build.id);
  const trail: Crumb[] = [
    { name: t.home, url: paths.home(lang) },
    { name: t.builds, url: paths.builds(lang) },
    { name: build.name, url },
  ];
  const body = html`${breadcrumbNav(lang, trail)}
<h1>${build.name}</h1>
<p><span class="muted">${t.tier}:</span> ${t.tiers[build.budgetTier] ?? build.budgetTier} · <span class="muted">${t.total}:</span> <span class="big">${price(view.total, lang)}</span></p>
<p>${flags(view, lang)}</p>
${tableWrap('parts-caption', table)}
<p><a class="button" href="${local(paths.builder(lang, build.id))}">${t.openInBuilder}</a></p>`;

  return layout(
    ctx,
    {
      lang,
      title: build.name,
      description: t.buildDescription(build.name, t.tiers[build.budgetTier] ?? build.budgetTier, view.parts.length, view.total === null ? null : formatPrice(view.total, lang)),
      canonical: url,
      alternates: { sq: paths.build('sq', build.id), en: paths.build('en', build.id) },
      structuredData: [buildPartsList(paths, lang, build.name, url, view), breadcrumbList(trail)],
    },
    body,
  );
}

export function buildCards(model: ReadModel, paths: PagePaths, lang: Lang): SafeHtml {
  const t = MESSAGES[lang];
  return html`<ul class="cards">${model.builds.map((b) => {
    const view = buildView(model, b);
    return html`<li><a href="${local(paths.build(lang, b.id))}"><strong>${b.name}</strong></a><br>
<span class="muted">${t.tiers[b.budgetTier] ?? b.budgetTier}</span> · ${price(view.total, lang)}<br>${flags(view, lang)}</li>`;
  })}</ul>`;
}

export function renderBuildsPage(ctx: RenderContext & { model: ReadModel }, lang: Lang): string {
  const { model, paths } = ctx;
  const t = MESSAGES[lang];
  const body = html`<h1>${t.builds}</h1>
<p>${t.buildsIntro}</p>
${buildCards(model, paths, lang)}
<p><a href="${local(paths.builder(lang))}">${t.homeBuilderCta}</a></p>`;
  return layout(
    ctx,
    {
      lang,
      title: t.builds,
      description: t.buildsIntro,
      canonical: paths.builds(lang),
      alternates: { sq: paths.builds('sq'), en: paths.builds('en') },
      structuredData: [itemList(t.builds, model.builds.map((b) => ({ name: b.name, url: paths.build(lang, b.id) })))],
    },
    body,
  );
}
