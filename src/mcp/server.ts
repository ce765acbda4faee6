import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { GraphQLSchema } from 'graphql';
import { z } from 'zod';
import { compileBuildPlan, parseBuildPlanBody, runBuildPlan } from '../../facade/build-plan.js';
import { BuildPlanResponse, BuildsResponse, CompareResponse, OffersResponse, ProductResponse, SearchResponse } from '../../facade/contract.js';
import { compileRead, readVariables, runRead as runReadEndpoint, type CompiledRead } from '../../facade/read-endpoint.js';
import { READ_ENDPOINTS } from '../../facade/router.js';
import { createContext, type Context, type Principal } from '../../schema/context.js';
import type { ReadModel } from '../catalog/read-model.js';
import { DomainError, unavailable } from '../errors.js';
import type { Logger } from '../logger.js';
import type { Secrets } from '../secrets.js';
import type { Urls } from '../urls.js';
import { planBuildInput } from './inputs.js';
import { summarizeBuildPlan, summarizeBuilds, summarizeCompare, summarizeOffers, summarizeProduct, summarizeSearch } from './summaries.js';

/**
 * The MCP tools. Each runs the same facade definition as its REST twin — the read
 * endpoints' compiled GraphQL operation through `executeRead` (so the facade's own
 * `parse` validates), and `runBuildPlan` for plan_build — so a tool's structuredContent
 * is the REST body, byte for byte once serialized.
 */

export const SERVER_NAME = 'kosovo-pc-parts';
export const SERVER_VERSION = '1.0.0';

const INSTRUCTIONS = [
  'Read-only search and price comparison for PC hardware sold by participating stores in Kosovo (XK); every price is in EUR.',
  'Typical flow: search_products to find product ids, then get_product / get_offers for where to buy, compare_products to choose between a few; list_builds for curated complete PCs and plan_build for a custom build within a budget.',
  'Prices and stock are snapshots of the latest catalog release and can change at the retailer: when you quote a price, cite the serviceUrl (Albanian) or englishUrl (English) and lastUpdated. Missing prices are null, never estimated.',
  'Nothing here buys, reserves or changes anything.',
].join(' ');

const SNAPSHOT =
  'Prices are EUR snapshots from the latest catalog release (see catalog.freshnessNote); quote them with the serviceUrl or englishUrl they come with. Null prices are unknown, never estimated.';

/** Read-only, deterministic for a given release, and closed-world (the service's own catalog). */
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/**
 * The contract's body schemas, re-wrapped without their component id: an MCP outputSchema
 * must be an object schema at its root, where a registered id would make it a bare $ref.
 * Nested components keep their ids and become definitions.
 */
const output = <T extends z.ZodObject>(schema: T) => z.object(schema.shape);

export interface McpToolDeps {
  schema: GraphQLSchema;
  urls: Urls;
  secrets: Secrets;
  log: Logger;
}

export interface McpRequestScope {
  /** The release this HTTP request answers from, taken once when it arrived. */
  model: ReadModel | null;
  principal: Principal | undefined;
  requestId: string;
}

