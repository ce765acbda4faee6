/**
 * Albanian pages are Albanian throughout: the planner's warnings, rationale, reasons and
 * alternatives, the compatibility findings, the search suggestions and errors — while the
 * API's English text for the same plan stays exactly what the contract says.
 */
import { describe, expect, it } from 'vitest';
import type { Category } from '../../src/catalog/types.js';
import { CATEGORIES } from '../../src/enums.js';
import { checkCompatibility, RULES } from '../../src/compat/engine.js';
import { partSetOf } from '../../src/compat/rule.js';
import { COMPAT_EN } from '../../src/compat/messages.js';
import { renderMessage } from '../../src/messages.js';
import { PLAN_EN } from '../../src/planner/messages.js';
import { planBuild, type PlanRequest, type PlanResult } from '../../src/planner/plan.js';
import { COMPAT_SQ, planWords, PLAN_SQ, RULE_TITLES_SQ } from '../../facade/pages/planner-sq.js';
import { fixtureModel, pagesServerFor } from './fixture.js';
import { byId, decodeEntities, fetchPage, text } from './html.js';

const model = fixtureModel();
const server = pagesServerFor(model);

/**
 * English words that no Albanian sentence here uses ("to" is Albanian too: "pa to"). Product names (which may hold English
 * words) are removed before looking; the catalog's technical terms (ATX Mid Tower, 80+ Gold,
 * Wi-Fi, VRAM, AIO) contain none of these.
 */
const ENGLISH =
  /\b(the|and|with|for|is|are|but|of|from|than|more|less|cheaper|faster|slower|same|budget|build|kept|snapshot|rated|fits|needs|has|only|no|not|about|over|left|profile|cooler|case|board|drive|memory|storage|power|supply|store|stores|price|priced|out|stock|leftover|recommended|estimated|draw)\b/i;

function englishIn(sentence: string, names: readonly string[]): string | null {
  let rest = sentence;
  for (const name of names) rest = rest.split(name).join(' ');
  return ENGLISH.exec(rest)?.[0] ?? null;
}

/** Requests that reach most of what the planner can say: budgets from too small to generous, wishes, preferences, kept and conflicting parts. */
function requests(): PlanRequest[] {
  const out: PlanRequest[] = [];
  const base = { inStockOnly: true, maxAlternatives: 3 } as const;
  for (const useCase of ['gaming', 'workstation', 'productivity', 'budget'] as const) {
    for (const budget of [null, 150, 600, 1500, 6000]) {
      out.push({ ...base, useCase, budget });
      out.push({ ...base, useCase, budget, inStockOnly: false, requirements: 'i qetë, wifi, 4k, streaming' });
      out.push({ ...base, useCase, budget, requirements: 'small form factor white rgb' });
    }
  }
  out.push({ ...base, useCase: 'gaming', budget: 1000, preferences: { cpuBrand: 'intel', gpuBrand: 'amd', memoryType: 'DDR4', platform: 'AM5', storageType: 'sata' } });
  out.push({ ...base, useCase: 'gaming', budget: 1000, preferences: { cpuBrand: 'nothing-like-it', platform: 'Z790' } });
  const byCategory = (c: Category) => model.productsByCategory.get(c) ?? [];
  for (let k = 0; k < 32; k++) {
    const snapshot: Partial<Record<Category, number>> = {};
    CATEGORIES.forEach((c, i) => {
      const list = byCategory(c);
      if ((k + i) % 3 === 0 && list.length) snapshot[c] = list[(k * 7 + i * 13) % list.length].id;
    });
    out.push({
      ...base,
      useCase: (['gaming', 'workstation', 'productivity', 'budget'] as const)[k % 4],
      budget: [null, 500, 1500, 4000][k % 4],
      buildSnapshot: snapshot,
      inStockOnly: k % 2 === 0,
    });
  }
  return out;
}

function productNames(): string[] {
  return model.products.map((p) => p.name).sort((a, b) => b.length - a.length);
}

