import { initGraphQLTada } from 'gql.tada';
import type { introspection } from '../schema/graphql-env.js';

/**
 * The facade's GraphQL documents are written with this tag, so TypeScript checks each of them
 * against the schema (its committed typing, schema/graphql-env.d.ts) and knows the type of
 * its result. Fragments are not masked: a fragment's fields are the contract's, selected in
 * the contract's order, so the executor's result is already the body's shape.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { JSON: unknown };
  disableMasking: true;
}>();

export const CatalogFields = graphql(`
  fragment CatalogFields on Catalog {
    releaseId degraded generatedAt country market currency participatingStoreCount
    participatingStores { id name } coverageNote freshnessNote
  }
`);

export const OfferFields = graphql(`
  fragment OfferFields on Offer {
    id store storeName price currency availability retailerUrl serviceUrl englishUrl lastUpdated
  }
`);

export const ProductFields = graphql(
  `
  fragment ProductFields on Product {
    id name category categorySlug brand model mpn gtin price currency availability inStock dataConfidence dataWarning
    serviceUrl englishUrl retailerUrl offers { ...OfferFields } lastUpdated specs deal { class method coverageDays }
  }
`,
  [OfferFields],
);

export const BuildFields = graphql(`
  fragment BuildFields on Build {
    id name budgetTier total currency partCount missingPartCount complete outOfStockPartCount readyToBuy
    parts { category categorySlug productId name price currency inStock available dataConfidence dataWarning
      lastUpdated serviceUrl englishUrl }
    pageUrl builderUrl
  }
`);

export const PlanRequestFields = graphql(`
  fragment PlanRequestFields on PlanRequest {
    useCase budget requirements preferences { cpuBrand gpuBrand memoryType platform storageType notes }
    buildSnapshot { CPU GPU RAM MOTHERBOARD STORAGE PSU CASE COOLING } inStockOnly maxAlternatives
  }
`);

export const PlanFields = graphql(`
  fragment PlanFields on Plan {
    status
    parts { category categorySlug productId name price currency availability inStock dataConfidence dataWarning
      availableStoreCount storeCoverage lastUpdated productUrl serviceUrl englishUrl selectionReason }
    totalPrice currency budget withinBudget overBudgetBy pricedPartsCount slotCount missingCategories warnings rationale
    alternatives { category productId name price currency availability dataConfidence reason }
  }
`);

export const CompatibilityFields = graphql(`
  fragment CompatibilityFields on Compatibility {
    state hardBlockCount warningCount issues { ruleId title state message parts } notChecked { ruleId title state message parts }
  }
`);

export const CitationFields = graphql(`
  fragment CitationFields on PlanCitation { productId category source title url }
`);
