import { PothosValidationError } from '@pothos/core';
import { createComplexityRule } from '@pothos/plugin-complexity';
import { GraphQLError, parse, validate, type ASTVisitor, type DocumentNode, type GraphQLSchema, type ValidationRule } from 'graphql';
import { READ_COST } from '../../schema/cost.js';

/**
 * The cost of a GraphQL operation, from the complexity its fields declare (schema/) and the
 * request's own variables: `products(ids: [...])` and `search(limit:)` multiply what they
 * select. One rate-limit unit buys READ_COST of complexity — as much as the largest REST
 * read returns — and one operation may cost at most MAX_OPERATION_READS units (a full REST
 * batch); beyond that it is refused as a validation error.
 */

export const MAX_OPERATION_READS = 20;
export const MAX_COMPLEXITY = READ_COST * MAX_OPERATION_READS;

export interface OperationParams {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

const asVariables = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const asName = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Refuses mutations and subscriptions: the schema has no root type for them (this service only reads). */
export const readOnlyOperations: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (!context.getSchema().getRootType(node.operation)) {
      context.reportError(new GraphQLError(`This API only reads: ${node.operation} operations are not supported; send a query`, { nodes: [node] }));
    }
  },
});

/**
 * The complexity rule for one request. Documents the standard rules refuse (unknown fields,
 * bad argument literals) may make the complexity walk itself fail; they are left to those
 * rules to report rather than failing the request.
 */
export function costRule(params: OperationParams, onCost?: (complexity: number) => void): ValidationRule {
  const rule = createComplexityRule({
    variableValues: asVariables(params.variables),
    operationName: asName(params.operationName),
    context: {},
    validate: (result, report) => {
      if (result.complexity > MAX_COMPLEXITY) {
        const reads = Math.ceil(result.complexity / READ_COST);
        report(
          new GraphQLError(`This operation costs about ${reads} reads; at most ${MAX_OPERATION_READS} are allowed per request`, {
            extensions: { code: 'query_too_costly', cost: { complexity: result.complexity, maxComplexity: MAX_COMPLEXITY } },
          }),
        );
      }
    },
    onResult: (result, errors) => {
      if (errors.length === 0) onCost?.(result.complexity);
    },
  });
  return (context) => {
    const unsupported = context.getDocument().definitions.some((d) => d.kind === 'OperationDefinition' && !context.getSchema().getRootType(d.operation));
    if (unsupported) return {};
    // The complexity walk's own reports of unknown fields repeat what the standard rules say.
    const quiet = Object.create(context, {
      reportError: { value: (error: GraphQLError) => (error instanceof PothosValidationError ? undefined : context.reportError(error)) },
    }) as typeof context;
    const visitor = rule(quiet) as ASTVisitor & { OperationDefinition?: { enter?: (...a: unknown[]) => unknown; leave?: (...a: unknown[]) => unknown } };
    const guard =
      (fn?: (...a: unknown[]) => unknown) =>
      (...args: unknown[]) => {
        try {
          return fn?.(...args);
        } catch {
          return undefined;
        }
      };
    return { OperationDefinition: { enter: guard(visitor.OperationDefinition?.enter), leave: guard(visitor.OperationDefinition?.leave) } };
  };
}

const PARSED_LIMIT = 256;

/**
 * Rate-limit units an operation costs, for charging before it runs; null when the document
 * does not parse or validate (Yoga then answers it with the GraphQL errors, for the one unit
 * already charged). Parsed documents are kept in a small bounded cache.
 */
export function createCostMeter(schema: GraphQLSchema, maxTokens: number): (params: OperationParams) => number | null {
  const parsed = new Map<string, DocumentNode | null>();
  const documentOf = (query: string): DocumentNode | null => {
    let document = parsed.get(query);
    if (document === undefined) {
      try {
        document = parse(query, { maxTokens, noLocation: true });
      } catch {
        document = null;
      }
      if (parsed.size >= PARSED_LIMIT) parsed.delete(parsed.keys().next().value!);
      parsed.set(query, document);
    }
    return document;
  };
  return (params) => {
    if (typeof params.query !== 'string') return null;
    const document = documentOf(params.query);
    if (!document) return null;
    let complexity: number | null = null;
    const errors = validate(schema, document, [readOnlyOperations, costRule(params, (c) => (complexity = c))]);
    if (errors.length > 0 || complexity === null) return null;
    return Math.max(1, Math.ceil(complexity / READ_COST));
  };
}
