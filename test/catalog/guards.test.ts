import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentReleaseId } from '../../src/catalog/repository.js';
import { runCatalog } from '../../src/cli/catalog.js';
import { loadConfig } from '../../src/config.js';
import { openOrm, type Orm } from '../../src/db/orm.js';
import { tempDir } from '../support/app.js';
import { writeCatalogDir } from '../support/catalog-dir.js';

let orm: Orm;
const dirs: string[] = [];
const dir = () => {
  const d = tempDir();
  dirs.push(d);
  return d;
};

beforeAll(async () => {
  orm = await openOrm(loadConfig({ DATA_DIR: dir() }));
});
afterAll(async () => {
  await orm?.close(true);
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

async function catalog(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCatalog(argv, orm.em.fork(), { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, body: out.length ? JSON.parse(out[out.length - 1]) : null, err: err.join('') };
}

/** A second directory: every price 10% up, and one store's feed cut to a quarter of its rows. */
function brokenFeedDir(): { dir: string; store: string } {
  const d = dir();
  writeCatalogDir(d, { priceFactor: 1.1 });
  const feeds = path.join(d, 'feeds');
  const file = fs.readdirSync(feeds).sort()[0];
  const rows = fs.readFileSync(path.join(feeds, file), 'utf8').trim().split('\n');
  fs.writeFileSync(path.join(feeds, file), rows.slice(0, Math.floor(rows.length / 4)).join('\n') + '\n');
  return { dir: d, store: file.replace(/\.jsonl$/, '') };
}

describe('publish guards', () => {
  it('publishes, then shows the diff of a dry run without touching the current release', async () => {
    const first = dir();
    writeCatalogDir(first);
    const published = await catalog('publish', first);
    expect(published.code).toBe(0);
    const releaseId = published.body.release.id;

    const { dir: next, store } = brokenFeedDir();
    const dry = await catalog('publish', next, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.body.dryRun).toBe(true);
    expect(dry.body.diff.currentReleaseId).toBe(releaseId);
    expect(dry.body.diff.priceChanges.length).toBeGreaterThan(0);
    expect(dry.body.diff.offers.removed).toBeGreaterThan(0);
    expect(dry.body.drops.map((d: { store: string }) => d.store)).toEqual([store]);
    expect(await currentReleaseId(orm.em.fork())).toBe(releaseId);
  });

  it('refuses a publish that would drop a store by more than half, unless forced or allowed', async () => {
    const before = await currentReleaseId(orm.em.fork());
    const { dir: next, store } = brokenFeedDir();
    const refused = await catalog('publish', next);
    expect(refused.code).toBe(3);
    expect(refused.body).toMatchObject({ published: false, refused: 'offer_drop' });
    expect(refused.err).toContain(store);
    expect(await currentReleaseId(orm.em.fork())).toBe(before);

    const allowed = await catalog('publish', next, '--max-drop', '0.9');
    expect(allowed.code).toBe(0);
    expect(allowed.body.published).toBe(true);
    expect(await currentReleaseId(orm.em.fork())).not.toBe(before);

    const { dir: worse } = brokenFeedDir();
    fs.rmSync(path.join(worse, 'feeds', fs.readdirSync(path.join(worse, 'feeds')).sort()[1]));
    expect((await catalog('publish', worse)).code).toBe(3);
    expect((await catalog('publish', worse, '--force')).code).toBe(0);
  });

  it('rejects bad usage', async () => {
    expect((await catalog('publish')).code).toBe(64);
    expect((await catalog('publish', dir(), '--max-drop', '2')).code).toBe(64);
    expect((await catalog('unpublish')).code).toBe(64);
    expect((await catalog('status')).code).toBe(0);
  });
});
