import type { ReadModel } from '../../src/catalog/read-model.js';
import { buildCards } from './build-page.js';
import { categoryList } from './category-page.js';
import type { Lang } from './format.js';
import { html } from './html.js';
import { MESSAGES } from './i18n.js';
import { layout, type RenderContext } from './layout.js';
import { local } from './paths.js';

export function renderHomePage(ctx: RenderContext & { model: ReadModel }, lang: Lang): string {
  const { model, paths } = ctx;
  const t = MESSAGES[lang];
  const body = html`<h1>${t.homeTitle}</h1>
<p>${t.tagline}</p>
<form action="${local(paths.search(lang))}" method="get">
<label for="home-q">${t.homeSearch}</label>
<input type="search" id="home-q" name="q" minlength="2" maxlength="160" aria-describedby="home-q-help" placeholder="${t.searchPlaceholder}">
<p class="help" id="home-q-help">${t.searchHelp}</p>
<p><button type="submit">${t.search}</button></p>
</form>
<h2 id="categories"><a href="${local(paths.categories(lang))}">${t.categories}</a></h2>
${categoryList(model, paths, lang)}
<h2 id="builds"><a href="${local(paths.builds(lang))}">${t.builds}</a></h2>
<p>${t.buildsIntro}</p>
${buildCards(model, paths, lang)}
<h2 id="builder">${t.builderTitle}</h2>
<p><a class="button" href="${local(paths.builder(lang))}">${t.homeBuilderCta}</a></p>`;
  return layout(
    ctx,
    {
      lang,
      title: t.homeTitle,
      description: t.homeDescription(model.products.length, model.stores.length),
      canonical: paths.home(lang),
      alternates: { sq: paths.home('sq'), en: paths.home('en') },
      structuredData: [{ '@type': 'WebSite', '@id': `${paths.home('sq')}#website`, name: t.siteName, url: paths.home(lang), inLanguage: lang, description: t.tagline }],
    },
    body,
  );
}

/** 404, 400 and 503 pages: the same shell, a heading, a message and the way home. */
export function renderMessagePage(ctx: RenderContext, lang: Lang, title: string, message: string, canonical: string): string {
  const t = MESSAGES[lang];
  const body = html`<h1>${title}</h1>
<p>${message}</p>
<p><a href="${local(ctx.paths.home(lang))}">${t.home}</a> · <a href="${local(ctx.paths.search(lang))}">${t.search}</a></p>`;
  return layout(ctx, { lang, title, description: message, canonical, alternates: null, noindex: true }, body);
}
