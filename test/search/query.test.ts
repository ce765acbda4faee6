import { describe, expect, it } from 'vitest';
import type { Category } from '../../src/catalog/types.js';
import { extractPrice, parseQuery } from '../../src/search/query.js';
import { getSearchIndex } from '../../src/search/search-index.js';
import { fixtureModel } from './fixture.js';

const lexicon = getSearchIndex(fixtureModel()).lexicon;
const parse = (q: string) => parseQuery(q, lexicon);

describe('price bounds', () => {
  it.each([
    ['rtx 4060 under 200', null, 200],
    ['ssd below 200€', null, 200],
    ['gpu max 300', null, 300],
    ['gpu less than 300', null, 300],
    ['gpu up to 300 eur', null, 300],
    ['gpu 200-300 eur', 200, 300],
    ['gpu €200 - €300', 200, 300],
    ['gpu 200 to 300€', 200, 300],
    ['gpu between 200 and 300', 200, 300],
    ['karta grafike nga 200 deri 300', 200, 300],
    ['karta grafike nën 200', null, 200],
    ['karta grafike deri 300 €', null, 300],
    ['karta grafike mbi 500', 500, null],
    ['gpu over 500', 500, null],
    ['gpu above 500€', 500, null],
    ['gpu budget 800', null, 800],
    ['rtx 4060 350€', null, 350],
    ['rtx 4060 €350', null, 350],
    ['psu 1.000 eur', null, 1000],
    ['gpu over 300 under 500', 300, 500],
  ])('%s → [%s, %s]', (q, min, max) => {
    const p = parse(q);
    expect([p.priceMin, p.priceMax]).toEqual([min, max]);
  });

  it('never reads model numbers, sizes or speeds as prices', () => {
    for (const q of ['ryzen 5-7600', 'ddr5-6000 32gb', 'i5-14600k', 'rtx 4060 8gb', 'rm750e 750w', 'z790 max wifi']) {
      const p = parse(q);
      expect([q, p.priceMin, p.priceMax]).toEqual([q, null, null]);
    }
  });

  it('removes the price words from the terms', () => {
    expect(parse('rtx 4060 under 300€').terms).toEqual(['rtx', '4060']);
    expect(extractPrice('ryzen 5-7600 €200').max).toBe(200);
    expect(parse('ryzen 5-7600 €200').terms).toEqual(['ryzen', '5', '7600']);
  });
});

describe('sort words', () => {
  it.each(['cheapest ssd', 'ssd lowest price', 'ssd më i lirë', 'ssd me i lire', 'ssd më e lirë', 'ssd me e lire', 'ssd më të lirë', 'ssd cheap'])(
    '%s asks for price_asc and is not a term',
    (q) => {
      const p = parse(q);
      expect(p.sortIntent).toBe('price_asc');
      expect(p.terms).toEqual(['ssd']);
    },
  );

  it('reads most expensive and newest', () => {
    expect(parse('most expensive gpu').sortIntent).toBe('price_desc');
    expect(parse('me i shtrenjte gpu').sortIntent).toBe('price_desc');
    expect(parse('newest gpu').sortIntent).toBe('newest');
  });
});

describe('places', () => {
  const prishtina = ['kalaja-prishtina', 'vatra-prishtina'];
  it.each([
    ['Prishtinë', prishtina],
    ['Prishtina', prishtina],
    ['Pristina', prishtina],
    ['Priština', prishtina],
    ['Prishtine', prishtina],
    ['Prizren', ['kalaja-prizren']],
    ['Prizreni', ['kalaja-prizren']],
    ['Pejë', ['bjeshka-peja']],
    ['Peja', ['bjeshka-peja']],
    ['Peć', ['bjeshka-peja']],
    ['Pec', ['bjeshka-peja']],
    ['Ferizaj', ['nerodime-ferizaj']],
    ['Ferizaji', ['nerodime-ferizaj']],
    ['Uroševac', ['nerodime-ferizaj']],
    ['Urosevac', ['nerodime-ferizaj']],
    ['Gjakovë', ['carshia-gjakova']],
    ['Gjakova', ['carshia-gjakova']],
    ['Đakovica', ['carshia-gjakova']],
    ['Djakovica', ['carshia-gjakova']],
    ['Gjilan', ['morava-gjilan']],
    ['Gjilani', ['morava-gjilan']],
    ['Gnjilane', ['morava-gjilan']],
    ['Mitrovicë', ['ura-mitrovica']],
    ['Mitrovica', ['ura-mitrovica']],
    ['Kosovska Mitrovica', ['ura-mitrovica']],
  ])('ryzen in %s → %j', (city, stores) => {
    const p = parse(`ryzen në ${city}`);
    expect(p.storeFilter).toEqual(stores);
    expect(p.terms).toEqual(['ryzen']);
  });

  it('reads store names and ids; a chain name without city means all its stores', () => {
    expect(parse('rtx 4060 kalaja').storeFilter).toEqual(['kalaja-prishtina', 'kalaja-prizren']);
    expect(parse('rtx 4060 kalaja prizren').storeFilter).toEqual(['kalaja-prizren']);
    expect(parse('rtx 4060 Vatra Tech Prishtinë').storeFilter).toEqual(['vatra-prishtina']);
    expect(parse('rtx 4060 nerodime-ferizaj').storeFilter).toEqual(['nerodime-ferizaj']);
    expect(parse('rtx 4060').storeFilter).toBeNull();
  });

  it('intersects a chain with a city', () => {
    expect(parse('kalaja in pristina').storeFilter).toEqual(['kalaja-prishtina']);
    expect(parse('nerodime tech prizren').storeFilter).toEqual([]);
  });
});

