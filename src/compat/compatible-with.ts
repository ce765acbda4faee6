/**
 * "Compatible with my build": judges a candidate part against parts already chosen with
 * the same rules, rule ids and engine as build plans. A candidate passes when no rule finds
 * it incompatible with the chosen parts; warnings and rules that could not judge it (an
 * unknown spec) do not exclude it and are reported with it.
 */
import type { ReadModel } from '../catalog/read-model.js';
import type { Category, Product } from '../catalog/types.js';
import { CATEGORIES } from '../enums.js';
import { invalidInput } from '../errors.js';
import { ruleContext, rulesFor } from './engine.js';
import { partSetOf, withPart, type PartSet } from './rule.js';

/** The most parts a search may be made compatible with: a build's eight categories. */
export const MAX_COMPATIBLE_WITH = 8;

export interface ChosenParts {
  /** The chosen products' ids, in the order given. */
  productIds: number[];
  parts: PartSet;
  categories: ReadonlySet<Category>;
}

/** What the rules said about one candidate: rule ids, in rule order. */
export interface CompatibilityCheck {
  productId: number;
  rulesChecked: string[];
  warnings: string[];
  notChecked: string[];
}

const TOKEN_ITEM = /^(?:([A-Za-z]+):)?([1-9][0-9]{0,9})$/;

const invalid = (
  message: string,
  resolution = `Send up to ${MAX_COMPATIBLE_WITH} product ids, one per category, comma-separated (2005,1010), optionally with their category (GPU:2005,CPU:1010), as the builder's snapshot names parts.`,
) => invalidInput('invalid_compatible_with', `compatibleWith: ${message}`, resolution);

/**
 * Reads a build snapshot token: comma-separated product ids, each optionally prefixed by
 * its category (`CPU:1010`, as the builder's snapshot parts are written), at most one per
 * category. Every id must be in the release, under its own category.
 */
export function parseCompatibleWith(model: ReadModel, token: string): ChosenParts {
  const items = token.split(',').map((s) => s.trim());
  if (items.length > MAX_COMPATIBLE_WITH) throw invalid(`at most ${MAX_COMPATIBLE_WITH} parts, got ${items.length}`);
  const products: Product[] = [];
  const unknown: string[] = [];
  for (const item of items) {
    const m = TOKEN_ITEM.exec(item);
    if (!m) throw invalid(`"${item.slice(0, 40)}" is not a product id or CATEGORY:id`);
    const product = model.productById.get(Number(m[2]));
    if (!product) {
      unknown.push(m[2]);
      continue;
    }
    const category = m[1]?.toUpperCase();
    if (category !== undefined && !(CATEGORIES as readonly string[]).includes(category)) throw invalid(`unknown category "${m[1].slice(0, 20)}"`);
    if (category !== undefined && category !== product.category) throw invalid(`product ${product.id} is a ${product.category}, not a ${category}`);
    products.push(product);
  }
  if (unknown.length > 0) throw invalid(`no product ${unknown.join(', ')} in the current release`, 'Use product ids from the current catalog (search, lookup or product endpoints).');
  const categories = new Set(products.map((p) => p.category));
  if (categories.size !== products.length) throw invalid('two parts of one category: a build holds one part per category', 'Keep one part per category.');
  return { productIds: products.map((p) => p.id), parts: partSetOf(products), categories };
}

/**
 * Judges `candidate` in the chosen build (in place of the chosen part of its category, if
 * any), with the fit rules that read its category and another chosen one. Only findings
 * that involve the candidate count: a conflict among the chosen parts is not its fault.
 */
export function checkCandidate(chosen: ChosenParts, candidate: Product): { compatible: boolean; check: CompatibilityCheck } {
  const parts = withPart(chosen.parts, candidate);
  const rules = rulesFor(candidate.category).filter(
    (r) => r.kind === 'fit' && r.categories.some((c) => c !== candidate.category && chosen.categories.has(c)) && r.requires.every((c) => parts[c] !== undefined),
  );
  const ctx = ruleContext(parts);
  const findings = rules.flatMap((r) => r.check(parts, ctx)).filter((f) => f.parts.includes(candidate.name));
  const ids = (state: string) => [...new Set(findings.filter((f) => f.state === state).map((f) => f.ruleId))];
  return {
    compatible: !findings.some((f) => f.state === 'incompatible'),
    check: { productId: candidate.id, rulesChecked: rules.map((r) => r.id), warnings: ids('warning'), notChecked: ids('not_checked') },
  };
}
