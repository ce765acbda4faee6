import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompileGate, MAX_COMPILED, parsedDocumentCaches, PARSED_DOCUMENTS } from '../../src/graphql-memory.js';
import { Lru } from '../../src/lru.js';
import { startTestServer, type TestServer } from '../support/app.js';
import { request } from '../support/http.js';

/** Every per-input memory of the service is bounded; each bound evicts beyond its N. */

describe('LRU map', () => {
  it('keeps the N most recently used entries', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.size).toBe(2);
    expect(lru.peek('b')).toBeUndefined();
    expect(lru.peek('a')).toBe(1);
    expect(lru.peek('c')).toBe(3);
  });
});

describe('GraphQL documents', () => {
  it('compiles only documents seen repeatedly, and no more than its lifetime bound', () => {
    const gate = new CompileGate(3, 2);
    expect([gate.shouldCompile('q1'), gate.shouldCompile('q1'), gate.shouldCompile('q1'), gate.shouldCompile('q1')]).toEqual([false, false, true, true]);
    for (let i = 0; i < 3; i++) gate.shouldCompile('q2');
    expect(gate.compiledCount).toBe(2);
    for (let i = 0; i < 5; i++) expect(gate.shouldCompile('q3')).toBe(false);
    expect(gate.shouldCompile('q2')).toBe(true);
  });

  it('keeps at most PARSED_DOCUMENTS parsed documents', () => {
    const { documentCache } = parsedDocumentCaches();
    for (let i = 0; i <= PARSED_DOCUMENTS; i++) documentCache.set(`query Q${i} { builds { id } }`, undefined as never);
    expect(documentCache.size).toBe(PARSED_DOCUMENTS);
  });
});

describe('a server fed unique GraphQL documents and batch shapes', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_ANONYMOUS: '100000;w=60' });
  });
  afterAll(async () => server?.close());

  it('answers them all the same, compiled or not', async () => {
    const ids = [1001, 1002, 1003];
    const post = (path: string, body: unknown) => request(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const repeated = '{ product(id: 1001) { id name } }';
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await post('/graphql', { query: repeated })).text);
    expect(new Set(answers).size).toBe(1);
    for (let n = 0; n < MAX_COMPILED + 10; n++) {
      const res = await post('/graphql', { query: `query Q${n} { ${ids.map((id, k) => `p${n}_${k}: product(id: ${id}) { id }`).join(' ')} }` });
      expect(res.body.data[`p${n}_0`]).toEqual({ id: 1001 });
    }
    const kinds = ['/builds', '/products/1001', '/search?q=rtx'];
    for (let n = 0; n < 30; n++) {
      const operations = Array.from({ length: 4 }, (_, k) => ({ path: `${kinds[(n >> k) % kinds.length]}${kinds[(n >> k) % kinds.length].includes('?') ? '&' : '?'}limit=${(n % 5) + 1}` }));
      const res = await post('/agent-api/v1/batch', { operations });
      expect(res.status).toBe(200);
      expect(res.body.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    }
  });
});
