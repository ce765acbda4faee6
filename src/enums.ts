/**
 * The closed lists the service names its values by: the product categories, the spec keys of
 * each category, the build planner's use cases and the search orders. Everything else that lists them — the zod inputs, the
 * GraphQL enums and fields, the spec schemas and interfaces, filters, facets, the labels of
 * the pages — is derived from or typed by these, so adding a category, a spec key, a use case or a
 * sort is a change here; the compiler then names what still needs one (its value rule, its labels).
 */

export const CATEGORIES = ['CPU', 'GPU', 'RAM', 'MOTHERBOARD', 'STORAGE', 'PSU', 'CASE', 'COOLING'] as const;
export type Category = (typeof CATEGORIES)[number];

/** A category's name in URLs and file names. */
export const CATEGORY_SLUGS: Record<Category, string> = {
  CPU: 'cpu',
  GPU: 'gpu',
  RAM: 'ram',
  MOTHERBOARD: 'motherboard',
  STORAGE: 'storage',
  PSU: 'psu',
  CASE: 'case',
  COOLING: 'cooling',
};

/** Every spec a product of the category states, in the order the catalog writes them. */
export const SPEC_KEYS = {
  CPU: ['socket', 'cores', 'threads', 'baseClockGhz', 'boostClockGhz', 'tdpW', 'integratedGraphics', 'coolerIncluded', 'memoryTypes', 'performanceScore', 'releaseYear'],
  GPU: ['chipBrand', 'chip', 'vramGb', 'lengthMm', 'boardPowerW', 'pcie8pin', 'pcie16pin', 'slotWidth', 'performanceScore'],
  RAM: ['type', 'speedMts', 'modules', 'moduleGb', 'capacityGb', 'casLatency', 'color', 'lighting'],
  MOTHERBOARD: ['socket', 'chipset', 'formFactor', 'memoryType', 'memorySlots', 'maxMemoryGb', 'm2Slots', 'sataPorts', 'wifi', 'chipsetYear'],
  STORAGE: ['type', 'interface', 'formFactor', 'capacityGb'],
  PSU: ['wattage', 'formFactor', 'efficiency', 'modular', 'pcie8pin', 'pcie16pin'],
  CASE: ['type', 'supportedBoards', 'maxGpuLengthMm', 'maxCoolerHeightMm', 'psuFormFactors', 'radiatorSupport', 'color', 'lighting'],
  COOLING: ['type', 'sockets', 'heightMm', 'radiatorMm', 'tdpRatingW', 'color', 'lighting'],
} as const satisfies Record<Category, readonly string[]>;
export type SpecKey<C extends Category = Category> = (typeof SPEC_KEYS)[C][number];

/** What a planned build is for (src/planner/profiles.ts says what each asks of the parts). */
export const USE_CASES = ['gaming', 'workstation', 'productivity', 'budget'] as const;
export type UseCase = (typeof USE_CASES)[number];

/** The result orders of a search (src/search/order.ts says what each means). */
export const SEARCH_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest', 'deal'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
