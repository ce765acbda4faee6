import fc from 'fast-check';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeB64Json, PAY_TO } from '../access/helpers.js';
import { startTestServer, type TestServer } from '../support/app.js';

/**
 * Generated hostile input for every door the service has besides the REST parameters
 * (test/fuzz/endpoints.test.ts): raw request targets, headers, /graphql, /mcp, the OAuth and
 * contact endpoints, the pages, x402 payment headers, and raw bytes on a socket. Over at
 * least 1,000 inputs each, no answer may be a 5xx, and each refusal has the form of its door.
 * One suite over 300 lines: every door shares the two servers, each a seeded database.
 */

const RUNS = 1000;
let server: TestServer;
let paid: TestServer;
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

beforeAll(async () => {
  const generous = { RATE_LIMIT_ANONYMOUS: '100000000;w=60', RATE_LIMIT_CREDENTIALED: '100000000;w=60', TRUST_PROXY: 'loopback', LOG_LEVEL: 'silent' };
  [server, paid] = await Promise.all([startTestServer(generous), startTestServer({ ...generous, X402_ENABLED: 'true', X402_PAY_TO: PAY_TO, X402_FACILITATOR_URL: 'offline' })]);
});
afterAll(async () => {
  agent.destroy();
  await Promise.all([server?.close(), paid?.close()]);
});

interface Answer {
  status: number;
  type: string;
  text: string;
}

/** One request exactly as given (no URL normalisation), over kept-alive connections; null when Node's client refuses to send it. */
function send(base: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer | null> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let req: http.ClientRequest;
    try {
      req = http.request({ host: hostname, port, path, method: init.method ?? 'GET', headers: init.headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      });
    } catch {
      resolve(null);
      return;
    }
    // A kept-alive socket the server closed meanwhile is retried on a fresh one (Node's documented pattern).
    req.on('error', (error: NodeJS.ErrnoException) => (req.reusedSocket && error.code === 'ECONNRESET' ? send(base, path, init).then(resolve, reject) : reject(error)));
    req.end(init.body);
  });
}

/** No 5xx; a JSON 4xx from the API doors is the contract's Error body. */
function judge(answer: Answer | null, form: 'error' | 'any' = 'error'): void {
  if (!answer) return;
  expect(answer.status, answer.text.slice(0, 300)).toBeLessThan(500);
  if (form === 'any' || answer.status < 400 || answer.status === 402 || !answer.type.startsWith('application/json')) return;
  const body = JSON.parse(answer.text);
  expect(body.schemaVersion, answer.text.slice(0, 300)).toBe(1);
  for (const field of ['code', 'message', 'resolution', 'requestId']) expect(typeof body.error[field]).toBe('string');
}

const ip = fc.tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map(([a, b, c]) => `198.${a}.${b}.${c}`);
const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 120 });
const escape = fc.oneof(
  fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
  fc.constantFrom('%', '%Z', '%ZZ', '%E0%A4%A', '%C0%AF', '%ED%A0%80', '%2F', '%2e%2e', '%00', '%FF%FE'),
);
const segment = fc.oneof(
  fc.constantFrom(
    'agent-api',
    'AGENT-API',
    'v1',
    'V1',
    'products',
    'PRODUCTS',
    'Products',
    'offers',
    'search',
    'Search',
    'compare',
    'builds',
    'batch',
    'jobs',
    'result',
    'sandbox',
    'openapi.json',
    'graphql',
    'mcp',
    'produkte',
    'en',
    'kerko',
    'kategori',
    'ndertime',
    'ndertuesi',
    'oauth',
    'token',
    '.well-known',
    '',
    '.',
    '..',
    '1001',
    '0',
    '-1',
    '99999999999999999999',
    'service_job_x',
  ),
  fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@-]{1,12}$/),
  fc.array(fc.oneof(escape, fc.stringMatching(/^[a-z0-9]{1,4}$/)), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')),
);
const query = fc.option(
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom('q', 'ids', 'limit', 'cursor', 'sort', 'category', 'inStockOnly', 'query', 'variables', 'page', 'build', 'token', 'api_key'), segment),
        fc.oneof(segment, printable.map(encodeURIComponent), escape),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  { nil: undefined },
);
const target = fc
  .tuple(fc.array(segment, { minLength: 0, maxLength: 6 }), fc.boolean(), query)
  .map(([segments, trailing, q]) => `/${segments.join('/')}${trailing ? '/' : ''}${q === undefined ? '' : `?${q}`}`);

