import type { ReadModel } from '../../src/catalog/read-model.js';
import type { DataSource } from '../../src/catalog/types.js';
import { SITE_CSS_VERSION } from './assets.js';
import { FAVICON_SVG_VERSION } from './favicon.js';
import { formatReleaseDate, type Lang } from './format.js';
import { html, jsonForScript, type SafeHtml } from './html.js';
import { MESSAGES } from './i18n.js';
import { local, type PagePaths } from './paths.js';
import { jsonLdDocument, type LdNode } from './structured-data.js';

export interface PageMeta {
  lang: Lang;
  title: string;
  /** The search-result snippet: every page has one. */
  description: string;
  /** Absolute canonical URL of this page in its own language. */
  canonical: string;
  /** Absolute URLs of the Albanian and English versions (x-default is the Albanian one). */
  alternates: { sq: string; en: string } | null;
  /** schema.org nodes of the page, written as one JSON-LD @graph. */
  structuredData?: readonly LdNode[];
  noindex?: boolean;
}

export interface RenderContext {
  paths: PagePaths;
  model: ReadModel | null;
}

/**
 * The release and freshness note every page shows (and says so plainly when degraded): the
 * release as a date in Kosovo time for people, its id in `data-release` for tools.
 */
export function releaseNote(model: ReadModel, lang: Lang, id = 'release-note'): SafeHtml {
  const t = MESSAGES[lang];
  const generated = html`<time datetime="${model.release.generatedAt}">${formatReleaseDate(model.release.generatedAt, lang)}</time>`;
  const [before, after] = (model.degraded ? t.degradedNote('\u0000') : t.releaseNote('\u0000')).split('\u0000');
  return html`<p class="${model.degraded ? 'note warn' : 'note'}" id="${id}" data-release="${model.release.id}"${
    model.degraded ? html` data-degraded="true"` : ''
  }>${before}${generated}${after}</p>`;
}

export function layout(ctx: RenderContext, meta: PageMeta, body: SafeHtml): string {
  const { lang } = meta;
  const t = MESSAGES[lang];
  const { paths, model } = ctx;
  const other: Lang = lang === 'sq' ? 'en' : 'sq';
  const otherUrl = meta.alternates ? meta.alternates[other] : paths.home(other);
  const cities = model ? [...new Set(model.stores.map((s) => s.city))].sort() : [];
  const structuredData = jsonLdDocument(meta.structuredData ?? []);
  return `<!doctype html>\n${html`<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${meta.title} · ${t.siteName}</title>
<meta name="description" content="${meta.description}">
${meta.noindex ? html`<meta name="robots" content="noindex">` : ''}
<link rel="canonical" href="${meta.canonical}">
${
  meta.alternates
    ? html`<link rel="alternate" hreflang="sq" href="${meta.alternates.sq}">
<link rel="alternate" hreflang="en" href="${meta.alternates.en}">
<link rel="alternate" hreflang="x-default" href="${meta.alternates.sq}">`
    : ''
}
<link rel="icon" href="/favicon.ico" sizes="16x16 32x32">
<link rel="icon" href="/assets/favicon.svg?v=${FAVICON_SVG_VERSION}" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css?v=${SITE_CSS_VERSION}">
<meta name="color-scheme" content="light">
${structuredData ? html`<script type="application/ld+json">${jsonForScript(structuredData)}</script>` : ''}
</head>
<body>
<a class="skip" href="#main">${t.skip}</a>
<header class="site">
<div class="bar">
<a class="brand" href="${local(paths.home(lang))}">${t.siteName}</a>
<nav class="main" aria-label="${t.navMain}"><ul>
<li><a href="${local(paths.categories(lang))}">${t.categories}</a></li>
<li><a href="${local(paths.builds(lang))}">${t.builds}</a></li>
<li><a href="${local(paths.builder(lang))}">${t.builder}</a></li>
<li><a href="${local(otherUrl)}" hreflang="${other}" lang="${other}">${t.otherLanguage}</a></li>
</ul></nav>
</div>
<form class="search-bar" role="search" aria-label="${t.search}" action="${local(paths.search(lang))}" method="get">
<label class="sr-only" for="site-search">${t.searchLabel}</label>
<input type="search" id="site-search" name="q" minlength="2" maxlength="160" placeholder="${t.searchPlaceholder}">
<button type="submit">${t.search}</button>
</form>
</header>
<main id="main" tabindex="-1">
${model?.degraded ? releaseNote(model, lang, 'degraded-note') : ''}
${body}
</main>
<footer class="site"><div class="inner">
${model ? releaseNote(model, lang) : ''}
${model ? html`<p>${t.coverage(model.stores.length, cities.join(', '))}</p>` : ''}
${model?.release.dataSource ? sourceNote(model.release.dataSource, lang) : ''}
<p>${t.tagline}</p>
</div></footer>
</body>
</html>`}\n`;
}

/** The attribution the catalog's licence (ODC-By 1.0) asks for wherever its data is shown. */
function sourceNote(source: DataSource, lang: Lang): SafeHtml {
  const name = html`<a href="${source.url}" rel="external">${source.name}</a>`;
  const licence = html`<a href="${source.licenceUrl}" rel="license external">ODC Attribution License</a>`;
  const commit = source.commit.slice(0, 12);
  return lang === 'sq'
    ? html`<p class="source">Përmban të dhëna nga ${name} (commit ${commit}), të publikuara sipas licencës ${licence}.</p>`
    : html`<p class="source">Contains information from ${name} (commit ${commit}), which is made available under the ${licence}.</p>`;
}
