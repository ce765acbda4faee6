import type { Category, Product } from '../catalog/types.js';
import { CATEGORIES } from '../enums.js';
import type { ReadModel } from '../catalog/read-model.js';
import { ruleContext, RULES } from '../compat/engine.js';
import { withPart, type PartSet, type Rule } from '../compat/rule.js';

export interface Issues {
  hard: number;
  warn: number;
}

const NONE: Issues = Object.freeze({ hard: 0, warn: 0 });
const FIT = RULES.filter((r) => r.kind === 'fit');
const INDEX = new Map(CATEGORIES.map((c, i) => [c, i]));

/** Pairwise fit rules per ordered category pair (by index), and whole-build fit rules per category. */
const PAIR_RULES: Rule[][][] = CATEGORIES.map(() => CATEGORIES.map(() => []));
const WHOLE_RULES = new Map<Category, Rule[]>();
for (const rule of FIT) {
  for (const a of rule.categories) {
    if (!rule.pairwise) {
      WHOLE_RULES.set(a, [...(WHOLE_RULES.get(a) ?? []), rule]);
      continue;
    }
    for (const b of rule.categories) if (a !== b) PAIR_RULES[INDEX.get(a)!]![INDEX.get(b)!]!.push(rule);
  }
}
/** Per category, the other categories some pairwise rule judges it against: all `issues` needs to visit. */
const PAIRED = new Map(CATEGORIES.map((a, i) => [a, CATEGORIES.filter((_, j) => PAIR_RULES[i]![j]!.length > 0)]));

function count(findings: ReturnType<Rule['check']>, name: string, into: Issues): void {
  for (const f of findings) {
    if (!f.parts.includes(name)) continue;
    if (f.state === 'incompatible') into.hard++;
    else if (f.state === 'warning') into.warn++;
  }
}

/** Verdicts of product pairs are fixed for a release, so they are shared by every request on it. */
const pairCache = new WeakMap<ReadModel, Map<number, Map<number, Issues>>>();

/**
 * Answers "what fit findings name this product if it joins these parts?" the way the engine
 * would, but from cached pair verdicts (see Rule.pairwise) plus the few whole-build rules.
 * Presence rules are left out: the planner fills required categories itself.
 */
export class FitChecker {
  private readonly pairs: Map<number, Map<number, Issues>>;

  constructor(model: ReadModel) {
    let pairs = pairCache.get(model);
    if (!pairs) {
      pairs = new Map();
      pairCache.set(model, pairs);
    }
    this.pairs = pairs;
  }

  /** Findings naming `x` when `x` and `y` are together in a build. */
  pair(x: Product, y: Product): Issues {
    const rules = PAIR_RULES[INDEX.get(x.category)!]![INDEX.get(y.category)!]!;
    if (rules.length === 0) return NONE;
    let row = this.pairs.get(x.id);
    if (!row) {
      row = new Map();
      this.pairs.set(x.id, row);
    }
    let issues = row.get(y.id);
    if (!issues) {
      const parts = withPart(withPart({}, x), y);
      const ctx = ruleContext(parts);
      const found = { hard: 0, warn: 0 };
      for (const rule of rules) count(rule.check(parts, ctx), x.name, found);
      issues = found.hard || found.warn ? found : NONE;
      row.set(y.id, issues);
    }
    return issues;
  }

  issues(parts: PartSet, x: Product): Issues {
    let hard = 0;
    let warn = 0;
    for (const c of PAIRED.get(x.category)!) {
      const y = parts[c];
      if (!y) continue;
      const p = this.pair(x, y);
      hard += p.hard;
      warn += p.warn;
    }
    const total = { hard, warn };
    let next: PartSet | null = null;
    let ctx: ReturnType<typeof ruleContext> | null = null;
    for (const rule of WHOLE_RULES.get(x.category) ?? []) {
      if (!rule.requires.every((c) => c === x.category || parts[c] !== undefined)) continue;
      next ??= withPart(parts, x);
      ctx ??= ruleContext(next);
      count(rule.check(next, ctx), x.name, total);
    }
    return total;
  }
}
