import { hostHeaderValidation } from '@modelcontextprotocol/sdk/server/middleware/hostHeaderValidation.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { strictRouter } from '../../src/http/routing.js';
import type { Logger } from '../../src/logger.js';
import type { Secrets } from '../../src/secrets.js';
import type { Urls } from '../../src/urls.js';
import type { Principal } from '../../src/auth/principal.js';
import { HttpError, toHttpError } from '../errors.js';
import { createMcpServerFactory } from './server.js';

/**
 * The agent-protocol endpoint, mounted at /mcp: MCP over Streamable HTTP, stateless
 * (a new McpServer and transport per POST, no Mcp-Session-Id) with plain JSON answers.
 *
 * - Authentication, the protocol-message budget and the refusal of credentials in the query
 *   string are the access layer's (facade/access, mounted on /mcp before this router): it puts
 *   the caller in res.locals.principal (anonymous allowed) and answers a bad credential 401
 *   with a resource_metadata challenge naming /.well-known/oauth-protected-resource/mcp.
 * - Quota is spent per tool call, not per message: once the body is read, a tools/call (and
 *   a read of a resource that mirrors a paid REST read) is charged what its REST twin costs
 *   (`charge`); initialize, notifications and the lists cost nothing.
 * - DNS-rebinding protection as the SDK recommends: the Host must be SITE_URL's host or a
 *   loopback name, and a browser Origin other than SITE_URL's is refused with 403.
 * - Only POST carries messages; in stateless mode there is no server-to-client stream to
 *   GET and no session to DELETE, so every other method is 405 with `Allow: POST`.
 * Errors at the HTTP level are JSON-RPC error objects (id null), as the SDK answers; their
 * `data` carries the contract's code, resolution and requestId. Tool failures are tool
 * results with isError, never HTTP errors.
 */

export interface McpDeps {
  schema: GraphQLSchema;
  urls: Urls;
  currentModel(): ReadModel | null;
  secrets: Secrets;
  log: Logger;
  /** Charges rate-limit units to the request's caller; false when it has answered 429. */
  charge(req: Request, res: Response, units: number): Promise<boolean>;
}

/** A POST body is one JSON-RPC message; 64 KB is the facade's bound too. */
const MAX_BODY_BYTES = 64 * 1024;
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Host names (port-agnostic) this endpoint answers for. */
export function allowedHostnames(siteUrl: string): string[] {
  return [...new Set([new URL(siteUrl).hostname, ...LOOPBACK_HOSTS])];
}

function sendRpcError(res: Response, status: number, rpcCode: number, message: string, code: string, resolution: string): void {
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify({ jsonrpc: '2.0', error: { code: rpcCode, message, data: { code, resolution, requestId: res.locals.requestId } }, id: null }));
}

/** Browsers send Origin; a page from another site must not drive this endpoint (a missing Origin is a non-browser client). */
function originCheck(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    const origin = req.get('origin');
    if (origin === undefined || origin === siteOrigin) return next();
    sendRpcError(res, 403, -32000, `Invalid Origin header: ${origin.slice(0, 200)}`, 'forbidden_origin', `Call /mcp from a non-browser client or from ${siteOrigin}.`);
  };
}

/** express.json's failures, answered as the SDK answers its own (JSON-RPC errors) with the facade's codes. */
function sendBodyError(res: Response, error: unknown): void {
  const mapped = toHttpError(error) ?? new HttpError(400, 'invalid_json', 'The request body is not valid JSON', 'Send a well-formed JSON document.');
  if (mapped.status === 413) {
    sendRpcError(res, 413, -32000, `Payload Too Large: the body must not exceed ${MAX_BODY_BYTES} bytes`, 'payload_too_large', 'Send one JSON-RPC message per POST.');
  } else if (mapped.code === 'invalid_json') {
    sendRpcError(res, 400, -32700, 'Parse error: Invalid JSON', 'invalid_json', 'Send one well-formed JSON-RPC message as the body.');
  } else {
    sendRpcError(res, mapped.status, -32000, mapped.message, mapped.code, mapped.resolution);
  }
}

const parseJson = express.json({ limit: MAX_BODY_BYTES, strict: true });

/**
 * Reads the JSON body (only when it is declared JSON: anything else is left for the
 * transport to answer 415) and allows at most one tools/call per POST: an old-style
 * JSON-RPC batch of calls would hold one heavy-request slot for many tools' work.
 */
const readBody: RequestHandler = (req, res, next) => {
  parseJson(req, res, (error?: unknown) => {
    if (error) return sendBodyError(res, error);
    const calls = Array.isArray(req.body) ? req.body.filter((m: unknown) => (m as { method?: unknown } | null)?.method === 'tools/call').length : 0;
    if (calls > 1) {
      sendRpcError(res, 400, -32600, 'Invalid Request: at most one tools/call per POST', 'batch_not_supported', 'Send each tools/call in its own POST.');
      return;
    }
    next();
  });
};

export function createMcpRouter(deps: McpDeps): Router {
  const router = strictRouter();
  const servers = createMcpServerFactory(deps);

  /** Charges the message's tool call (or paid resource read) before it runs. */
  const chargeCalls: RequestHandler = (req, res, next) => {
    const messages: unknown[] = Array.isArray(req.body) ? req.body : [req.body];
    const units = messages.reduce<number>((sum, message) => sum + servers.cost(message), 0);
    if (units === 0) return next();
    deps.charge(req, res, units).then((ok) => {
      if (ok) next();
    }, next);
  };

  router.use('/', (req, _res, next) => (req.path === '/' ? next() : next('router')));
  router.use(hostHeaderValidation(allowedHostnames(deps.urls.site)));
  router.use(originCheck(new URL(deps.urls.site).origin));

  router.post('/', readBody, chargeCalls, async (req, res) => {
    const server = servers.create({
      model: deps.currentModel(),
      principal: res.locals.principal as Principal | undefined,
      requestId: res.locals.requestId as string,
    });
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });

  router.all('/', (req, res) => {
    res.setHeader('Allow', 'POST');
    sendRpcError(
      res,
      405,
      -32000,
      'Method not allowed.',
      'method_not_allowed',
      `${req.method} is not supported: this MCP endpoint is stateless, with no stream to GET and no session to DELETE. POST JSON-RPC messages with Accept: application/json, text/event-stream.`,
    );
  });
  return router;
}
