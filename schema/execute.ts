import { execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { DomainError } from '../src/errors.js';
import type { Context } from './context.js';

/**
 * Runs the facade's own documents. Each is parsed and validated once, when its module
 * loads; a request only executes. Domain errors raised by resolvers come back out as
 * themselves so each transport can map them.
 */
export interface PreparedOperation {
  document: DocumentNode;
  source: string;
}

export function prepareOperation(schema: GraphQLSchema, source: string): PreparedOperation {
  const document = parse(source);
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(`Invalid facade operation: ${errors.map((e) => e.message).join('; ')}`);
  return { document, source };
}

export async function runOperation(
  schema: GraphQLSchema,
  operation: PreparedOperation,
  variables: Record<string, unknown>,
  context: Context,
): Promise<Record<string, unknown>> {
  const result = await execute({ schema, document: operation.document, variableValues: variables, contextValue: context });
  if (result.errors?.length) {
    const domain = result.errors.map((e: GraphQLError) => e.originalError).find((e) => e instanceof DomainError);
    if (domain) throw domain;
    throw result.errors[0].originalError ?? result.errors[0];
  }
  return result.data as Record<string, unknown>;
}
