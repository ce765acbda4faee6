import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
  type Tool as ListedTool,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import type { GraphQLSchema } from 'graphql';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { DomainError, unavailable } from '../../src/errors.js';
import type { Logger } from '../../src/logger.js';
import type { Secrets } from '../../src/secrets.js';
import type { Urls } from '../../src/urls.js';
import { createContext, type Context } from '../../schema/context.js';
import type { Principal } from '../../src/auth/principal.js';
import { completePromptArgument, getPrompt, PROMPT_LIST } from './prompts.js';
import { createResourceReader, RESOURCE_TEMPLATES, RESOURCES, resourceCost } from './resources.js';
import { toolSchema } from './schemas.js';
import { createTools, type Tool } from './tools.js';

/**
 * The MCP server: tools (the REST reads and the build planner), resources (what agents
 * read often) and prompts (the common tasks). Stateless: one Server per HTTP request,
 * built from what the factory prepared once — compiled operations, tool listings.
 */

export const SERVER_NAME = 'kosovo-pc-parts';
export const SERVER_TITLE = 'Kosovo PC hardware search and price comparison';
export const SERVER_VERSION = '1.0.0';

const INSTRUCTIONS = [
  'Read-only search and price comparison for PC hardware sold by participating stores in Kosovo (XK); every price is in EUR.',
  'Typical flow: search_products to find product ids, then get_product / get_offers for where to buy, compare_products to choose between a few; list_builds for curated complete PCs and plan_build for a custom build within a budget.',
  'The resources describe the catalog: categories and their spec keys, stores and cities, the current release.',
  'Prices and stock are snapshots of the latest catalog release and can change at the retailer: when you quote a price, cite the serviceUrl (Albanian) or englishUrl (English) and lastUpdated. Missing prices are null, never estimated.',
  'Nothing here buys, reserves or changes anything.',
].join(' ');

export interface McpServerDeps {
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

/**
 * A failed tool call is a tool result with isError, never a protocol error or an HTTP 500:
 * a domain error carries the contract's code, message and resolution; anything else is
 * logged and answered generically, without internals.
 */
function toolError(error: unknown, tool: string, requestId: string, log: Logger): CallToolResult {
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

function listed(tool: Tool): ListedTool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: toolSchema(tool.input, 'input') as ListedTool['inputSchema'],
    outputSchema: toolSchema(tool.output, 'output') as ListedTool['outputSchema'],
    annotations: tool.annotations,
  };
}

/** Prepares the tools once; `create` then builds one Server per HTTP request (stateless mode). */
export function createMcpServerFactory(deps: McpServerDeps) {
  const tools = createTools(deps.schema);
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const listing = { tools: tools.map(listed) };
  const readResource = createResourceReader(deps.schema);
  // One validator for every server: building Ajv per request would cost more than the request.
  const jsonSchemaValidator = new AjvJsonSchemaValidator();

  function create(scope: McpRequestScope): Server {
    const context = (): Context => {
      if (!scope.model) {
        throw unavailable('catalog_unavailable', 'No catalog release is available right now', 'Retry in a minute; the service is loading or repairing its catalog.');
      }
      // Every tool parses its arguments with its endpoint's zod schema before it runs the operation.
      return createContext({ model: scope.model, urls: deps.urls, cursorKey: deps.secrets.cursorKey, requestId: scope.requestId, principal: scope.principal, validatedAtEdge: true });
    };
    const server = new Server(
      { name: SERVER_NAME, title: SERVER_TITLE, version: SERVER_VERSION, websiteUrl: deps.urls.site },
      { capabilities: { tools: {}, resources: {}, prompts: {}, completions: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator },
    );

    server.setRequestHandler(ListToolsRequestSchema, () => listing);
    server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
      const tool = byName.get(request.params.name);
      if (!tool) throw new McpError(ErrorCode.InvalidParams, `Tool ${request.params.name} not found`);
      try {
        const body = await tool.run(request.params.arguments ?? {}, context);
        return { content: [{ type: 'text', text: tool.summarize(body) }], structuredContent: body };
      } catch (error) {
        return toolError(error, tool.name, scope.requestId, deps.log);
      }
    });

    server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: RESOURCES }));
    server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: RESOURCE_TEMPLATES }));
    server.setRequestHandler(ReadResourceRequestSchema, (request) => readResource(request.params.uri, context));

    server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: PROMPT_LIST }));
    server.setRequestHandler(GetPromptRequestSchema, (request) => getPrompt(request.params.name, request.params.arguments));
    server.setRequestHandler(CompleteRequestSchema, (request) => {
      const { ref, argument } = request.params;
      const values = ref.type === 'ref/prompt' ? completePromptArgument(ref.name, argument.name, argument.value) : [];
      return { completion: { values, total: values.length, hasMore: false } };
    });
    return server;
  }

  /** Rate-limit units one JSON-RPC message costs: a tool call what its REST twin costs; a paid resource read one; the rest nothing. */
  function cost(message: unknown): number {
    const { method, params } = (message ?? {}) as { method?: unknown; params?: { name?: unknown; uri?: unknown } };
    if (method === 'tools/call') return byName.get(String(params?.name))?.cost ?? 1;
    if (method === 'resources/read' && typeof params?.uri === 'string') return resourceCost(params.uri);
    return 0;
  }

  return { create, cost };
}