describe('fuzz: doors', () => {
  it('any request target, method and body', async () => {
    await fc.assert(
      fc.asyncProperty(
        target,
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
        fc.option(
          fc.jsonValue().map((v) => JSON.stringify(v)),
          { nil: undefined },
        ),
        async (path, method, body) => {
          const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
          const answer = await send(server.url, path, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
          // HEAD answers carry no body; /mcp, /oauth and /graphql refuse in their own protocols' forms.
          judge(answer, method === 'HEAD' || /^\/(mcp|oauth|graphql)(\/|\?|$)/.test(path) ? 'any' : 'error');
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('any headers on the API', async () => {
    const header = fc.oneof(
      printable,
      fc.constantFrom(
        '',
        'Bearer ',
        'Bearer kpc_live_x',
        'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x',
        'Basic !!!',
        'Basic Og==',
        'respond-async',
        'respond-async; wait=1',
        'gzip',
        'br',
        'identity',
        'application/json',
        'text/plain',
        'application/json; charset=latin1',
        'application/json; charset=utf-16',
      ),
    );
    const headers = fc.record(
      {
        authorization: header,
        'idempotency-key': header,
        prefer: header,
        'x-request-id': header,
        accept: header,
        'content-type': header,
        'content-encoding': header,
        origin: header,
        'x-forwarded-for': fc.oneof(ip, header),
        'payment-signature': header,
      },
      { requiredKeys: [] },
    );
    const route = fc.constantFrom<[string, string]>(
      ['GET', '/search?q=rtx%204060'],
      ['GET', '/products/1001'],
      ['GET', '/compare?ids=1001,1002'],
      ['GET', '/builds'],
      ['POST', '/build-plan'],
      ['POST', '/batch'],
      ['GET', '/jobs/service_job_0'],
      ['GET', '/'],
    );
    const bodies: Record<string, string> = {
      '/build-plan': JSON.stringify({ useCase: 'gaming', budget: 900 }),
      '/batch': JSON.stringify({ operations: [{ path: '/builds' }, { path: '/products/1001' }] }),
    };
    await fc.assert(
      fc.asyncProperty(route, headers, async ([method, path], given) => {
        judge(await send(server.url, `/agent-api/v1${path}`, { method, headers: given, body: bodies[path] }));
      }),
      { numRuns: RUNS },
    );
  });

  it('/graphql documents, variables and operation names', async () => {
    const field = fc.constantFrom(
      'catalog',
      'product(id: 1001)',
      'products(ids: [1001, 1002])',
      'compare(ids: [1001])',
      'builds',
      'search(q: "ssd", limit: 25)',
      'search(q: "x")',
      'buildPlan(request: {useCase: "gaming"})',
      '__schema',
      '__typename',
      'nope',
      'product(id: $id)',
      'products(ids: $ids)',
    );
    const sub = fc.constantFrom(
      '',
      '{ id }',
      '{ releaseId }',
      '{ results { id offers { id store } } }',
      '{ products { id } }',
      '{ id name offers { storeName } }',
      '{ plan }',
      '{ types { name } }',
      '{ x { y } }',
      '{ ...F }',
    );
    const doc = fc.oneof(
      fc
        .tuple(
          fc.constantFrom('', 'query ', 'query Q($id: Int, $ids: [Int!]) ', 'mutation ', 'subscription ', 'query Q '),
          fc.array(fc.tuple(fc.option(fc.stringMatching(/^[a-z]{1,3}$/)), field, sub), { minLength: 0, maxLength: 35 }),
          fc.constantFrom('', ' fragment F on Product { id ...F }', ' fragment F on Query { catalog { releaseId } }'),
        )
        .map(([op, fields, frag]) => `${op}{ ${fields.map(([alias, f, s]) => `${alias ? `${alias}: ` : ''}${f} ${s}`).join(' ')} }${frag}`),
      fc.string({ maxLength: 300 }),
    );
    const variables = fc.oneof(
      fc.jsonValue(),
      fc.record({ id: fc.oneof(fc.integer(), fc.string()), ids: fc.array(fc.oneof(fc.integer(), fc.constant('x')), { maxLength: 40 }) }, { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(doc, variables, fc.option(fc.oneof(fc.constant('Q'), printable), { nil: undefined }), fc.boolean(), async (query, vars, operationName, viaGet) => {
        const answer = viaGet
          ? await send(server.url, `/graphql?${new URLSearchParams({ query, variables: JSON.stringify(vars), ...(operationName === undefined ? {} : { operationName }) })}`)
          : await send(server.url, '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: vars, operationName }) });
        judge(answer, 'any');
        expect(answer!.text).not.toContain('internal_error');
      }),
      { numRuns: RUNS },
    );
  });

  it('/mcp JSON-RPC messages', async () => {
    const tool = fc.constantFrom('search_products', 'get_product', 'get_offers', 'compare_products', 'list_builds', 'plan_build', 'nope');
    const message = fc.oneof(
      fc.record(
        {
          jsonrpc: fc.constant('2.0'),
          id: fc.oneof(fc.integer(), fc.string()),
          method: fc.constant('tools/call'),
          params: fc.record(
            {
              name: tool,
              arguments: fc.oneof(
                fc.jsonValue(),
                fc.record({ q: fc.string(), id: fc.oneof(fc.integer(), fc.string()), ids: fc.array(fc.integer()), useCase: fc.string(), limit: fc.integer() }, { requiredKeys: [] }),
              ),
            },
            { requiredKeys: [] },
          ),
        },
        { requiredKeys: ['jsonrpc'] },
      ),
      fc.record(
        { jsonrpc: fc.constant('2.0'), id: fc.integer(), method: fc.constantFrom('initialize', 'tools/list', 'ping', 'resources/list', 'x'), params: fc.jsonValue() },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    await fc.assert(
      fc.asyncProperty(message, fc.constantFrom('application/json, text/event-stream', 'application/json', '*/*'), async (body, accept) => {
        judge(await send(server.url, '/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept }, body: JSON.stringify(body) }), 'any');
      }),
      { numRuns: RUNS },
    );
  });

  it('/oauth/token and /api/mail bodies', async () => {
    const form = fc
      .array(fc.tuple(fc.constantFrom('grant_type', 'client_id', 'client_secret', 'scope', 'x'), fc.oneof(printable, fc.constantFrom('client_credentials', 'catalog.read', 'password'))), {
        maxLength: 6,
      })
      .map((pairs) => new URLSearchParams(pairs).toString());
    const mail = fc.oneof(
      fc
        .record({ name: fc.string(), email: fc.oneof(fc.emailAddress(), fc.string()), subject: fc.string(), message: fc.string({ maxLength: 600 }) }, { requiredKeys: [] })
        .map((v) => JSON.stringify(v)),
      fc.jsonValue().map((v) => JSON.stringify(v)),
    );
    await fc.assert(
      fc.asyncProperty(fc.boolean(), form, mail, fc.option(printable, { nil: undefined }), ip, async (token, formBody, mailBody, authorization, from) => {
        const headers: Record<string, string> = {
          'x-forwarded-for': from,
          'content-type': token ? 'application/x-www-form-urlencoded' : 'application/json',
          ...(authorization === undefined ? {} : { authorization }),
        };
        const answer = await send(server.url, token ? '/oauth/token' : '/api/mail', { method: 'POST', headers, body: token ? formBody : mailBody });
        judge(answer, token ? 'any' : 'error');
        if (token && answer && answer.status >= 400) expect(JSON.parse(answer.text).error).toEqual(expect.any(String));
      }),
      { numRuns: RUNS },
    );
  });

  it('pages and the builder form', async () => {
    const pagePath = fc
      .tuple(
        fc.constantFrom('/', '/en', '/produkte/', '/en/products/', '/ndertime/', '/en/builds/', '/kategori/', '/en/categories/', '/kerko', '/en/search', '/ndertuesi', '/en/builder'),
        fc.option(segment, { nil: '' }),
        query,
      )
      .map(([prefix, rest, q]) => `${prefix}${prefix.length > 1 && prefix.endsWith('/') ? rest : ''}${q === undefined ? '' : `?${q}`}`);
    const builderForm = fc
      .array(
        fc.tuple(
          fc.constantFrom('useCase', 'budget', 'requirements', 'inStockOnly', 'CPU', 'GPU', 'build', 'cpuBrand'),
          fc.oneof(printable, fc.constantFrom('gaming', '900', '-1', '1e9', 'on')),
        ),
        { maxLength: 8 },
      )
      .map((pairs) => new URLSearchParams(pairs).toString());
    await fc.assert(
      fc.asyncProperty(pagePath, fc.boolean(), builderForm, async (path, post, body) => {
        const answer = post
          ? await send(server.url, path.startsWith('/en') ? '/en/builder' : '/ndertuesi', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
          : await send(server.url, path);
        judge(answer);
      }),
      { numRuns: RUNS },
    );
  });

  it('x402 payment headers on paid routes', async () => {
    const authorization = fc.record(
      {
        from: fc.oneof(fc.constant('0x2222222222222222222222222222222222222222'), printable),
        to: fc.oneof(fc.constant(PAY_TO), printable),
        value: fc.oneof(fc.constant('10000'), fc.bigInt({ min: -1n, max: 2n ** 300n }).map(String)),
        validAfter: fc.bigInt({ min: 0n, max: 2n ** 80n }).map(String),
        validBefore: fc.bigInt({ min: 0n, max: 2n ** 300n }).map(String),
        nonce: fc.oneof(fc.constant(`0x${'ab'.repeat(32)}`), printable),
      },
      { requiredKeys: [] },
    );
    const payment = fc.oneof(
      fc
        .record(
          {
            x402Version: fc.oneof(fc.constant(2), fc.integer()),
            resource: fc.jsonValue(),
            accepted: fc.jsonValue(),
            payload: fc.record({ signature: fc.oneof(fc.constant(`0x${'11'.repeat(65)}`), printable), authorization }, { requiredKeys: [] }),
          },
          { requiredKeys: [] },
        )
        .map(encodeB64Json),
      fc.jsonValue().map(encodeB64Json),
      printable,
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/search?q=ssd', '/builds', '/products/1001', '/products/1001/offers', '/compare?ids=1001,1002'), payment, async (path, header) => {
        judge(await send(paid.url, `/agent-api/v1${path}`, { headers: { 'payment-signature': header } }));
      }),
      { numRuns: RUNS },
    );
  });
});

/** Bytes straight onto a new connection; the answer's status, or null when the server closed without one. */
function rawStatus(bytes: Buffer): Promise<number | null> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(null) : reject(error)));
    socket.on('close', () => {
      const head = /^HTTP\/1\.1 (\d{3}) /.exec(Buffer.concat(chunks).toString('latin1'));
      resolve(head ? Number(head[1]) : null);
    });
  });
}

describe('fuzz: raw sockets', () => {
  it('any bytes on a connection', async () => {
    const line = fc.oneof(fc.string({ unit: fc.integer({ min: 0, max: 255 }).map((c) => String.fromCharCode(c)), maxLength: 80 }), printable);
    const request = fc.tuple(
      fc.oneof(fc.constantFrom('GET', 'POST', 'HEAD', 'OPTIONS', 'PRI', 'CONNECT', 'G ET', ''), printable),
      fc.oneof(target, printable, fc.constantFrom('*', 'http://x/agent-api/v1/', '//', '/agent-api/v1/builds')),
      fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1', 'http/1.1', ''),
      fc.array(
        fc.oneof(
          line,
          fc.constantFrom(
            'Host: x',
            'Content-Length: 5',
            'Content-Length: -1',
            'Content-Length: 99999999999999999999',
            'Transfer-Encoding: chunked',
            'Transfer-Encoding: gzip, chunked',
            'Content-Type: application/json',
            'Content-Encoding: gzip',
            'Expect: 100-continue',
            'Connection: upgrade',
            'Upgrade: websocket',
          ),
        ),
        { maxLength: 8 },
      ),
      fc.oneof(line, fc.constantFrom('', '{}', '0\r\n\r\n', '5\r\nhello\r\n0\r\n\r\n', 'zz\r\n')),
    );
    await fc.assert(
      fc.asyncProperty(request, async ([method, path, version, headers, body]) => {
        const status = await rawStatus(Buffer.from(`${method} ${path} ${version}\r\n${headers.join('\r\n')}\r\n\r\n${body}`, 'latin1'));
        if (status !== null) expect(status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
