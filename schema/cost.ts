/**
 * What one REST read costs in field complexity (schema/builder.ts: 1 per field, list fields
 * multiply their selection): the largest REST read, a search page of 25 products with their
 * offers, identifiers and compatibility checks, its facets and the catalog block, comes to
 * about 4,380. A GraphQL operation is charged one
 * rate-limit unit per READ_COST of its complexity, so per unit it reads no more than REST
 * does. A test keeps every REST read within it.
 */
export const READ_COST = 4400;
