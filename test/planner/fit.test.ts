import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/catalog/types.js';
import { CATEGORIES } from '../../src/enums.js';
import { ruleContext, RULES } from '../../src/compat/engine.js';
import { withPart, type PartSet } from '../../src/compat/rule.js';
import { FitChecker } from '../../src/planner/fit.js';
import { fixtureModel } from './fixture.js';

/** What the engine itself says about `x` joining `parts`, counting fit findings that name it. */
function engineIssues(parts: PartSet, x: Product) {
  const next = withPart(parts, x);
  const ctx = ruleContext(next);
  const findings = RULES.filter((r) => r.kind === 'fit')
    .flatMap((r) => r.check(next, ctx))
    .filter((f) => f.parts.includes(x.name));
  return { hard: findings.filter((f) => f.state === 'incompatible').length, warn: findings.filter((f) => f.state === 'warning').length };
}

describe('FitChecker', () => {
  it('agrees with the engine on a deterministic sample of part sets', () => {
    const model = fixtureModel();
    const fit = new FitChecker(model);
    const byCategory = CATEGORIES.map((c) => model.productsByCategory.get(c)!);
    let state = 12345;
    const next = (n: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state >>> 8) % n;
    };
    for (let i = 0; i < 2000; i++) {
      let parts: PartSet = {};
      for (const list of byCategory) if (next(4) > 0) parts = withPart(parts, list[next(list.length)]!);
      const list = byCategory[next(byCategory.length)]!;
      const x = list[next(list.length)]!;
      expect(fit.issues(parts, x)).toEqual(engineIssues(parts, x));
    }
  });
});
