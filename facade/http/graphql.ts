import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Request, RequestHandler, Response } from 'express';
import { HttpError } from '../errors.js';
import { jsonBody } from '../json-body.js';
import { GRAPHIQL_CSP, renderGraphiql } from './graphiql.js';
import type { Context } from '../../schema/context.js';
import { requestContext } from '../request-context.js';
import type { Principal } from '../../src/auth/principal.js';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors.js';
import { DomainError } from '../../src/errors.js';
import type { Secrets } from '../../src/secrets.js';
import type { Urls } from '../../src/urls.js';
import { costRule, createCostMeter, readOnlyOperations, type OperationParams } from './graphql-cost.js';
import { CompileGate, parsedDocumentCaches } from '../../src/graphql-memory.js';

/**
 * /graphql for internal tools: the same schema and context factory as the facade.
 *
 * In front of Yoga: the body is read with the facade's JSON reader (64 KB, 413/415/400 with
 * the Error body), and the operation's cost beyond its first rate-limit unit is charged
 * (facade/http/graphql-cost.ts). Inside Yoga, documents that cannot run — syntax errors,
 * GraphQL Armor's depth, alias, token and directive limits, the cost limit, mutations and
 * subscriptions (there are none), unknown fields, bad variables — are 400 with GraphQL errors,
 * never a 500. In production field suggestions ("Did you mean …?") are removed from every
 * message and introspection answers credentialed callers only. Domain errors keep their code;
 * anything else is masked.
 */

export const MAX_TOKENS = 2000;

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
    if (Object.keys(req.body as object).length === 0) {
      return next(new HttpError(400, 'invalid_json', 'The request body must carry a GraphQL query', 'Send {"query": "...", "variables": {...}}.'));
    }
    delete req.headers['content-encoding'];
    delete req.headers['content-length'];
    next();
  });
};

function paramsOf(req: Request): OperationParams {
  if (req.method === 'POST') return req.body as OperationParams;
  const query = req.query as Record<string, unknown>;
  let variables: unknown;
  try {
    variables = typeof query.variables === 'string' ? JSON.parse(query.variables) : undefined;
  } catch {
    variables = undefined;
  }
  return { query: query.query, variables, operationName: query.operationName };
}

/**
 * Charges what the operation costs beyond the unit the rate limiter already took, so one
 * GraphQL call reads no more than the same quota buys through REST; 429 as on REST.
 */
export function chargeGraphqlCost(schema: GraphQLSchema, chargeExtra: (req: Request, res: Response, units: number) => Promise<boolean>): RequestHandler {
  const unitsOf = createCostMeter(schema, MAX_TOKENS);
  return (req, res, next) => {
    const units = req.method === 'POST' || req.method === 'GET' ? unitsOf(paramsOf(req)) : null;
    if (units === null || units <= 1) return next();
    chargeExtra(req, res, units - 1).then((ok) => {
      if (ok) next();
    }, next);
  };
}

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function rebuild(error: GraphQLError, message: string, extensions: GraphQLError['extensions']): GraphQLError {
  return new GraphQLError(message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, originalError: error.originalError, extensions });
}

const withoutSuggestions = (error: GraphQLError): GraphQLError => rebuild(error, error.message.replace(SUGGESTION, ''), error.extensions);

/**
 * Per-request validation (the cost rule needs the request's variables; introspection depends
 * on the caller), and HTTP 400 for every answer without data — a document that never ran —
 * whatever the Accept header (Yoga answers application/json clients 200). Statuses a failure
 * names itself (503 without a release) stay.
 */
function requestRules(production: boolean): Plugin<{ req: Request; res: Response }> {
  return {
    onValidate({ addValidationRule, context }) {
      const { params, res } = context as unknown as { params: OperationParams; res: Response };
      addValidationRule(readOnlyOperations);
      addValidationRule(costRule(params));
      const principal = res.locals.principal as Principal | undefined;
      if (production && (principal?.kind ?? 'anonymous') === 'anonymous') addValidationRule(NoSchemaIntrospectionCustomRule);
      return ({ valid, result, setResult }) => {
        if (!valid && production) setResult(result.map((error) => (error instanceof GraphQLError ? withoutSuggestions(error) : error)));
      };
    },
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length || result.data) return;
      setResult({ ...result, extensions: { ...result.extensions, http: { status: 400 } } });
    },
  };
}