describe('category words', () => {
  const cases: [string, Category][] = [
    ['cpu', 'CPU'],
    ['processor', 'CPU'],
    ['procesor', 'CPU'],
    ['procesori', 'CPU'],
    ['gpu', 'GPU'],
    ['graphics card', 'GPU'],
    ['video card', 'GPU'],
    ['karta grafike', 'GPU'],
    ['kartë grafike', 'GPU'],
    ['karte grafike', 'GPU'],
    ['motherboard', 'MOTHERBOARD'],
    ['mainboard', 'MOTHERBOARD'],
    ['pllakë amë', 'MOTHERBOARD'],
    ['pllake ame', 'MOTHERBOARD'],
    ['pllaka amë', 'MOTHERBOARD'],
    ['ram', 'RAM'],
    ['memory', 'RAM'],
    ['memorie', 'RAM'],
    ['memoria', 'RAM'],
    ['ssd', 'STORAGE'],
    ['hdd', 'STORAGE'],
    ['nvme', 'STORAGE'],
    ['disk', 'STORAGE'],
    ['hard disk', 'STORAGE'],
    ['storage', 'STORAGE'],
    ['psu', 'PSU'],
    ['power supply', 'PSU'],
    ['ushqyes', 'PSU'],
    ['furnizues', 'PSU'],
    ['napajanje', 'PSU'],
    ['case', 'CASE'],
    ['kuti', 'CASE'],
    ['kasë', 'CASE'],
    ['kasa', 'CASE'],
    ['shtëpizë', 'CASE'],
    ['cooler', 'COOLING'],
    ['ftohës', 'COOLING'],
    ['ftohes', 'COOLING'],
    ['aio', 'COOLING'],
    ['cpu cooler', 'COOLING'],
  ];
  it.each(cases)('%s → %s', (word, category) => {
    expect(parse(`corsair ${word}`).categories).toEqual([category]);
  });

  it('drops plain category words from the terms but keeps the narrowing ones', () => {
    expect(parse('karta grafike rtx 4060').terms).toEqual(['rtx', '4060']);
    expect(parse('ssd 1tb').terms).toEqual(['ssd', '1000gb']);
    expect(parse('nvme 1tb').terms).toEqual(['nvme', '1000gb']);
    expect(parse('aio 360').terms).toEqual(['aio', '360']);
  });

  it('lists every category when the words disagree', () => {
    expect(parse('cpu and gpu').categories).toEqual(['CPU', 'GPU']);
  });

  it('keeps catalog phrases that contain a category word as terms', () => {
    const p = parse('cooler master case');
    expect(p.terms).toEqual(['cooler', 'master']);
    expect(p.categories).toEqual(['CASE']);
  });
});

describe('stock, stopwords, synonyms and soft words', () => {
  it.each(['ssd in stock', 'ssd në stok', 'ssd ne stok', 'ssd available'])('%s asks for stock', (q) => {
    const p = parse(q);
    expect(p.stockIntent).toBe(true);
    expect(p.terms).toEqual(['ssd']);
  });

  it('drops filler words', () => {
    expect(parse('the ryzen for gaming pc in the shop')).toMatchObject({ terms: ['ryzen'], optionalTerms: ['gaming'] });
  });

  it('rewrites Albanian colour words', () => {
    expect(parse('kuti e bardhe').terms).toEqual(['white']);
  });

  it('makes soft words optional only when something else narrows', () => {
    expect(parse('gaming gpu')).toMatchObject({ terms: [], optionalTerms: ['gaming'] });
    expect(parse('msi gaming x')).toMatchObject({ terms: ['msi', 'x'], optionalTerms: ['gaming'] });
    expect(parse('gaming')).toMatchObject({ terms: ['gaming'], optionalTerms: [] });
  });

  it('is deterministic and keeps the original text', () => {
    expect(parse('  RTX   4060  Prishtinë ')).toEqual(parse('  RTX   4060  Prishtinë '));
    expect(parse('RTX 4060').original).toBe('RTX 4060');
    expect(parse('  RTX   4060 ').normalized).toBe('rtx 4060');
  });
});
