/**
 * GraphQL fragments that select exactly the contract's fields, in the contract's order,
 * so the executor's result is already the body's shape.
 */
export const FRAGMENTS: Record<string, string> = {
  CatalogFields: `fragment CatalogFields on Catalog {
    releaseId degraded generatedAt country market currency participatingStoreCount
    participatingStores { id name } coverageNote freshnessNote }`,
  OfferFields: `fragment OfferFields on Offer {
    id store storeName price currency availability retailerUrl serviceUrl englishUrl lastUpdated }`,
  ProductFields: `fragment ProductFields on Product {
    id name category categorySlug brand model mpn gtin price currency availability inStock dataConfidence dataWarning
    serviceUrl englishUrl retailerUrl offers { ...OfferFields } lastUpdated specs deal { class method coverageDays } }`,
  BuildFields: `fragment BuildFields on Build {
    id name budgetTier total currency partCount missingPartCount complete outOfStockPartCount readyToBuy
    parts { category categorySlug productId name price currency inStock available dataConfidence dataWarning
      lastUpdated serviceUrl englishUrl }
    pageUrl builderUrl }`,
  PlanRequestFields: `fragment PlanRequestFields on PlanRequest {
    useCase budget requirements preferences { cpuBrand gpuBrand memoryType platform storageType notes }
    buildSnapshot { CPU GPU RAM MOTHERBOARD STORAGE PSU CASE COOLING } inStockOnly maxAlternatives }`,
  PlanFields: `fragment PlanFields on Plan {
    status
    parts { category categorySlug productId name price currency availability inStock dataConfidence dataWarning
      availableStoreCount storeCoverage lastUpdated productUrl serviceUrl englishUrl selectionReason }
    totalPrice currency budget withinBudget overBudgetBy pricedPartsCount slotCount missingCategories warnings rationale
    alternatives { category productId name price currency availability dataConfidence reason } }`,
  CompatibilityFields: `fragment CompatibilityFields on Compatibility {
    state hardBlockCount warningCount issues { ruleId title state message parts } notChecked { ruleId title state message parts } }`,
  CitationFields: `fragment CitationFields on PlanCitation { productId category source title url }`,
};

/** The fragment definitions a selection needs, following spreads inside fragments too. */
export function fragmentsFor(selection: string): string {
  const needed = new Set<string>();
  const visit = (text: string) => {
    for (const [, name] of text.matchAll(/\.\.\.(\w+)/g)) {
      if (needed.has(name)) continue;
      const fragment = FRAGMENTS[name];
      if (!fragment) throw new Error(`unknown fragment ${name}`);
      needed.add(name);
      visit(fragment);
    }
  };
  visit(selection);
  return [...needed].map((name) => FRAGMENTS[name]).join('\n');
}
