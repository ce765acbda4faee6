import { z } from 'zod';
import { productParams } from '../../facade/products.js';
import type { RequestInput } from '../../facade/read-endpoint.js';
import { searchQuery } from '../../facade/search.js';
import { buildPlanRequestSchema } from '../build-plan-request.js';
import { MAX_COMPARE } from '../catalog/compare.js';

/**
 * The MCP tools' input schemas. A REST caller sends strings (query and path parameters); an
 * agent sends JSON, so a tool takes numbers for ids and limits and a boolean for
 * inStockOnly. These schemas are derived from the facade's own zod schemas — the same
 * field instances, or the number/enum side of the facade's string→value pipes — so their
 * bounds are never written twice. They describe the tool to the agent (JSON Schema in
 * tools/list) and give the SDK a first check; the REST validation then runs literally:
 * each tool turns its arguments back into the facade's string input (`toRequestInput`)
 * and the facade endpoint's own `parse` validates it, exactly as for GET.
 */

const search = searchQuery.shape;

/** `z.string()…pipe(z.number()…)` on the facade side: the value side, with its bounds. */
const limitValue = search.limit.unwrap().out;
const categoryValue = search.category.unwrap().out;

export const searchProductsInput = z.strictObject({
  q: search.q,
  category: categoryValue.optional().meta({ description: `Product category, one of ${categoryValue.options.join(', ')}` }),
  sort: search.sort,
  inStockOnly: z.boolean().optional().meta({ description: `${search.inStockOnly.meta()?.description ?? 'Default true'}; false also lists products no store has in stock` }),
  limit: limitValue.optional().meta({ description: search.limit.meta()?.description }),
  cursor: search.cursor,
});

/**
 * A product id as a JSON integer: a 32-bit one, as the GraphQL `Int!` the operations take.
 * (The facade's path pattern alone lets 10-digit ids above 2^31-1 through, which the REST
 * routes answer with a 500; the tools refuse them up front.)
 */
const productId = z.int32().min(1).meta({ description: productParams.shape.id.meta()?.description });

export const productInput = z.strictObject({ id: productId });

/** REST takes `ids=1004,1010`; the tool takes an array, joined back for the facade's compareQuery (which checks distinctness). */
export const compareProductsInput = z.strictObject({
  ids: z
    .array(productId)
    .min(1)
    .max(MAX_COMPARE)
    .meta({ description: `Product ids, 1 to ${MAX_COMPARE}, distinct; the comparison keeps this order`, example: [1004, 1010] }),
});

export const listBuildsInput = z.strictObject({});

/** The REST body is JSON already, so plan_build takes the BuildPlanRequest's own fields (without its component id, so tools/list inlines them). */
export const planBuildInput = z.strictObject(buildPlanRequestSchema.shape);

/** The facade's string form of a tool's arguments: what the same request would carry in its URL. */
export function toRequestInput(args: Record<string, unknown>, where: 'query' | 'params'): RequestInput {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined) continue;
    values[name] = Array.isArray(value) ? value.map(String).join(',') : String(value);
  }
  return where === 'query' ? { params: {}, query: values } : { params: values, query: {} };
}
