/** The queries the brief names, checked by what their results are, over the real seeds. */
import { describe, expect, it } from 'vitest';
import type { Product, SpecsByCategory } from '../../src/catalog/types.js';
import { ctx } from './fixture.js';
import { params } from './helpers.js';
import { search } from '../../src/search/search.js';
import { seedReadModel } from '../../seeds/shelf-read-model.js';

describe('brief queries over the seed catalog', () => {
  const model = seedReadModel();
  const top = (q: string, limit = 10) => {
    const r = search(model, params(q, { limit }), ctx);
    return { r, products: r.productIds.map((id) => model.productById.get(id)!) };
  };
  const specs = <C extends keyof SpecsByCategory>(p: Product, _c: C) => p.specs as SpecsByCategory[C];
  const price = (p: Product) => model.summaryByProduct.get(p.id)!.price;

  it('rtx4060 / RTX 4060: plain 4060 cards first', () => {
    for (const q of ['rtx4060', 'RTX 4060', 'rtx-4060']) {
      const { products } = top(q);
      expect(products).toHaveLength(10);
      for (const p of products) expect(specs(p, 'GPU').chip).toBe('GeForce RTX 4060');
    }
  });

  it('RTX 4060 Ti: only Ti cards', () => {
    const { products } = top('RTX 4060 Ti', 25);
    expect(products.length).toBeGreaterThan(5);
    for (const p of products) expect(specs(p, 'GPU').chip).toBe('GeForce RTX 4060 Ti');
  });

  it('7800x3d and i5-14600k: the exact model first', () => {
    expect(top('7800x3d').products[0].name).toMatch(/Ryzen 7 7800X3D/);
    expect(top('i5-14600k').products[0].name).toBe('Intel Core i5-14600K');
  });

  it('32gb ddr5 6000: 32 GB DDR5-6000 kits', () => {
    for (const p of top('32gb ddr5 6000').products) expect(specs(p, 'RAM')).toMatchObject({ type: 'DDR5', capacityGb: 32, speedMts: 6000 });
  });

  it('1tb nvme: 1 TB NVMe drives', () => {
    for (const p of top('1tb nvme').products) {
      expect(specs(p, 'STORAGE').type).toBe('NVMe');
      expect([1000, 1024]).toContain(specs(p, 'STORAGE').capacityGb);
    }
  });

  it('750w gold and ushqyes 650w: PSUs by wattage and efficiency', () => {
    for (const p of top('750w gold').products) expect(specs(p, 'PSU')).toMatchObject({ wattage: 750, efficiency: '80+ Gold' });
    for (const p of top('ushqyes 650w').products) expect(specs(p, 'PSU').wattage).toBe(650);
  });

  it('cheapest rtx 4060 and me i lire ssd 1tb: price ascending', () => {
    for (const q of ['cheapest rtx 4060', 'me i lire ssd 1tb']) {
      const prices = top(q).products.map(price);
      expect(prices.every((x) => x !== null)).toBe(true);
      expect(prices).toEqual([...prices].sort((a, b) => a! - b!));
    }
  });

  it('ryzen 5 7600 prishtina: the 7600 family, offers of Prishtinë stores only', () => {
    const { r, products } = top('ryzen 5 7600 prishtina');
    expect(r.storeFilter).toEqual(['kalaja-prishtina', 'vatra-prishtina']);
    for (const p of products) {
      expect(p.name).toMatch(/Ryzen 5 7600/);
      const offers = model.offersByProduct.get(p.id)!.filter((o) => r.storeFilter!.includes(o.storeId));
      expect(offers.some((o) => o.availability === 'in_stock')).toBe(true);
    }
  });

  it('karta grafike nën 300€ and pllake ame am5', () => {
    for (const p of top('karta grafike nën 300€', 25).products) {
      expect(p.category).toBe('GPU');
      expect(price(p)).toBeLessThanOrEqual(300);
    }
    for (const p of top('pllake ame am5', 25).products) expect(specs(p, 'MOTHERBOARD').socket).toBe('AM5');
  });

  it('typos: geforse rtx 4070, samsung 990pro, ryzn 7600', () => {
    const g = top('geforse rtx 4070');
    expect(g.r.query.corrections).toEqual({ geforse: ['geforce'] });
    expect(specs(g.products[0], 'GPU').chip).toBe('GeForce RTX 4070');
    expect(top('samsung 990pro').products[0].name).toMatch(/^Samsung 990 PRO \d+TB$/);
    expect(top('ryzn 7600').products[0].name).toBe('AMD Ryzen 5 7600');
  });
});
