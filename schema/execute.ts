import { execute, validate, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { DomainError } from '../src/errors.js';
import type { Context } from './context.js';

/**
 * Runs the facade's own documents. Each is parsed, validated and compiled (graphql-jit)
 * once, when its module loads (the facade writes them as typed documents, parsed as they
 * are declared); a request only executes the compiled function. graphql-js
 * remains the reference executor: a test runs every facade document through both and
 * requires identical results. Domain errors raised by resolvers come back out as
 * themselves so each transport can map them.
 */
export interface PreparedOperation {
  document: DocumentNode;
  compiled: CompiledQuery | null;
}

/** `compile: false` for documents of unbounded variety: graphql-jit never releases what it compiled (src/graphql-memory.ts). */
export function prepareOperation(schema: GraphQLSchema, document: DocumentNode, compile = true): PreparedOperation {
  const errors = validate(schema, document);
  if (errors.length > 0) throw new Error(`Invalid facade operation: ${errors.map((e) => e.message).join('; ')}`);
  const compiled = compile ? compileQuery(schema, document, undefined, { disablingCapturingStackErrors: true }) : null;
  return { document, compiled: compiled && isCompiledQuery(compiled) ? compiled : null };
}

/** Executes with the compiled function when there is one, else with graphql-js. */
export function executePrepared(
  schema: GraphQLSchema,
  operation: PreparedOperation,
  variables: Record<string, unknown>,
  context: Context,
  reference = false,
): Promise<ExecutionResult> | ExecutionResult {
  if (operation.compiled && !reference) return operation.compiled.query(undefined, context, variables);
  return execute({ schema, document: operation.document, variableValues: variables, contextValue: context });
}

export function rethrowErrors(result: ExecutionResult): void {
  if (!result.errors?.length) return;
  const domain = result.errors.map((e) => e.originalError).find((e) => e instanceof DomainError);
  if (domain) throw domain;
  throw result.errors[0].originalError ?? result.errors[0];
}

export async function runOperation(schema: GraphQLSchema, operation: PreparedOperation, variables: Record<string, unknown>, context: Context): Promise<Record<string, unknown>> {
  const result = await executePrepared(schema, operation, variables, context);
  rethrowErrors(result);
  return result.data as Record<string, unknown>;
}
