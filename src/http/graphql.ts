import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Request, Response } from 'express';
import { createContext, type Context, type Principal } from '../../schema/context.js';
import type { ReadModel } from '../catalog/read-model.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../facade/errors.js';
import { DomainError } from '../errors.js';
import type { Secrets } from '../secrets.js';
import type { Urls } from '../urls.js';
import { CompileGate, parsedDocumentCaches } from '../graphql-memory.js';
import type { GraphQLSchema } from 'graphql';

/**
 * /graphql for internal tools: the same schema and context factory as the facade.
 * Limits reject abusive documents as ordinary GraphQL errors (never a 500);
 * domain errors keep their code, anything else is masked.
 */

const report = (ctx: ValidationContext | null, error: GraphQLError) => ctx?.reportError(error);
const limit = { propagateOnRejection: false, onReject: [report] };
const retryLater = { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };

const jitWorthy = (gate: CompileGate, source: string) => !/__schema|__type\b/.test(source) && gate.shouldCompile(source);

export function createGraphqlEndpoint(opts: {
  schema: GraphQLSchema;
  urls: Urls;
  currentModel(): ReadModel | null;
  secrets: Secrets;
  production: boolean;
}): YogaServerInstance<{ req: Request; res: Response }, Context> {
  const compileGate = new CompileGate();
  return createYoga<{ req: Request; res: Response }, Context>({
    schema: opts.schema,
    graphqlEndpoint: '/graphql',
    graphiql: !opts.production,
    landingPage: false,
    logging: false,
    parserAndValidationCache: parsedDocumentCaches(),
    context: ({ res }) => {
      const model = opts.currentModel();
      if (!model) throw new GraphQLError('No catalog release is available right now', { extensions: { code: 'catalog_unavailable', http: { status: 503, headers: retryLater } } });
      return createContext({
        model,
        urls: opts.urls,
        cursorKey: opts.secrets.cursorKey,
        requestId: res.locals.requestId as string,
        principal: res.locals.principal as Principal | undefined,
      });
    },
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof DomainError) {
          return new GraphQLError(original.message, { extensions: { code: original.code, resolution: original.resolution } });
        }
        if (error instanceof GraphQLError && !error.originalError) return error;
        return new GraphQLError(message, { extensions: { code: 'internal_error' } });
      },
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 8, ...limit },
        maxAliases: { n: 30, ...limit },
        // Token counting runs in the parser, where there is no validation context to report to;
        // its rejection is a syntax error, which Yoga already answers with a 400.
        maxTokens: { n: 2000 },
        maxDirectives: { n: 10, ...limit },
        costLimit: { maxCost: 5000, ...limit },
        blockFieldSuggestion: { enabled: true },
      }),
      // Compiled execution (the facade's executor) for queries clients repeat (bounded: graphql-memory.ts); introspection stays on graphql-js.
      useGraphQlJit({ disablingCapturingStackErrors: true }, { enableIf: (args) => jitWorthy(compileGate, args.document.loc?.source.body ?? '') }),
    ],
  });
}
