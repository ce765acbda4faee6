import type { Category, Product, SpecsByCategory } from '../../src/catalog/types.js';
import { partSetOf, type PartSet, type Rule } from '../../src/compat/rule.js';
import { ruleContext } from '../../src/compat/engine.js';
import { product } from '../planner/fixture.js';

export { product };

/** A fixture product with some specs (and optionally the name) overridden. */
export function variant<C extends Category>(id: number, specs: Partial<SpecsByCategory[C]>, name?: string): Product<C> {
  const base = product<C>(id);
  return { ...base, id: base.id + 90_000, name: name ?? `${base.name} (variant)`, specs: { ...base.specs, ...specs } };
}

export function parts(...products: Product[]): PartSet {
  return partSetOf(products);
}

/** Runs one rule the way the engine does. */
export function check(rule: Rule, set: PartSet) {
  return rule.check(set, ruleContext(set));
}
