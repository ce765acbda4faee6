import type { GraphQLSchema } from 'graphql';
import type { z } from 'zod';
import { parseWith } from '../src/validation.js';
import type { Urls } from '../src/urls.js';
import type { Context } from '../schema/context.js';
import { prepareOperation, runOperation, type PreparedOperation } from '../schema/execute.js';
import { fragmentsFor } from './fragments.js';

/**
 * A read endpoint of the facade: its typed input, the one GraphQL root field it runs, and
 * how the result becomes the contract's body. Every front door uses the same definition:
 * the REST route and a batch item read their URL into `input`, an MCP tool takes `input`
 * as JSON. That is what makes a batch item's or a tool's body the same bytes as the GET.
 */

export interface RequestInput {
  params: Record<string, string>;
  query: Record<string, string>;
}

export interface ReadEndpoint<In extends z.ZodObject = z.ZodObject, Vars extends Record<string, unknown> = Record<string, unknown>> {
  operationId: string;
  /** Express path under the base, e.g. `/products/:id`. */
  path: string;
  /** The input as values (numbers, booleans, arrays), validated once wherever it enters. */
  input: In;
  /** The error code of an input `input` refuses. */
  invalidCode: string;
  /** The URL's path and query parameters as a candidate for `input`: only the wire's own rules live here. */
  fromRequest(req: RequestInput): unknown;
  /** GraphQL variables of a valid input, defaults applied. */
  variables(input: z.output<In>): Vars;
  /** GraphQL variable types by name. */
  variableTypes: Record<keyof Vars & string, string>;
  /** Exactly one root field, using `$name` variables. */
  selection: string;
  shape(result: unknown, catalog: unknown, vars: Vars): object;
  /** Another representation of the body, served when the request's Accept prefers its media type (responses then vary on Accept). */
  alternate?: { type: string; render(body: object, vars: Vars, urls: Urls): string };
}

export function defineReadEndpoint<In extends z.ZodObject, Vars extends Record<string, unknown>>(endpoint: ReadEndpoint<In, Vars>): ReadEndpoint {
  return endpoint as unknown as ReadEndpoint;
}

/** Validates a typed input (`where` names its parts in messages) and turns it into the operation's variables. */
export function readVariables(endpoint: ReadEndpoint, input: unknown, where: string): Record<string, unknown> {
  return endpoint.variables(parseWith(endpoint.input, input, where, endpoint.invalidCode));
}

/** The variables of a REST request (a standalone GET or a batch item). */
export function requestVariables(endpoint: ReadEndpoint, req: RequestInput): Record<string, unknown> {
  return readVariables(endpoint, endpoint.fromRequest(req), 'query parameter');
}

export interface CompiledRead {
  endpoint: ReadEndpoint;
  operation: PreparedOperation;
}

export function compileRead(schema: GraphQLSchema, endpoint: ReadEndpoint): CompiledRead {
  const defs = Object.entries(endpoint.variableTypes)
    .map(([name, type]) => `$${name}: ${type}`)
    .join(', ');
  const body = `catalog { ...CatalogFields } result: ${endpoint.selection}`;
  const source = `query ${endpoint.operationId}${defs ? `(${defs})` : ''} { ${body} }\n${fragmentsFor(body)}`;
  return { endpoint, operation: prepareOperation(schema, source) };
}

/** The response-cache key of a read: the same for the standalone GET, a batch item and a tool call. */
export function readCacheKey(endpoint: ReadEndpoint, vars: Record<string, unknown>): string {
  return `${endpoint.operationId}|${JSON.stringify(vars)}`;
}

/** Runs an endpoint on already validated variables and shapes the body. */
export async function runRead(schema: GraphQLSchema, compiled: CompiledRead, vars: Record<string, unknown>, context: Context): Promise<object> {
  const data = await runOperation(schema, compiled.operation, vars, context);
  return compiled.endpoint.shape(data.result, data.catalog, vars);
}
