import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReadModel } from '../../src/catalog/read-model.js';
import { currentReleaseId, loadRelease, publishRelease } from '../../src/catalog/repository.js';
import { contentOf, readSource, SourceError } from '../../src/catalog/source.js';
import { loadConfig } from '../../src/config.js';
import { openOrm, type Orm } from '../../src/db/orm.js';
import { writeCatalogDir } from '../support/catalog-dir.js';
import { tempDir } from '../support/app.js';

const opened: Orm[] = [];
const dirs: string[] = [];
afterEach(async () => {
  while (opened.length) await opened.pop()!.close(true);
  while (dirs.length) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

async function open(dataDir: string): Promise<Orm> {
  const orm = await openOrm(loadConfig({ DATA_DIR: dataDir }));
  opened.push(orm);
  return orm;
}

function dir(): string {
  const d = tempDir();
  dirs.push(d);
  return d;
}

describe('publishing releases', () => {
  it('publishes a directory and makes it current; the same files give the same release', async () => {
    const data = dir();
    const source = dir();
    writeCatalogDir(source);
    const orm = await open(data);
    const first = await publishRelease(orm.em.fork(), readSource(source), source, new Date());
    expect(first.alreadyCurrent).toBe(false);
    expect(await currentReleaseId(orm.em.fork())).toBe(first.release.id);
    const again = await publishRelease(orm.em.fork(), readSource(source), source, new Date());
    expect(again).toMatchObject({ alreadyCurrent: true, release: { id: first.release.id } });
    const content = await loadRelease(orm.em.fork(), first.release.id);
    expect(content.products.length).toBe(first.release.productCount);
    expect(content.offers.length).toBe(first.release.offerCount);
  });

  it('never lets a reader see a mix of two releases while one is published', async () => {
    const data = dir();
    const a = dir();
    const b = dir();
    writeCatalogDir(a, { priceFactor: 1, perCategory: 6 });
    writeCatalogDir(b, { priceFactor: 2, perCategory: 6 });
    const writer = await open(data);
    const releaseA = await publishRelease(writer.em.fork(), readSource(a), a, new Date());
    const reader = await open(data);
    const signature = (offers: { price: number | null }[]) => offers.reduce((sum, o) => sum + (o.price ?? 0), 0).toFixed(2);
    const expected = new Map<string, string>();
    expected.set(releaseA.release.id, signature(readSource(a).offers));
    const sourceB = readSource(b);
    let publishing = true;
    const seen: string[] = [];
    const readLoop = (async () => {
      while (publishing) {
        const em = reader.em.fork();
        const id = (await currentReleaseId(em))!;
        const content = await loadRelease(em, id);
        seen.push(`${id}:${signature(content.offers)}`);
      }
    })();
    const releaseB = await publishRelease(writer.em.fork(), sourceB, b, new Date());
    expected.set(releaseB.release.id, signature(sourceB.offers));
    await new Promise((r) => setTimeout(r, 50));
    publishing = false;
    await readLoop;
    expect(seen.length).toBeGreaterThan(0);
    for (const entry of seen) {
      const [id, sig] = entry.split(':');
      expect(expected.get(id)).toBe(sig);
    }
    expect(await currentReleaseId(reader.em.fork())).toBe(releaseB.release.id);
  });

  it('refuses a malformed directory with the file and reason, leaving the current release untouched', async () => {
    const data = dir();
    const good = dir();
    writeCatalogDir(good);
    const orm = await open(data);
    const published = await publishRelease(orm.em.fork(), readSource(good), good, new Date());

    const broken = dir();
    writeCatalogDir(broken);
    const file = path.join(broken, 'products', 'all.json');
    const products = JSON.parse(fs.readFileSync(file, 'utf8'));
    delete products[2].specs[Object.keys(products[2].specs)[0]];
    fs.writeFileSync(file, JSON.stringify(products));
    expect(() => readSource(broken)).toThrowError(SourceError);
    expect(() => readSource(broken)).toThrowError(/products\/all\.json: entry 3/);

    fs.writeFileSync(path.join(broken, 'stores.json'), '{not json');
    expect(() => readSource(broken)).toThrowError(/stores\.json: not valid JSON/);
    fs.rmSync(path.join(broken, 'feeds'), { recursive: true });
    expect(() => readSource(dir())).toThrowError(/stores\.json: file is missing/);
    expect(await currentReleaseId(orm.em.fork())).toBe(published.release.id);
  });

  it('skips and reports bad feed rows without failing the publish', async () => {
    const source = dir();
    writeCatalogDir(source);
    const feed = fs.readdirSync(path.join(source, 'feeds'))[0];
    fs.appendFileSync(path.join(source, 'feeds', feed), '{"broken"\n{"store":"x"}\n');
    const read = readSource(source);
    expect(read.report.rejected.map((r) => r.reason)).toEqual([expect.stringContaining('not valid JSON'), expect.stringContaining('sku')]);
    expect(read.report.rejected[0].file).toBe(`feeds/${feed}`);
    const model = buildReadModel(contentOf(read));
    expect(model.products.length).toBeGreaterThan(0);
  });
});
