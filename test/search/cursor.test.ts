import { describe, expect, it } from 'vitest';
import { DomainError } from '../../src/errors.js';
import { CURSOR_MAX_LENGTH, decodeCursor, encodeCursor } from '../../src/search/cursor.js';
import { search } from '../../src/search/search.js';
import { CURSOR_KEY, ctx, fixtureModel } from './fixture.js';
import { ids, params, run, walk } from './helpers.js';

const model = fixtureModel();

function errorOf(fn: () => unknown): DomainError {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
}

describe('walking nextCursor', () => {
  it.each([[[1]], [[2]], [[3, 1, 7]], [[25]], [[4, 2]]])('visits every match exactly once with limits %j', (limits) => {
    const all = ids(model, 'corsair');
    const browseAll = run(model, 'cheapest', { limit: 25 });
    for (const [q, expected] of [
      ['corsair', all],
      ['cheapest', null],
    ] as const) {
      const w = walk(model, q, limits);
      expect(new Set(w.ids).size).toBe(w.ids.length);
      expect(w.ids.length).toBe(w.total);
      if (expected) expect(w.ids).toEqual(expected);
    }
    expect(walk(model, 'cheapest', limits).ids.slice(0, 25)).toEqual(browseAll.productIds);
  });

  it('ends with a null cursor and none when everything fits', () => {
    const r = run(model, 'rtx 4060', { limit: 25 });
    expect(r.totalMatches).toBe(4);
    expect(r.nextCursor).toBeNull();
    expect(run(model, 'rtx 4060', { limit: 4 }).nextCursor).toBeNull();
    expect(run(model, 'rtx 4060', { limit: 3 }).nextCursor).not.toBeNull();
  });

  it('issues short, URL-safe cursors', () => {
    const c = run(model, 'a'.repeat(160) + ' ë'.repeat(40), { limit: 1 }).nextCursor;
    const d = run(model, 'corsair', { limit: 1 }).nextCursor!;
    for (const cursor of [c, d].filter((x): x is string => x !== null)) {
      expect(cursor.length).toBeLessThanOrEqual(CURSOR_MAX_LENGTH);
      expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    }
  });
});

describe('cursor binding', () => {
  const first = run(model, 'corsair', { limit: 1 });
  const cursor = first.nextCursor!;

  it('accepts the same parameters with another limit', () => {
    expect(run(model, 'corsair', { cursor, limit: 5 }).productIds[0]).toBe(ids(model, 'corsair')[1]);
  });

  it.each([
    ['q', { q: 'corsair psu' }],
    ['category', { category: 'PSU' as const }],
    ['sort', { sort: 'relevance' as const }],
    ['inStockOnly', { inStockOnly: false }],
  ])('rejects reuse with another %s', (_field, change) => {
    const e = errorOf(() => search(model, { ...params('corsair', { cursor, limit: 1 }), ...change }, ctx));
    expect(e).toMatchObject({ kind: 'invalid_input', code: 'cursor_mismatch' });
  });

  it('rejects a cursor from another release', () => {
    const next = fixtureModel('fixture-release-2');
    const e = errorOf(() => run(next, 'corsair', { cursor }));
    expect(e).toMatchObject({
      kind: 'invalid_input',
      code: 'cursor_expired',
      message: 'The cursor belongs to an older catalog release',
      resolution: 'Restart the search without a cursor',
    });
  });
});

describe('tampering', () => {
  const cursor = run(model, 'corsair', { limit: 1 }).nextCursor!;
  const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);

  it.each([
    ['a flipped payload character', flip(cursor, 3)],
    ['a flipped signature character', flip(cursor, cursor.length - 2)],
    ['a truncated cursor', cursor.slice(0, -4)],
    ['garbage', 'not-a-cursor'],
    ['characters outside base64url', cursor.slice(0, -1) + '='],
    ['an empty string', ''],
    ['an over-long value', 'A'.repeat(600)],
  ])('rejects %s as invalid_cursor', (_what, bad) => {
    expect(errorOf(() => run(model, 'corsair', { cursor: bad }))).toMatchObject({ kind: 'invalid_input', code: 'invalid_cursor' });
  });

  it('rejects a cursor signed with another key', () => {
    const binding = { q: 'corsair', category: null, sort: null, inStockOnly: true, releaseId: model.release.id };
    const forged = encodeCursor(1, binding, Buffer.from('another key'));
    expect(errorOf(() => run(model, 'corsair', { cursor: forged }))).toMatchObject({ code: 'invalid_cursor' });
    expect(decodeCursor(encodeCursor(7, binding, CURSOR_KEY), binding, CURSOR_KEY)).toBe(7);
  });
});
