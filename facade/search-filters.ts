import { z } from 'zod';
import { MAX_COMPATIBLE_WITH } from '../src/compat/compatible-with.js';
import { CATEGORIES } from '../src/enums.js';
import { invalidInput } from '../src/errors.js';
import { FILTERABLE_SPEC_KINDS, FILTERABLE_SPECS, filterableSpecs, MAX_FILTER_NUMBER, MAX_FILTER_VALUE_LENGTH, MAX_FILTER_VALUES, type SpecFilter } from '../src/search/filters.js';
import { boundedText } from '../src/validation.js';

/**
 * The filter parameters of GET /search (and the search tool): brand, price, store, city,
 * `spec.<key>` values and `spec.<key>.min`/`.max` ranges, `compatibleWith` and `facets`.
 * Every spec key of every category is its own documented parameter, so the OpenAPI
 * document and the tool schema list them; which keys a category takes is checked with
 * the category (`unknown_spec_key`).
 */

const valueList = (what: string, example: string[]) =>
  z
    .array(boundedText(1, MAX_FILTER_VALUE_LENGTH).regex(/^[^,]+$/, 'must not contain a comma'))
    .min(1)
    .max(MAX_FILTER_VALUES)
    .optional()
    .meta({ description: `${what}: 1 to ${MAX_FILTER_VALUES} values, comma-separated in a URL (a repeated parameter is refused)`, examples: [example] });

const amount = (description: string, example: number) =>
  z
    .number()
    .min(0)
    .max(MAX_FILTER_NUMBER)
    .optional()
    .meta({ description, examples: [example] });

const categoriesOf = (key: string) => CATEGORIES.filter((c) => filterableSpecs(c)[key] !== undefined).join(', ');

function specShape(): Record<string, z.ZodOptional> {
  const shape: Record<string, z.ZodOptional> = {};
  for (const [key, kind] of FILTERABLE_SPEC_KINDS) {
    const where = `(${categoriesOf(key)}; needs category)`;
    if (kind === 'number') {
      shape[`spec.${key}`] = amount(`Only products whose ${key} is this number ${where}`, 32);
      shape[`spec.${key}.min`] = amount(`Only products whose ${key} is at least this ${where}`, 16);
      shape[`spec.${key}.max`] = amount(`Only products whose ${key} is at most this ${where}`, 300);
    } else if (kind === 'boolean') {
      shape[`spec.${key}`] = z
        .boolean()
        .optional()
        .meta({ description: `Only products whose ${key} is this ${where}`, examples: [true] });
    } else {
      shape[`spec.${key}`] = boundedText(1, MAX_FILTER_VALUE_LENGTH)
        .optional()
        .meta({ description: `Only products whose ${key} is (or, for a list, includes) this value, in any letter case ${where}`, examples: ['AM5'] });
    }
  }
  return shape;
}

export const searchFilterShape = {
  brand: valueList('Only these brands, in any letter case', ['ASUS', 'MSI']),
  minPrice: amount('Only products priced at least this (EUR); unpriced products are left out', 100),
  maxPrice: amount('Only products priced at most this (EUR), at least minPrice', 300),
  store: valueList('Only offers of these store ids (price and stock follow them); an unknown id is `unknown_store`', ['teknoplus']),
  city: valueList('Only offers of stores in these cities, in any spelling (`Prishtina`, `prishtinë`); a city without stores is `unknown_city`', ['Prishtina']),
  ...specShape(),
  compatibleWith: boundedText(1, 120)
    .optional()
    .meta({
      description: `Parts already chosen: up to ${MAX_COMPATIBLE_WITH} product ids, one per category, comma-separated, each optionally as CATEGORY:id (the builder's snapshot). Keeps only products no build-plan compatibility rule finds incompatible with them; each result then carries \`compatibility\` (the rule ids checked, warnings, not checked)`,
      examples: ['CPU:1010,MOTHERBOARD:3001'],
    }),
  facets: z
    .boolean()
    .optional()
    .meta({ description: 'Add `facets`: counts over the whole match set by brand, store, city, price band and, with one category in view, its filterable specs', examples: [true] }),
};

type FilterInput = { [K in keyof typeof searchFilterShape]?: unknown } & Record<string, unknown>;

/** A `spec.` parameter no category knows: refused naming the keys the request's category (or every category) takes. */
export function refuseUnknownSpecKeys(query: Record<string, string>): void {
  for (const name of Object.keys(query)) {
    if (!name.startsWith('spec.') || name in searchFilterShape) continue;
    const category = CATEGORIES.find((c) => c === (query.category ?? '').toUpperCase());
    const allowed = category
      ? `Filter ${category} on: ${Object.keys(FILTERABLE_SPECS[category]).join(', ')} (numeric ones also as .min and .max).`
      : `Spec keys by category: ${CATEGORIES.map((c) => `${c}: ${Object.keys(FILTERABLE_SPECS[c]).join(', ')}`).join('; ')}.`;
    throw invalidInput('unknown_spec_key', `${name.slice(0, 60)} is not a filterable spec`, allowed);
  }
}

/** The filters' GraphQL variables: absent ones null, spec filters one per key in key order. */
export function filterVariables(input: FilterInput) {
  const spec: SpecFilter[] = [];
  for (const [key, kind] of FILTERABLE_SPEC_KINDS) {
    const value = input[`spec.${key}`];
    const min = kind === 'number' ? input[`spec.${key}.min`] : undefined;
    const max = kind === 'number' ? input[`spec.${key}.max`] : undefined;
    if (value === undefined && min === undefined && max === undefined) continue;
    spec.push({ key, value: value === undefined ? null : String(value), min: (min as number | undefined) ?? null, max: (max as number | undefined) ?? null });
  }
  return {
    brand: (input.brand as string[] | undefined) ?? null,
    minPrice: (input.minPrice as number | undefined) ?? null,
    maxPrice: (input.maxPrice as number | undefined) ?? null,
    store: (input.store as string[] | undefined) ?? null,
    city: (input.city as string[] | undefined) ?? null,
    spec: spec.length > 0 ? spec : null,
    compatibleWith: (input.compatibleWith as string | undefined) ?? null,
    facets: (input.facets as boolean | undefined) ?? false,
  };
}