describe('planner and compatibility texts in Albanian', () => {
  it('renders every text of every plan in Albanian, one for one with the English of the contract', () => {
    const names = productNames();
    const codes = new Set<string>();
    const problems: string[] = [];
    for (const request of requests()) {
      const result: PlanResult = planBuild(model, request, server.urls);
      const sq = planWords(result, 'sq');
      const en = planWords(result, 'en');
      expect(sq.warnings).toHaveLength(result.plan.warnings.length);
      expect(sq.rationale).toHaveLength(result.plan.rationale.length);
      expect(sq.reasons).toHaveLength(result.plan.parts.length);
      expect(sq.alternatives).toHaveLength(result.plan.alternatives.length);
      expect(sq.issues).toHaveLength(result.compatibility.issues.length);
      expect(en.warnings).toEqual(result.plan.warnings);
      for (const t of [...result.texts.warnings, ...result.texts.rationale, ...result.texts.selectionReasons, ...result.texts.alternativeReasons]) codes.add(t.code);
      for (const t of result.texts.issues) codes.add(t.code);
      const sentences = [...sq.warnings, ...sq.rationale, ...sq.reasons, ...sq.alternatives, ...sq.issues.flatMap((i) => [i.title, i.message])];
      for (const sentence of sentences) {
        const word = englishIn(sentence, names);
        if (word || /undefined|null|NaN|\[object/.test(sentence)) problems.push(`${word ?? 'broken'}: ${sentence}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // the requests reach most codes, compatibility findings included
    const planCodes = Object.keys(PLAN_EN).filter((c) => codes.has(c));
    expect(planCodes.length, `plan codes reached: ${planCodes.join(', ')}`).toBeGreaterThanOrEqual(30);
  });

  it('renders every compatibility finding in Albanian, over many part sets', () => {
    const names = productNames();
    const codes = new Set<string>();
    const problems: string[] = [];
    const lists = CATEGORIES.map((c) => model.productsByCategory.get(c) ?? []);
    for (let k = 0; k < 4000; k++) {
      const parts = lists.filter((_, i) => (k + i) % 5 !== 0).map((list, i) => list[(k * 31 + i * 17 + k * k) % list.length]);
      const report = checkCompatibility(partSetOf(parts));
      for (const finding of [...report.issues, ...report.notChecked]) {
        codes.add(finding.text.code);
        const sentence = renderMessage<typeof COMPAT_EN>(COMPAT_SQ, finding.text);
        const word = englishIn(sentence, names);
        if (word || /undefined|null|NaN|\[object/.test(sentence)) problems.push(`${word ?? 'broken'}: ${sentence}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    const missed = Object.keys(COMPAT_EN).filter((c) => !codes.has(c));
    expect(missed.length, `codes not reached: ${missed.join(', ')}`).toBeLessThanOrEqual(3);
  });

  it('has an Albanian title for every rule and an Albanian text for every code', () => {
    for (const rule of RULES) {
      expect(RULE_TITLES_SQ[rule.id], rule.id).toBeTruthy();
      expect(englishIn(RULE_TITLES_SQ[rule.id], []), rule.id).toBeNull();
    }
    expect(Object.keys(PLAN_SQ).sort()).toEqual(Object.keys(PLAN_EN).sort());
    expect(Object.keys(COMPAT_SQ).sort()).toEqual(Object.keys(COMPAT_EN).sort());
    // a few renderings checked word for word
    expect(renderMessage<typeof COMPAT_EN>(COMPAT_SQ, { code: 'cpu.socket', values: { cpu: 'CPU X', cpuSocket: 'AM5', board: 'Board Y', boardSocket: 'AM4' } })).toBe(
      'CPU X kërkon folenë AM5, por Board Y ka folenë AM4.',
    );
    expect(renderMessage<typeof PLAN_EN>(PLAN_SQ, { code: 'rationale.total', values: { total: 1180.4, budget: 1200 } })).toBe('Totali 1.180\u00a0€ nga 1.200\u00a0€; mbeten 20\u00a0€.');
    expect(
      renderMessage<typeof PLAN_EN>(PLAN_SQ, {
        code: 'alternative',
        values: { price: { delta: -35 }, comparison: { category: 'GPU', score: [57, 60], vramGb: [8, 8] }, outOfStock: true, overBudgetBy: null },
      }),
    ).toBe('35\u00a0€ më lirë, ~5% më i ngadaltë, 8 GB kundrejt 8 GB VRAM, pa stok');
  });
});

describe('Albanian pages', () => {
  /** Visible text of the plan section with product names removed. */
  const planText = (html: string) => text(byId(html, 'plan') ?? '');

  it('show the builder plan in Albanian and the English page the contract text', async () => {
    const kept = model.productsByCategory.get('CPU')!.find((p) => p.specs.socket === 'AM4')!;
    const board = model.productsByCategory.get('MOTHERBOARD')!.find((p) => p.specs.socket === 'AM5')!;
    const query = `useCase=gaming&budget=900&requirements=i%20qet%C3%AB&keep=CPU:${kept.id}&keep=MOTHERBOARD:${board.id}`;
    const sq = await fetchPage(`${server.url}/ndertuesi?${query}`);
    expect(sq.status).toBe(200);
    const names = productNames();
    const sqText = planText(sq.html);
    expect(sqText).toContain('Pjesët që zgjodhët kanë');
    expect(sqText).toContain('kërkon folenë AM4, por');
    expect(englishIn(sqText.replace(/Wi-Fi|VRAM/g, ''), names)).toBeNull();
    expect(sq.html).not.toContain('<span lang="en">');

    const en = await fetchPage(`${server.url}/en/builder?${query}`);
    const result = planBuild(
      model,
      { useCase: 'gaming', budget: 900, requirements: 'i qetë', buildSnapshot: { CPU: kept.id, MOTHERBOARD: board.id }, inStockOnly: true, maxAlternatives: 2 },
      server.urls,
    );
    const enText = decodeEntities(en.html);
    for (const line of [...result.plan.warnings, ...result.plan.rationale, ...result.compatibility.issues.map((i) => i.message)]) expect(enText).toContain(line);
  });

  it('show search suggestions and search errors in Albanian', async () => {
    const none = await fetchPage(`${server.url}/kerko?q=zzzzqqqq`);
    const list = /<ul class="suggestions">([\s\S]*?)<\/ul>/.exec(none.html)![1];
    expect(text(list)).toContain('Ndërtuesi i kompjuterit');
    expect(text(list)).toContain('me çmimet aktuale të pjesëve');
    expect(list).not.toContain('lang="en"');
    expect(englishIn(text(list), [...productNames(), ...model.builds.map((b) => b.name)])).toBeNull();

    const forged = await fetchPage(`${server.url}/kerko?q=rtx&cursor=forged`);
    expect(forged.status).toBe(400);
    expect(text(forged.html)).toContain('Lidhja për më shumë rezultate nuk është nga ky shërbim ose është ndryshuar.');
    expect(forged.html).toContain('href="/kerko?q=rtx">Rifillo kërkimin</a>');
    const en = await fetchPage(`${server.url}/en/search?q=rtx&cursor=forged`);
    expect(text(en.html)).toContain('The link to more results is not one this service made, or it was altered.');
  });

  it('refuse unknown or misplaced kept parts in the page language', async () => {
    const form = (keep: string) =>
      fetchPage(`${server.url}/ndertuesi`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ useCase: 'gaming', keep }),
      });
    const unknown = await form('GPU:999999');
    expect(unknown.status).toBe(400);
    expect(text(unknown.html)).toContain('Produkti 999999 (karta grafike) nuk gjendet në versionin aktual të katalogut.');
    const cpu = model.productsByCategory.get('CPU')![0];
    const misplaced = await form(`GPU:${cpu.id}`);
    expect(text(misplaced.html)).toContain(`Produkti ${cpu.id} është procesori, jo karta grafike.`);
  });

  it('have no English text marked as such anywhere, and name colours in Albanian', async () => {
    const pcCase = model.productsByCategory.get('CASE')!.find((p) => p.specs.color === 'Black')!;
    for (const path of [
      '/',
      '/kategori',
      '/kategori/gpu',
      '/ndertime',
      '/ndertime/fixture-flags',
      '/ndertuesi?useCase=workstation&budget=2500&requirements=wifi',
      '/kerko?q=rtx%204060',
      '/kerko?q=zzzzqqqq',
      new URL(server.urls.productPage(pcCase.id, pcCase.name)).pathname,
    ]) {
      const page = await fetchPage(`${server.url}${path}`);
      expect(page.html, path).not.toContain('<span lang="en">');
    }
    const page = await fetchPage(server.urls.productPage(pcCase.id, pcCase.name));
    expect(page.html).toContain('<th scope="row">Ngjyra</th><td>e zezë</td>');
  });
});
