import { describe, expect, it } from 'vitest';
import { fixtureModel } from './fixture.js';
import { run } from './helpers.js';

const model = fixtureModel();
const SITE = 'https://pc.example';

describe('suggestions when nothing matches', () => {
  it('offers near models, the category, a curated build and the builder, all as absolute URLs', () => {
    const r = run(model, 'rtx 4090');
    expect(r.totalMatches).toBe(0);
    expect(r.productIds).toEqual([]);
    const s = r.suggestions!;
    const models = s.filter((x) => x.type === 'model');
    expect(models.length).toBeGreaterThan(0);
    expect(models.length).toBeLessThanOrEqual(3);
    expect(models[0]).toMatchObject({ url: expect.stringMatching(/^https:\/\/pc\.example\/produkte\/\d+-/) });
    expect(s.find((x) => x.type === 'category')).toMatchObject({ url: `${SITE}/kategori/gpu` });
    expect(s.find((x) => x.type === 'builds')).toMatchObject({ url: expect.stringMatching(/^https:\/\/pc\.example\/ndertime\//) });
    expect(s.find((x) => x.type === 'builder')).toMatchObject({ url: `${SITE}/ndertuesi` });
    for (const x of s) {
      expect(Object.keys(x).sort()).toEqual(['description', 'name', 'type', 'url']);
      expect(new URL(x.url).origin).toBe(SITE);
      expect(x.name.length).toBeGreaterThan(0);
      expect(x.description.length).toBeGreaterThan(0);
    }
  });

  it('suggests the model a filter excluded', () => {
    const r = run(model, 'rtx 4060 under 100');
    expect(r.totalMatches).toBe(0);
    expect(r.suggestions!.filter((x) => x.type === 'model').map((x) => x.name)).toEqual(expect.arrayContaining(['MSI GeForce RTX 4060 VENTUS 2X BLACK 8G OC']));
  });

  it('recognises a misspelt category word', () => {
    const r = run(model, 'procesr quantum');
    expect(r.totalMatches).toBe(0);
    expect(r.suggestions!.filter((x) => x.type === 'category').map((x) => x.url)).toEqual([`${SITE}/kategori/cpu`]);
  });

  it('picks the curated build that fits a budget', () => {
    const r = run(model, 'quantum pc nën 5000€');
    expect(r.suggestions!.find((x) => x.type === 'builds')).toMatchObject({ url: `${SITE}/ndertime/mid-am5` });
  });

  it('gives none when something matches', () => {
    expect(run(model, 'rtx 4060').suggestions).toBeNull();
  });
});
