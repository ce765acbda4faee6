/** The builder page: the form, its errors and, once planned, the plan with its parts, checks and permalink. */
import type { ReadModel } from '../../src/catalog/read-model.js';
import { USE_CASES } from '../../src/enums.js';
import { PART_ORDER } from '../../src/planner/part-order.js';
import type { PlanResult } from '../../src/planner/plan.js';
import { price, productPrice, stackedTable, stockBadge } from './components.js';
import { formatPrice, type Lang } from './format.js';
import { html, type SafeHtml } from './html.js';
import { buildName, MESSAGES, PART_NAMES } from './i18n.js';
import { layout, type RenderContext } from './layout.js';
import { pageIndex } from './page-index.js';
import { planWords } from './planner-sq.js';
import { local } from './paths.js';
import type { BuilderForm, BuilderOutcome } from './builder-form.js';

function fieldError(id: string, message: string | undefined): SafeHtml {
  return message ? html`<p class="help field-error" id="${id}-error"><strong>${message}</strong></p>` : html``;
}

function described(id: string, help: string | null, error: string | undefined): SafeHtml {
  const ids = [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return html`${ids ? html` aria-describedby="${ids}"` : ''}${error ? html` aria-invalid="true"` : ''}`;
}

/** A GET link that reproduces the submitted form. */
function permalink(base: string, form: BuilderForm): string {
  const pairs: [string, string][] = [
    ['useCase', form.useCase],
    ['budget', form.budget.trim()],
    ['requirements', form.requirements.trim()],
  ];
  pairs.push(['inStockOnly', String(form.inStockOnly)]);
  for (const s of form.snapshot.filter((p) => p.keep)) pairs.push(['keep', `${s.category}:${s.productId}`]);
  const query = pairs
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return `${base}?${query}`;
}

function renderPlan(ctx: RenderContext & { model: ReadModel }, lang: Lang, result: PlanResult, link: string): SafeHtml {
  const { paths } = ctx;
  const t = MESSAGES[lang];
  const { plan, compatibility, estimatedWattage } = result;
  const words = planWords(result, lang);
  const table = stackedTable({
    className: 'plan',
    captionId: 'plan-caption',
    caption: t.parts,
    columns: [{ label: t.part }, { label: t.product }, { label: t.price, num: true }, { label: t.stock }, { label: t.reason }],
    rows: plan.parts.map((p, i) => ({
      attrs: html` data-category="${p.category}" data-product-id="${p.productId}"`,
      head: PART_NAMES[lang][p.category],
      cells: [
        html`<a href="${local(paths.product(lang, p.productId, p.name))}">${p.name}</a>`,
        price(p.price, lang),
        p.inStock ? html`<span class="badge ok">${t.inStockAt(p.availableStoreCount)}</span>` : stockBadge(false, lang),
        words.reasons[i],
      ],
    })),
    total: { label: t.total, value: price(plan.totalPrice, lang), id: 'plan-total' },
  });

  const budgetLine =
    plan.budget === null || plan.totalPrice === null
      ? ''
      : plan.withinBudget
        ? html`<p><span class="badge ok">${t.budgetLeft(formatPrice(Math.max(0, plan.budget - plan.totalPrice), lang))}</span></p>`
        : html`<p><span class="badge bad">${t.overBudget(formatPrice(plan.overBudgetBy ?? 0, lang))}</span></p>`;

  return html`<section aria-labelledby="plan-heading" id="plan">
<h2 id="plan-heading" tabindex="-1">${t.planTitle}: ${plan.status === 'complete' ? t.planComplete : t.planPartial}</h2>
<p><span class="muted">${t.total}:</span> <span class="big">${price(plan.totalPrice, lang)}</span></p>
${budgetLine}
${plan.missingCategories.length ? html`<p><span class="badge bad">${t.missingCategories}: ${plan.missingCategories.map((c) => PART_NAMES[lang][c]).join(', ')}</span></p>` : ''}
${table}
<h3>${t.compatibility}</h3>
<p><span class="badge ${compatibility.state === 'compatible' ? 'ok' : compatibility.state === 'warning' ? 'warnb' : 'bad'}">${
    t.compatibilityState[compatibility.state] ?? compatibility.state
  }</span> ${estimatedWattage === null ? '' : t.estimatedWattage(estimatedWattage)}</p>
${
  compatibility.issues.length
    ? html`<ul class="compat">${compatibility.issues.map(
        (issue, i) => html`<li><strong>${issue.state === 'incompatible' ? '✗' : '!'} ${words.issues[i].title}:</strong> ${words.issues[i].message}</li>`,
      )}</ul>`
    : ''
}
${words.warnings.length ? html`<h3>${t.warnings}</h3><ul class="warnings">${words.warnings.map((w) => html`<li>${w}</li>`)}</ul>` : ''}
${words.rationale.length ? html`<h3>${t.rationale}</h3><ul class="rationale">${words.rationale.map((r) => html`<li>${r}</li>`)}</ul>` : ''}
${
  plan.alternatives.length
    ? html`<h3 id="alt-heading">${t.alternatives}</h3>${stackedTable({
        className: 'alternatives',
        captionId: 'alt-caption',
        caption: t.alternatives,
        captionHidden: true,
        columns: [{ label: t.part }, { label: t.product }, { label: t.price, num: true }, { label: t.reason }],
        rows: plan.alternatives.map((a, i) => ({
          head: PART_NAMES[lang][a.category],
          cells: [html`<a href="${local(paths.product(lang, a.productId, a.name))}">${a.name}</a>`, price(a.price, lang), words.alternatives[i]],
        })),
      })}`
    : ''
}
<p><a href="${link}">${lang === 'sq' ? 'Lidhje e përhershme për këtë plan' : 'Permanent link to this plan'}</a></p>
</section>`;
}

export function renderBuilderPage(ctx: RenderContext & { model: ReadModel }, lang: Lang, outcome: BuilderOutcome): string {
  const { model, paths } = ctx;
  const t = MESSAGES[lang];
  const { form, errors, notice, result } = outcome;
  const action = local(paths.builder(lang));
  const build = form.buildId ? pageIndex(model).buildById.get(form.buildId) : undefined;
  const errorList = Object.values(errors).filter(Boolean);
  const sortedSnapshot = [...form.snapshot].sort((a, b) => PART_ORDER.indexOf(a.category) - PART_ORDER.indexOf(b.category));

  const snapshotFields = sortedSnapshot.length
    ? html`<fieldset${described('snapshot', 'snapshot', errors.snapshot)}>
<legend>${build ? t.snapshotTitle(buildName(build, lang)) : t.parts}</legend>
<p class="help" id="snapshot-help">${t.snapshotHelp}</p>
${sortedSnapshot.map((s) => {
  const product = model.productById.get(s.productId);
  const value = `${s.category}:${s.productId}`;
  const id = `keep-${s.category.toLowerCase()}`;
  return html`<input type="hidden" name="snapshot" value="${value}">
<label class="check" for="${id}"><input type="checkbox" id="${id}" name="keep" value="${value}"${s.keep ? html` checked` : ''}> ${PART_NAMES[lang][s.category]}: ${
    product ? product.name : `#${s.productId}`
  }${product ? html` — ${productPrice(model, product, lang)}` : ''}</label>
`;
})}
${fieldError('snapshot', errors.snapshot)}
</fieldset>`
    : errors.snapshot
      ? fieldError('snapshot', errors.snapshot)
      : '';

  const formHtml = html`<form method="post" action="${action}" class="builder" novalidate>
${errorList.length ? html`<div class="note error" role="alert"><p><strong>${t.formErrors}:</strong></p><ul>${errorList.map((e) => html`<li>${e}</li>`)}</ul></div>` : ''}
<input type="hidden" name="build" value="${form.buildId ?? ''}">
<label for="useCase">${t.useCase}</label>
<select id="useCase" name="useCase"${described('useCase', null, errors.useCase)}>
${USE_CASES.map((u) => html`<option value="${u}"${form.useCase === u ? html` selected` : ''}>${t.useCases[u]}</option>`)}
</select>
${fieldError('useCase', errors.useCase)}
<label for="budget">${t.budget}</label>
<input type="text" id="budget" name="budget" inputmode="decimal" autocomplete="off" value="${form.budget}"${described('budget', 'budget', errors.budget)}>
<p class="help" id="budget-help">${t.budgetHelp}</p>
${fieldError('budget', errors.budget)}
<label for="requirements">${t.requirements}</label>
<input type="text" id="requirements" name="requirements" maxlength="400" value="${form.requirements}"${described('requirements', 'requirements', errors.requirements)}>
<p class="help" id="requirements-help">${t.requirementsHelp}</p>
${fieldError('requirements', errors.requirements)}
<label class="check" for="inStockOnly"><input type="checkbox" id="inStockOnly" name="inStockOnly" value="true"${form.inStockOnly ? html` checked` : ''}> ${t.inStockOnly}</label>
${snapshotFields}
<p><button type="submit">${t.submitPlan}</button></p>
</form>`;

  const body = html`<h1>${t.builderTitle}</h1>
<p>${t.builderIntro}</p>
${notice ? html`<p class="note warn" role="status">${notice}</p>` : ''}
${formHtml}
${result ? renderPlan(ctx, lang, result, permalink(action, form)) : ''}`;

  return layout(
    ctx,
    {
      lang,
      title: result ? `${t.builderTitle} — ${t.planTitle}` : t.builderTitle,
      description: t.builderIntro,
      canonical: paths.builder(lang),
      alternates: { sq: paths.builder('sq'), en: paths.builder('en') },
      noindex: result !== null || form.buildId !== null,
    },
    body,
  );
}
