import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { Request, RequestHandler, Response } from 'express';
import { jsonBody } from '../../facade/json-body.js';
import { createContext, type Context, type Principal } from '../../schema/context.js';
import type { ReadModel } from '../catalog/read-model.js';
import { DomainError } from '../errors.js';
import type { Secrets } from '../secrets.js';
import type { Urls } from '../urls.js';
import type { GraphQLSchema } from 'graphql';

/**
 * /graphql for internal tools: the same schema and context factory as the facade.
 * Limits reject abusive documents as ordinary GraphQL errors (never a 500);
 * domain errors keep their code, anything else is masked.
 */

/**
 * POST bodies are read here, before Yoga, with the facade's JSON reader: 64 KB at most after
 * decompression (413), application/json only (415), and a body that does not parse or decode
 * is the contract's 400 — Yoga alone would read any size. Yoga then takes the parsed object;
 * the headers describing the raw bytes no longer apply to it.
 */
export const graphqlBody: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST') return next();
  jsonBody(req, res, (error?: unknown) => {
    if (error) return next(error);
    delete req.headers['content-encoding'];
    delete req.headers['content-length'];
    next();
  });
};

const report = (ctx: ValidationContext | null, error: GraphQLError) => ctx?.reportError(error);
const limit = { propagateOnRejection: false, onReject: [report] };

export function createGraphqlEndpoint(opts: {
  schema: GraphQLSchema;
  urls: Urls;
  currentModel(): ReadModel | null;
  secrets: Secrets;
  production: boolean;
}): YogaServerInstance<{ req: Request; res: Response }, Context> {
  return createYoga<{ req: Request; res: Response }, Context>({
    schema: opts.schema,
    graphqlEndpoint: '/graphql',
    graphiql: !opts.production,
    landingPage: false,
    logging: false,
    context: ({ res }) => {
      const model = opts.currentModel();
      if (!model) throw new GraphQLError('No catalog release is available right now', { extensions: { code: 'catalog_unavailable', http: { status: 503 } } });
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
      // Compiled execution (the facade's executor) for queries; introspection stays on graphql-js.
      useGraphQlJit({ disablingCapturingStackErrors: true }, { enableIf: (args) => !/__schema|__type\b/.test(args.document.loc?.source.body ?? '') }),
    ],
  });
}
