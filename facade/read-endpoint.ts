import type { GraphQLSchema } from 'graphql';
import type { Context } from '../schema/context.js';
import { prepareOperation, runOperation, type PreparedOperation } from '../schema/execute.js';
import { fragmentsFor } from './fragments.js';

/**
 * A read endpoint of the facade: how it reads its input, the one GraphQL root field it
 * runs, and how the result becomes the contract's body. The same definition serves the
 * standalone route and a batch item, which is what makes a batch item's body the same
 * bytes as the standalone GET.
 */

export interface RequestInput {
  params: Record<string, string>;
  query: Record<string, string>;
}

export interface ReadEndpoint<Vars extends Record<string, unknown> = Record<string, unknown>> {
  operationId: string;
  /** Express path under the base, e.g. `/products/:id`. */
  path: string;
  /** GraphQL variable types by name. */
  variableTypes: Record<keyof Vars & string, string>;
  /** Exactly one root field, using `$name` variables. */
  selection: string;
  parse(input: RequestInput): Vars;
  shape(result: unknown, catalog: unknown, vars: Vars): object;
}

export function defineReadEndpoint<Vars extends Record<string, unknown>>(endpoint: ReadEndpoint<Vars>): ReadEndpoint<Vars> {
  return endpoint;
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

/** The response-cache key of a read: the same for the standalone GET and a batch item. */
export function readCacheKey(endpoint: ReadEndpoint, vars: Record<string, unknown>): string {
  return `${endpoint.operationId}|${JSON.stringify(vars)}`;
}

/** Runs an endpoint on already validated variables and shapes the body. */
export async function runRead(schema: GraphQLSchema, compiled: CompiledRead, vars: Record<string, unknown>, context: Context): Promise<object> {
  const data = await runOperation(schema, compiled.operation, vars, context);
  return compiled.endpoint.shape(data.result, data.catalog, vars);
}

export async function executeRead(schema: GraphQLSchema, compiled: CompiledRead, input: RequestInput, context: Context): Promise<object> {
  return runRead(schema, compiled, compiled.endpoint.parse(input), context);
}
