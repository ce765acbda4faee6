import type { GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { buildPlanRequestSchema } from '../../src/build-plan-request.js';
import type { Context } from '../../schema/context.js';
import { compileBuildPlan, parseBuildPlanBody, runBuildPlan } from '../build-plan.js';
import { listBuilds } from '../builds.js';
import { compareProducts } from '../compare.js';
import { BuildPlanResponse, BuildsResponse, CompareResponse, LookupResponse, OffersResponse, ProductResponse, SearchResponse } from '../contract.js';
import { lookupProduct } from '../lookup.js';
import { getOffers } from '../offers.js';
import { getProduct } from '../products.js';
import { compileRead, readVariables, runRead, type ReadEndpoint } from '../read-endpoint.js';
import { searchProducts } from '../search.js';
import { DealsResponse, listDeals } from '../deals.js';
import { getPriceHistory, PriceHistoryResponse } from '../price-history.js';
import {
  summarizeBuildPlan,
  summarizeBuilds,
  summarizeCompare,
  summarizeDeals,
  summarizeLookup,
  summarizeOffers,
  summarizePriceHistory,
  summarizeProduct,
  summarizeSearch,
} from './summaries.js';

/**
 * The MCP tools. Each one is its REST twin: a read tool runs the same read endpoint
 * definition (its typed input schema, its GraphQL operation, its shaping), plan_build the
 * same build-plan operation, so a tool's structuredContent is the REST body byte for byte
 * once serialized, and a call costs what the twin costs.
 */

const SNAPSHOT =
  'Prices are EUR snapshots from the latest catalog release (see catalog.freshnessNote); quote them with the serviceUrl or englishUrl they come with. Null prices are unknown, never estimated.';

/** Read-only, deterministic for a given release, and closed-world (the service's own catalog). */
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

type Body = Record<string, unknown>;

export interface Tool {
  name: string;
  title: string;
  description: string;
  input: z.ZodObject;
  /** The contract body the tool returns as structuredContent. */
  output: z.ZodObject;
  annotations: Record<string, unknown>;
  /** Rate-limit units a call costs: what its REST twin costs. */
  cost: number;
  run(args: unknown, context: () => Context): Promise<Body>;
  summarize(body: Body): string;
}

interface ToolText {
  name: string;
  title: string;
  short: string;
  description: string;
}

/** plan_build takes the BuildPlanRequest's own fields, validated by the same schema as POST /build-plan. */
const planBuildInput = z.strictObject(buildPlanRequestSchema.shape);

export function createTools(schema: GraphQLSchema): Tool[] {
  const readTool = (text: ToolText, endpoint: ReadEndpoint, output: z.ZodObject, summarize: (body: Body) => string): Tool => {
    const compiled = compileRead(schema, endpoint);
    return {
      name: text.name,
      title: text.title,
      description: text.description,
      input: endpoint.input,
      output,
      annotations: { title: text.short, ...READ_ONLY },
      cost: 1,
      run: async (args, context) => (await runRead(schema, compiled, readVariables(endpoint, args, 'argument'), context())) as Body,
      summarize,
    };
  };
  const buildPlan = compileBuildPlan(schema);

  return [
    readTool(
      {
        name: 'search_products',
        title: 'Search PC hardware in Kosovo stores',
        short: 'Search products',
        description: `Search the PC hardware offered by participating stores in Kosovo. Use this first, to turn what the user asked for into product ids: model numbers ("rtx 4060", "ryzen 5 7600"), categories, price phrases, Kosovo cities or store names, in English or Albanian. Returns one page (default 10, up to 25) of products with their cheapest in-stock price, offers and URLs, plus how the query was read; pass nextCursor back as cursor for the next page. Narrow with brand, minPrice/maxPrice, store, city and, with category, spec.<key> values or .min/.max ranges (e.g. spec.socket "AM5", spec.lengthMm.max 300); facets: true counts the matches by brand, store, city, price band and spec; compatibleWith (ids of parts already chosen, e.g. "CPU:1010,MOTHERBOARD:3001") keeps only parts that fit them. Same as GET /agent-api/v1/search. ${SNAPSHOT}`,
      },
      searchProducts,
      SearchResponse,
      summarizeSearch,
    ),
    readTool(
      {
        name: 'get_product',
        title: 'Get a product with all its offers',
        short: 'Get product',
        description: `One product by id (from search_products, compare_products or a build): name, brand, model, category, specs, the cheapest in-stock price and every store offer, cheapest first. Use it when the user wants details or where to buy a specific product. Same as GET /agent-api/v1/products/{id}. ${SNAPSHOT}`,
      },
      getProduct,
      ProductResponse,
      summarizeProduct,
    ),
    readTool(
      {
        name: 'lookup_product',
        title: 'Find a product by barcode or part number',
        short: 'Look up product',
        description: `The product a GTIN (barcode: 8, 12, 13 or 14 digits, check digit verified) or a manufacturer part number (spacing, case and hyphens ignored) names; give exactly one of gtin and mpn. One product: the same body as get_product. Several products sharing a part number: up to 10 candidates in matches, for the user to choose from. Use it when the user pastes a code from a box, a shop page or another store. Same as GET /agent-api/v1/lookup. ${SNAPSHOT}`,
      },
      lookupProduct,
      LookupResponse,
      summarizeLookup,
    ),
    readTool(
      {
        name: 'get_offers',
        title: "List a product's store offers",
        short: 'Get offers',
        description: `Only the store offers of one product, cheapest first (offers without a price last): store, price, stock, last update and the retailer's URL. Lighter than get_product when you only need where to buy and for how much. Same as GET /agent-api/v1/products/{id}/offers. ${SNAPSHOT}`,
      },
      getOffers,
      OffersResponse,
      summarizeOffers,
    ),
    readTool(
      {
        name: 'get_price_history',
        title: "A product's price history and deal signal",
        short: 'Get price history',
        description: `Whether a product's price is a good one: its lowest in-stock price of each day over the last 30, 90 (default), 180 or 365 days, the current, min, median and max price, the lowest price in the 30 days before the current price took effect, and the deal class (record_low, below_typical, typical, above_typical or insufficient_data, by the documented method median-90d-v1). Use it when the user asks whether to buy now or wait. Same as GET /agent-api/v1/products/{id}/price-history. ${SNAPSHOT}`,
      },
      getPriceHistory,
      PriceHistoryResponse,
      summarizePriceHistory,
    ),
    readTool(
      {
        name: 'list_deals',
        title: 'List current deals',
        short: 'List deals',
        description: `Products priced below their typical level right now (record lows and prices below typical, furthest below first), optionally of one category and in stock in one Kosovo city; one page (default 10, up to 25) with the product, typical price, saving in percent and since when; pass nextCursor back as cursor for the next page. Use it for "what's on sale" questions. Same as GET /agent-api/v1/deals. ${SNAPSHOT}`,
      },
      listDeals,
      DealsResponse,
      summarizeDeals,
    ),
    readTool(
      {
        name: 'compare_products',
        title: 'Compare products side by side',
        short: 'Compare products',
        description: `Compare 1 to 8 distinct products by id, in the order given, with full details, and name the cheapest product and the cheapest in-stock offer among them. Use it when the user is choosing between a few candidates. Same as GET /agent-api/v1/compare. ${SNAPSHOT}`,
      },
      compareProducts,
      CompareResponse,
      summarizeCompare,
    ),
    readTool(
      {
        name: 'list_builds',
        title: 'List curated complete PC builds',
        short: 'List builds',
        description: `The curated complete PC builds (Budget, Entry, Mid and High tiers) with live part prices, totals, and whether each is complete and ready to buy. Use it for "which PC should I buy" questions a ready-made build answers; use plan_build for a specific budget, use case or parts already chosen. Same as GET /agent-api/v1/builds. ${SNAPSHOT}`,
      },
      listBuilds,
      BuildsResponse,
      summarizeBuilds,
    ),
    {
      name: 'plan_build',
      title: 'Plan a compatible PC build within a budget',
      description: `Plan one complete, compatible PC build for a use case (gaming, workstation, productivity or budget) within an optional EUR budget (leave it out for the best value), honouring free-text requirements, brand preferences and parts already chosen (buildSnapshot, by category, with ids from the other tools). Returns the parts with prices and URLs, the total against the budget, compatibility checks, alternatives per category and citations. Deterministic and read-only: nothing is reserved or bought. Same as POST /agent-api/v1/build-plan (synchronous). ${SNAPSHOT}`,
      input: planBuildInput,
      output: BuildPlanResponse,
      annotations: { title: 'Plan build', ...READ_ONLY },
      cost: 1,
      run: async (args, context) => (await runBuildPlan(schema, buildPlan, parseBuildPlanBody(args), context())) as Body,
      summarize: summarizeBuildPlan,
    },
  ];
}
