import { describe, expect, it } from 'vitest';
import { buildReadModel } from '../../src/catalog/read-model.js';
import { ResponseCache, stringBytes } from '../../src/response-cache.js';

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

  it('counts strings as the heap holds them', () => {
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
    expect(byEntries.get(m, '1')).toBe('x');
    const byBytes = new ResponseCache(100, 3_400);
    byBytes.set(m, 'a', 'x'.repeat(1_000));
    byBytes.set(m, 'b', 'y'.repeat(1_000));
    expect(byBytes.size).toBe(2);
    // One character beyond Latin-1 makes V8 keep the whole string at two bytes a character.
    byBytes.set(m, 'c', `€${'z'.repeat(999)}`);
    expect(byBytes.get(m, 'a')).toBeUndefined();
    expect(byBytes.get(m, 'b')).toBe('y'.repeat(1_000));
    expect(byBytes.get(m, 'c')).toHaveLength(1_000);
    expect(byBytes.memoryBytes).toBeLessThanOrEqual(3_400);
    byBytes.set(m, 'huge', 'h'.repeat(5_000));
    expect(byBytes.get(m, 'huge')).toBeUndefined();
    expect(byBytes.size).toBe(2);
  });
});
