import { describe, expect, it } from 'vitest';
import { buildReadModel } from '../../src/catalog/read-model.js';
import { ResponseCache } from '../../src/response-cache.js';

const model = (id: string, degraded = false) =>
  buildReadModel({ id, generatedAt: '2026-11-20T00:00:00.000Z', publishedAt: '2026-11-20T00:00:00.000Z', stores: [], products: [], offers: [], builds: [] }, degraded);

describe('response cache', () => {
  it('keeps bodies per release and per degraded flag', () => {
    const cache = new ResponseCache();
    cache.set(model('a'), 'k', 'A');
    expect(cache.get(model('a'), 'k')).toBe('A');
    expect(cache.get(model('b'), 'k')).toBeUndefined();
    expect(cache.get(model('a', true), 'k')).toBeUndefined();
  });

  it('evicts the least recently used entries beyond its entry and byte bounds', () => {
    const byEntries = new ResponseCache(2, 1_000_000);
    const m = model('a');
    byEntries.set(m, '1', 'x');
    byEntries.set(m, '2', 'y');
    byEntries.get(m, '1');
    byEntries.set(m, '3', 'z');
    expect(byEntries.get(m, '2')).toBeUndefined();
    expect(byEntries.get(m, '1')).toBe('x');
    const byBytes = new ResponseCache(100, 10);
    byBytes.set(m, 'a', '€€€');
    byBytes.set(m, 'b', '€€');
    expect(byBytes.get(m, 'a')).toBeUndefined();
    expect(byBytes.get(m, 'b')).toBe('€€');
  });
});
