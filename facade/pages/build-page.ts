import { buildView, type BuildView } from '../../src/catalog/builds.js';
import type { ReadModel } from '../../src/catalog/read-model.js';
import type { CuratedBuild } from '../../src/catalog/types.js';
import { breadcrumbNav, dateTime, price, stackedTable, stockBadge } from './components.js';
import { formatPrice, type Lang } from './format.js';
import { html, type SafeHtml } from './html.js';
import { buildName, MESSAGES, PART_NAMES } from './i18n.js';
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
  const name = buildName(build, lang);
  const table = stackedTable({
    className: 'build',
    captionId: 'parts-caption',
    caption: `${t.parts}: ${name}`,
    columns: [{ label: t.part }, { label: t.product }, { label: t.price, num: true }, { label: t.stock }, { label: t.updated }],
    rows: view.parts.map((p) => {
      const missing = p.name === null || p.price === null;
      return {
        attrs: html` data-category="${p.part.category}"${missing ? html` data-missing="true"` : ''}${p.name !== null && !p.inStock ? html` data-out-of-stock="true"` : ''}`,
        head: PART_NAMES[lang][p.part.category],
        cells: [
          p.name === null
            ? html`<span class="badge bad">${t.missing}</span> <span class="muted">${t.missingPart}</span> (<a href="${local(paths.product(lang, p.part.productId, p.part.category))}">#${p.part.productId}</a>)`
            : html`<a href="${local(paths.product(lang, p.part.productId, p.name))}">${p.name}</a>${p.price === null ? html` <span class="badge bad">${t.missing}</span>` : ''}`,
          price(p.price, lang),
          p.name === null ? html`<span class="muted">—</span>` : stockBadge(p.inStock, lang),
          dateTime(p.lastUpdated, lang),
        ],
      };
    }),
    total: { label: totalLine(view, lang), value: price(view.total, lang), id: 'build-total' },
  });

  const url = paths.build(lang, build.id);
  const trail: Crumb[] = [
    { name: t.home, url: paths.home(lang) },
    { name: t.builds, url: paths.builds(lang) },
    { name, url },
  ];
  const body = html`${breadcrumbNav(lang, trail)}
<h1>${name}</h1>
<p><span class="muted">${t.tier}:</span> ${t.tiers[build.budgetTier] ?? build.budgetTier} · <span class="muted">${t.total}:</span> <span class="big">${price(view.total, lang)}</span></p>
<p>${flags(view, lang)}</p>
${table}
<p><a class="button" href="${local(paths.builder(lang, build.id))}">${t.openInBuilder}</a></p>`;

  return layout(
    ctx,
    {
      lang,
      title: name,
      description: t.buildDescription(name, t.tiers[build.budgetTier] ?? build.budgetTier, view.parts.length, view.total === null ? null : formatPrice(view.total, lang)),
      canonical: url,
      alternates: { sq: paths.build('sq', build.id), en: paths.build('en', build.id) },
      structuredData: [buildPartsList(paths, lang, name, url, view), breadcrumbList(trail)],
    },
    body,
  );
}

export function buildCards(model: ReadModel, paths: PagePaths, lang: Lang): SafeHtml {
  const t = MESSAGES[lang];
  return html`<ul class="cards">${model.builds.map((b) => {
    const view = buildView(model, b);
    return html`<li><a href="${local(paths.build(lang, b.id))}"><strong>${buildName(b, lang)}</strong></a><br>
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
      structuredData: [
        itemList(
          t.builds,
          model.builds.map((b) => ({ name: buildName(b, lang), url: paths.build(lang, b.id) })),
        ),
      ],
    },
    body,
  );
}