/** Compiles the operations once; `create` then builds one McpServer per HTTP request (stateless mode). */
export function createMcpServerFactory(deps: McpToolDeps) {
  const compiled = new Map<string, CompiledRead>(READ_ENDPOINTS.map((endpoint) => [endpoint.operationId, compileRead(deps.schema, endpoint)]));
  const read = (operationId: string): CompiledRead => {
    const found = compiled.get(operationId);
    if (!found) throw new Error(`The REST facade has no read endpoint ${operationId}`);
    return found;
  };
  const search = read('searchProducts');
  const product = read('getProduct');
  const offers = read('getOffers');
  const compare = read('compareProducts');
  const builds = read('listBuilds');
  const buildPlan = compileBuildPlan(deps.schema);

  return function create(scope: McpRequestScope): McpServer {
    const contextFor = (): Context => {
      if (!scope.model) {
        throw unavailable('catalog_unavailable', 'No catalog release is available right now', 'Retry in a minute; the service is loading or repairing its catalog.');
      }
      return createContext({ model: scope.model, urls: deps.urls, cursorKey: deps.secrets.cursorKey, requestId: scope.requestId, principal: scope.principal });
    };

    /** Runs a tool body: the REST body as structuredContent plus its summary, or a tool error result. */
    const respond = async (tool: string, run: () => Promise<object>, summarize: (body: Record<string, unknown>) => string): Promise<CallToolResult> => {
      try {
        const body = (await run()) as Record<string, unknown>;
        return { content: [{ type: 'text', text: summarize(body) }], structuredContent: body };
      } catch (error) {
        return toolError(error, tool, scope.requestId, deps.log);
      }
    };
    const runRead = (tool: string, compiled: CompiledRead, args: unknown, summarize: (body: Record<string, unknown>) => string) =>
      respond(tool, () => runReadEndpoint(deps.schema, compiled, readVariables(compiled.endpoint, args, 'argument'), contextFor()), summarize);

    const server = new McpServer(
      { name: SERVER_NAME, title: 'Kosovo PC hardware search and price comparison', version: SERVER_VERSION, websiteUrl: deps.urls.site },
      { instructions: INSTRUCTIONS },
    );

    server.registerTool(
      'search_products',
      {
        title: 'Search PC hardware in Kosovo stores',
        description: `Search the PC hardware offered by participating stores in Kosovo. Use this first, to turn what the user asked for into product ids: model numbers ("rtx 4060", "ryzen 5 7600"), categories, price phrases, Kosovo cities or store names, in English or Albanian. Returns one page (default 10, up to 25) of products with their cheapest in-stock price, offers and URLs, plus how the query was read; pass nextCursor back as cursor for the next page. Same as GET /agent-api/v1/search. ${SNAPSHOT}`,
        inputSchema: search.endpoint.input,
        outputSchema: output(SearchResponse),
        annotations: { title: 'Search products', ...READ_ONLY },
      },
      (args) => runRead('search_products', search, args, summarizeSearch),
    );

    server.registerTool(
      'get_product',
      {
        title: 'Get a product with all its offers',
        description: `One product by id (from search_products, compare_products or a build): name, brand, model, category, specs, the cheapest in-stock price and every store offer, cheapest first. Use it when the user wants details or where to buy a specific product. Same as GET /agent-api/v1/products/{id}. ${SNAPSHOT}`,
        inputSchema: product.endpoint.input,
        outputSchema: output(ProductResponse),
        annotations: { title: 'Get product', ...READ_ONLY },
      },
      (args) => runRead('get_product', product, args, summarizeProduct),
    );

    server.registerTool(
      'get_offers',
      {
        title: "List a product's store offers",
        description: `Only the store offers of one product, cheapest first (offers without a price last): store, price, stock, last update and the retailer's URL. Lighter than get_product when you only need where to buy and for how much. Same as GET /agent-api/v1/products/{id}/offers. ${SNAPSHOT}`,
        inputSchema: product.endpoint.input,
        outputSchema: output(OffersResponse),
        annotations: { title: 'Get offers', ...READ_ONLY },
      },
      (args) => runRead('get_offers', offers, args, summarizeOffers),
    );

    server.registerTool(
      'compare_products',
      {
        title: 'Compare products side by side',
        description: `Compare 1 to 8 distinct products by id, in the order given, with full details, and name the cheapest product and the cheapest in-stock offer among them. Use it when the user is choosing between a few candidates. Same as GET /agent-api/v1/compare. ${SNAPSHOT}`,
        inputSchema: compare.endpoint.input,
        outputSchema: output(CompareResponse),
        annotations: { title: 'Compare products', ...READ_ONLY },
      },
      (args) => runRead('compare_products', compare, args, summarizeCompare),
    );

    server.registerTool(
      'list_builds',
      {
        title: 'List curated complete PC builds',
        description: `The curated complete PC builds (Budget, Entry, Mid and High tiers) with live part prices, totals, and whether each is complete and ready to buy. Use it for "which PC should I buy" questions a ready-made build answers; use plan_build for a specific budget, use case or parts already chosen. Same as GET /agent-api/v1/builds. ${SNAPSHOT}`,
        inputSchema: builds.endpoint.input,
        outputSchema: output(BuildsResponse),
        annotations: { title: 'List builds', ...READ_ONLY },
      },
      () => runRead('list_builds', builds, {}, summarizeBuilds),
    );

    server.registerTool(
      'plan_build',
      {
        title: 'Plan a compatible PC build within a budget',
        description: `Plan one complete, compatible PC build for a use case (gaming, workstation, productivity or budget) within an optional EUR budget, honouring free-text requirements, brand preferences and parts already chosen (buildSnapshot, by category). Returns the parts with prices and URLs, the total against the budget, compatibility checks, alternatives per category and citations. Deterministic and read-only: nothing is reserved or bought. Same as POST /agent-api/v1/build-plan (synchronous). ${SNAPSHOT}`,
        inputSchema: planBuildInput,
        outputSchema: output(BuildPlanResponse),
        annotations: { title: 'Plan build', ...READ_ONLY },
      },
      (args) => respond('plan_build', () => runBuildPlan(deps.schema, buildPlan, parseBuildPlanBody(args), contextFor()), summarizeBuildPlan),
    );

    return server;
  };
}

/**
 * A failed tool call is a tool result with isError, never a protocol error or an HTTP 500:
 * a domain error carries the contract's code, message and resolution; anything else is
 * logged and answered generically, without internals.
 */
export function toolError(error: unknown, tool: string, requestId: string, log: Logger): CallToolResult {
  const known = error instanceof DomainError;
  if (!known) log.error({ err: error, tool, requestId }, 'mcp tool failed');
  const code = known ? error.code : 'internal_error';
  const message = known ? error.message : 'The service failed to answer this tool call';
  const resolution = known ? error.resolution : 'Retry later; quote the requestId if it keeps failing.';
  return {
    isError: true,
    content: [{ type: 'text', text: `Error ${code}: ${message}\nResolution: ${resolution}\nrequestId: ${requestId}` }],
  };
}
