import { describe, expect, it } from 'vitest';
import { buildReadModel } from '../../src/catalog/read-model.js';
import { ResponseCache, stringBytes } from '../../src/response-cache.js';

const model = (id: string, degraded = false) =>
  buildReadModel({ id, generatedAt: '2026-11-20T00:00:00.000Z', publishedAt: '2026-11-20T00:00:00.000Z', stores: [], products: [], offers: [], builds: [] }, degraded);

describe('response cache', () => {
  it('keeps bodies per release and per degraded flag', () => {
    const cache = new ResponseCache();
    expect(cache.set(model('a'), 'k', 'A')).toEqual(Buffer.from('A'));
    expect(cache.get(model('a'), 'k')?.toString()).toBe('A');
    expect(cache.get(model('b'), 'k')).toBeUndefined();
    expect(cache.get(model('a', true), 'k')).toBeUndefined();
  });

  it('counts keys as the heap holds them', () => {
    expect(stringBytes('abc ë')).toBe(5);
    expect(stringBytes('abc €')).toBe(10);
  });

  it('evicts the least recently used entries beyond its entry and byte bounds', () => {
    const byEntries = new ResponseCache(2, 1_000_000);
    const m = model('a');
    byEntries.set(m, '1', 'x');
    byEntries.set(m, '2', 'y');
    byEntries.get(m, '1');
    byEntries.set(m, '3', 'z');
    expect(byEntries.get(m, '2')).toBeUndefined();
    expect(byEntries.get(m, '1')?.toString()).toBe('x');
    // Bodies are counted in UTF-8 bytes, keys as the heap holds them.
    const byBytes = new ResponseCache(100, 3_700);
    byBytes.set(m, 'a', 'x'.repeat(1_000));
    byBytes.set(m, 'b', 'y'.repeat(1_000));
    expect(byBytes.size).toBe(2);
    byBytes.set(m, 'c', `€${'z'.repeat(999)}`);
    expect(byBytes.get(m, 'a')).toBeUndefined();
    expect(byBytes.get(m, 'b')?.toString()).toBe('y'.repeat(1_000));
    expect(byBytes.get(m, 'c')).toHaveLength(1_002);
    expect(byBytes.memoryBytes).toBeLessThanOrEqual(3_700);
    byBytes.set(m, 'huge', 'h'.repeat(5_000));
    expect(byBytes.get(m, 'huge')).toBeUndefined();
    expect(byBytes.size).toBe(2);
  });
});
