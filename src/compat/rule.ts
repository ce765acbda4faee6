import type { Category, Product } from '../catalog/types.js';
import { compatEnglish, compatText, type CompatText, type UnknownFact } from './messages.js';

/** The parts of one build: at most one product per category, each typed by its category. */
export type PartSet = { readonly [C in Category]?: Product<C> };

/** The verdicts the contract knows. */
export type FindingState = 'warning' | 'incompatible';

/**
 * `not_checked`: the rule applies to these parts but a fact it needs is unknown (null in
 * the catalog), so it can neither pass nor fail them. Such findings are reported apart
 * from the contract's issues (see CompatibilityReport.notChecked).
 */
export interface RuleFinding {
  ruleId: string;
  title: string;
  state: FindingState | 'not_checked';
  /** The English text of `text`: the contract's message. */
  message: string;
  /** Names of the products involved, at most 8. */
  parts: string[];
  /** What was found, as a code and values, for pages in other languages. */
  text: CompatText;
}

/** A finding with a contract verdict. */
export type Issue = RuleFinding & { state: FindingState };

/** Values every rule may need but that are costly or shared, computed once per check. */
export interface RuleContext {
  /** Null when a present CPU or GPU has no known power figure. */
  estimatedWattage: number | null;
}

/**
 * `fit` rules judge parts that are present; `presence` rules fire because a part is absent
 * (no GPU, no cooler). The planner fills required categories itself, so while it picks parts
 * it only asks the fit rules.
 */
export type RuleKind = 'fit' | 'presence';

export interface Rule {
  id: string;
  title: string;
  kind: RuleKind;
  /**
   * True when every finding involves exactly two parts and depends on nothing else, so the
   * rule's verdict on a whole build is the union of its verdicts on each pair. The planner
   * caches pair verdicts on that promise; a rule reading a whole-build figure (wattage)
   * must say false.
   */
  pairwise: boolean;
  /** Categories that must all be present for the rule to report anything (lets callers skip it). */
  requires: readonly Category[];
  /**
   * The categories the rule reads. The planner uses it to re-run only the rules a
   * candidate part can affect, so it must list every category `check` looks at.
   */
  categories: readonly Category[];
  check(parts: PartSet, ctx: RuleContext): RuleFinding[];
}

const MAX_FINDING_PARTS = 8;

type Report = (state: FindingState, text: CompatText, ...involved: (Product | undefined)[]) => void;
/** Reports that the rule could not judge `involved` because `fact` of `subject` is unknown. */
type Unknown = (fact: UnknownFact, subject: Product, ...involved: (Product | undefined)[]) => void;

/** Builds a Rule whose `test` reports findings instead of assembling them by hand. */
export function defineRule(spec: {
  id: string;
  title: string;
  kind?: RuleKind;
  pairwise?: boolean;
  requires?: readonly Category[];
  categories: readonly Category[];
  test(parts: PartSet, ctx: RuleContext, report: Report, unknown: Unknown): void;
}): Rule {
  return {
    id: spec.id,
    title: spec.title,
    kind: spec.kind ?? 'fit',
    pairwise: spec.pairwise ?? spec.kind !== 'presence',
    requires: spec.requires ?? [],
    categories: spec.categories,
    check(parts, ctx) {
      const findings: RuleFinding[] = [];
      const push = (state: RuleFinding['state'], text: CompatText, involved: (Product | undefined)[]) => {
        const names = involved.filter((p): p is Product => p !== undefined).map((p) => p.name);
        findings.push({
          ruleId: spec.id,
          title: spec.title,
          state,
          message: compatEnglish(text),
          parts: [...new Set(names)].slice(0, MAX_FINDING_PARTS),
          text,
        });
      };
      spec.test(
        parts,
        ctx,
        (state, text, ...involved) => push(state, text, involved),
        (fact, subject, ...involved) => push('not_checked', compatText('notChecked', { fact, product: subject.name }), involved),
      );
      return findings;
    },
  };
}

/** Adds (or replaces) the part of `product`'s category; the only place a PartSet is widened. */
export function withPart(parts: PartSet, product: Product): PartSet {
  return { ...parts, [product.category]: product };
}

/** Builds a PartSet from products; a later product replaces an earlier one of the same category. */
export function partSetOf(products: Iterable<Product>): PartSet {
  let parts: PartSet = {};
  for (const p of products) parts = withPart(parts, p);
  return parts;
}