const report = (ctx: ValidationContext | null, error: GraphQLError) => ctx?.reportError(error);

/** GraphiQL's page alone allows the inline styles its editor writes (graphiql.ts). */
const graphiqlPolicy: Plugin = {
  onResponse({ response }) {
    if (response.headers.get('content-type')?.startsWith('text/html')) response.headers.set('content-security-policy', GRAPHIQL_CSP);
  },
};
const limit = { propagateOnRejection: false, onReject: [report] };
const retryLater = { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) };

const jitWorthy = (gate: CompileGate, source: string) => !/__schema|__type\b/.test(source) && gate.shouldCompile(source);

export const GRAPHQL_PATH = '/graphql';

interface EndpointOptions {
  schema: GraphQLSchema;
  urls: Urls;
  currentModel(): ReadModel | null;
  secrets: Secrets;
  production: boolean;
}

/**
 * The Yoga handler of GRAPHQL_PATH, built on the first request: Yoga, GraphQL Armor and
 * graphql-jit then load only in a process that serves GraphQL, not in every start.
 */
export function createGraphqlEndpoint(opts: EndpointOptions): RequestHandler {
  let yoga: Promise<RequestHandler> | null = null;
  return (req, res, next) => {
    if (!yoga) {
      yoga = createYogaHandler(opts);
      yoga.catch(() => {
        yoga = null;
      });
    }
    yoga.then((handler) => handler(req, res, next), next);
  };
}

async function createYogaHandler(opts: EndpointOptions): Promise<RequestHandler> {
  const [{ createYoga }, { useGraphQlJit }, { EnvelopArmorPlugin }] = await Promise.all([import('graphql-yoga'), import('@envelop/graphql-jit'), import('@escape.tech/graphql-armor')]);
  const compileGate = new CompileGate();
  const yoga = createYoga<{ req: Request; res: Response }, Context>({
    schema: opts.schema,
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: !opts.production,
    renderGraphiQL: renderGraphiql,
    landingPage: false,
    logging: false,
    // Callers authenticate with a bearer header, never cookies: any page may call, none with credentials.
    cors: { origin: '*', credentials: false, methods: ['GET', 'POST', 'OPTIONS'], allowedHeaders: ['Content-Type', 'Authorization', 'X-Request-Id'], maxAge: 600 },
    parserAndValidationCache: parsedDocumentCaches(),
    context: ({ res }) => {
      const model = opts.currentModel();
      if (!model) throw new GraphQLError('No catalog release is available right now', { extensions: { code: 'catalog_unavailable', http: { status: 503, headers: retryLater } } });
      // A /graphql caller's arguments are validated by each field.
      return requestContext(res, model, opts, false);
    },
    maskedErrors: {
      maskError(error, message) {
        const original = error instanceof GraphQLError ? error.originalError : error;
        if (original instanceof DomainError) {
          return new GraphQLError(original.message, { extensions: { code: original.code, resolution: original.resolution } });
        }
        if (error instanceof GraphQLError && !error.originalError) return opts.production ? withoutSuggestions(error) : error;
        return new GraphQLError(message, { extensions: { code: 'internal_error' } });
      },
    },
    plugins: [
      EnvelopArmorPlugin({
        maxDepth: { n: 8, ...limit },
        maxAliases: { n: 30, ...limit },
        // Token counting runs in the parser, where there is no validation context to report to;
        // its rejection is a syntax error, answered 400 like any other.
        maxTokens: { n: MAX_TOKENS },
        maxDirectives: { n: 10, ...limit },
        // Shape only (not list sizes): the list-aware cost is graphql-cost.ts's.
        costLimit: { maxCost: 12_000, ...limit },
        blockFieldSuggestion: { enabled: opts.production },
      }),
      requestRules(opts.production),
      ...(opts.production ? [] : [graphiqlPolicy]),
      // Compiled execution (the facade's executor) for queries clients repeat (bounded: graphql-memory.ts); introspection stays on graphql-js.
      useGraphQlJit({ disablingCapturingStackErrors: true }, { enableIf: (args) => jitWorthy(compileGate, args.document.loc?.source.body ?? '') }),
    ],
  });
  // Yoga is a Node request listener.
  return yoga as unknown as RequestHandler;
}
