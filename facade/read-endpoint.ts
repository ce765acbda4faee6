import {
  Kind,
  OperationTypeNode,
  visit,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type VariableDefinitionNode,
} from 'graphql';
import type { ResultOf, TadaDocumentNode, VariablesOf } from 'gql.tada';
import type { z } from 'zod';
import { parseWith } from '../src/validation.js';
import type { Urls } from '../src/urls.js';
import type { Context } from '../schema/context.js';
import { prepareOperation, runOperation, type PreparedOperation } from '../schema/execute.js';
import type { BodyNode, ReadNodes } from './body-map.js';
import { CatalogFields, graphql } from './fragments.js';

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

/** A read's operation (one root field, aliased `result`), whatever its variables. */
type ReadDocument = TadaDocumentNode<{ result: unknown }, never>;
type ReadResult<D extends ReadDocument> = ResultOf<D> extends { result: infer R } ? R : never;

export type CatalogData = ResultOf<typeof CatalogFields>;

/** An endpoint as its module writes it, typed by its own input and document; as the front doors see it, without them. */
export interface ReadEndpointDefinition<In extends z.ZodObject = z.ZodObject, D extends ReadDocument = TadaDocumentNode<{ result: unknown }, Record<string, unknown>>> {
  /** Express path under the base, e.g. `/products/:id`. */
  path: string;
  /** The input as values (numbers, booleans, arrays), validated once wherever it enters. */
  input: In;
  /** The error code of an input `input` refuses. */
  invalidCode: string;
  /** The URL's path and query parameters as a candidate for `input`: only the wire's own rules live here. */
  fromRequest(req: RequestInput): unknown;
  /**
   * The read, written with the `graphql` tag: a query named by the endpoint's operationId
   * with exactly one root field, aliased `result`. The catalog is added to it when it runs.
   */
  document: D;
  /** The document's variables from a valid input, defaults applied. */
  variables(input: z.output<In>): VariablesOf<D>;
  shape(result: ReadResult<D>, catalog: CatalogData, vars: VariablesOf<D>): object;
  /** The body's keys as `shape` makes them, in terms of the selection (facade/body-map.ts). */
  body(data: ReadNodes): Record<string, BodyNode>;
  /** Another representation of the body, served when the request's Accept prefers its media type (responses then vary on Accept). */
  alternate?: { type: string; render(body: object, vars: VariablesOf<D>, urls: Urls): string };
}

/** `operationId` is the document's name. */
export type ReadEndpoint = ReadEndpointDefinition & { operationId: string };

function operationOf(document: DocumentNode): OperationDefinitionNode {
  const [operation, ...others] = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation || others.length > 0) throw new Error('A read document holds exactly one operation');
  return operation;
}

/** The operationId a read's document is named by, once its form is checked: one named query with one root field, aliased `result`. */
function readOperationId(document: DocumentNode): string {
  const { name, selectionSet } = operationOf(document);
  const [field, ...others] = selectionSet.selections;
  if (!name || others.length > 0 || field?.kind !== Kind.FIELD || field.alias?.value !== 'result') {
    throw new Error(`A read document is one named query with one root field, aliased result (${name?.value ?? 'unnamed'})`);
  }
  return name.value;
}

export function defineReadEndpoint<In extends z.ZodObject, D extends ReadDocument>(definition: ReadEndpointDefinition<In, D>): ReadEndpoint {
  return { operationId: readOperationId(definition.document), ...definition } as unknown as ReadEndpoint;
}

/** Validates a typed input (`where` names its parts in messages) and turns it into the operation's variables. */
export function readVariables(endpoint: ReadEndpoint, input: unknown, where: string): Record<string, unknown> {
  return endpoint.variables(parseWith(endpoint.input, input, where, endpoint.invalidCode));
}

/** The variables of a REST request (a standalone GET or a batch item). */
export function requestVariables(endpoint: ReadEndpoint, req: RequestInput): Record<string, unknown> {
  return readVariables(endpoint, endpoint.fromRequest(req), 'query parameter');
}

/** A root field is null only when it failed, and a failure is thrown before shaping: null here is a bug. */
export function answered<T>(value: T | null): T {
  if (value === null) throw new Error('A read answered null without an error');
  return value;
}

const catalogRead = graphql('query catalog { catalog { ...CatalogFields } }', [CatalogFields]);

/** A read's root field as one part of a composed query: under `alias`, its variables renamed `$<prefix><name>`. */
export interface ReadPart {
  document: DocumentNode;
  alias: string;
  prefix: string;
}

/**
 * One query of the catalog and the reads' root fields, in that order: what a standalone read
 * runs (one part, aliased `result`) and what a batch runs (a part per item), from the reads'
 * own documents.
 */
export function composeReads(name: string, parts: ReadPart[]): DocumentNode {
  const variableDefinitions: VariableDefinitionNode[] = [];
  const selections: FieldNode[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document, alias, prefix } of [{ document: catalogRead, alias: 'catalog', prefix: '' }, ...parts]) {
    const source = operationOf(document);
    const operation: OperationDefinitionNode = prefix ? visit(source, { Variable: (node) => ({ ...node, name: { ...node.name, value: `${prefix}${node.name.value}` } }) }) : source;
    variableDefinitions.push(...(operation.variableDefinitions ?? []));
    selections.push({ ...(operation.selectionSet.selections[0] as FieldNode), alias: { kind: Kind.NAME, value: alias } });
    for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const query: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: OperationTypeNode.QUERY,
    name: { kind: Kind.NAME, value: name },
    variableDefinitions,
    selectionSet: { kind: Kind.SELECTION_SET, selections },
  };
  return { kind: Kind.DOCUMENT, definitions: [query, ...fragments.values()] };
}

export interface CompiledRead {
  endpoint: ReadEndpoint;
  operation: PreparedOperation;
}

export function compileRead(schema: GraphQLSchema, endpoint: ReadEndpoint): CompiledRead {
  return { endpoint, operation: prepareOperation(schema, composeReads(endpoint.operationId, [{ document: endpoint.document, alias: 'result', prefix: '' }])) };
}

/** The response-cache key of a read: the same for the standalone GET, a batch item and a tool call. */
export function readCacheKey(endpoint: ReadEndpoint, vars: Record<string, unknown>): string {
  return `${endpoint.operationId}|${JSON.stringify(vars)}`;
}

/** Runs an endpoint on already validated variables and shapes the body. */
export async function runRead(schema: GraphQLSchema, compiled: CompiledRead, vars: Record<string, unknown>, context: Context): Promise<object> {
  const data = await runOperation(schema, compiled.operation, vars, context);
  return compiled.endpoint.shape(data.result, data.catalog as CatalogData, vars);
}
