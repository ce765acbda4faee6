/**
 * Writes the shipped store feeds, `seeds/catalog/feeds/<store>.jsonl`, from the canonical
 * products in `seeds/catalog/products/*.jsonl`.
 *
 *   npx tsc -p . && node dist/seeds/generate-feeds.js [--check]
 *
 * Deterministic: every choice comes from a PRNG seeded with a hash of the product id, the
 * store id and what is being decided, and every date from a fixed base date; no clock, no
 * Math.random. The same products always give byte-identical feeds. With `--check` the
 * feeds are generated and compared with the files on disk instead of written.
 *
 * The stores carry the products the shelf model (shelf.ts) puts on their shelves — current
 * platforms and mainstream parts, a few thousand listings each — every one at 1–6 stores
 * (cheap mainstream parts at more, halo parts at fewer), at prices around its reference
 * price (price-model.ts) that differ by store, ~10% out of stock, ~1% without a price,
 * updated over the last ten days. Titles are written the way each store writes them —
 * Albanian or English category prefixes, spacing and hyphen variants of model numbers,
 * sometimes no brand, the reseller's own additions (warranty, "origjinal") — and carry an
 * MPN on most rows that have one.
 *
 * Deliberate edge cases, which the curated builds rely on:
 *   - UNLISTED_PRODUCT_ID is listed by no store, so it is absent from the release;
 *   - ALL_OUT_OF_STOCK_PRODUCT_ID is listed and priced everywhere but in stock nowhere;
 *   - a couple of stores repeat a SKU (a late price correction): the last row wins.
 *
 * Every row is checked against the real matcher before it is written: the generator
 * knows each row's true product and never writes a row the matcher would misread. A
 * product none of whose titles (nor its MPN) the matcher places is left off the shelf;
 * a part of a curated build in that situation stops the generator.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { readProducts, type CatalogProduct } from '../src/catalog/source.js';
import type { Category, Product, Store } from '../src/catalog/types.js';
import { createMatcher, type Matcher } from '../src/feeds/match.js';
import { feedRowSchema } from '../src/feeds/row.js';
import { shippedCatalogDir } from '../src/paths.js';
import { referencePrice } from './price-model.js';
import { hash, prng } from './random.js';
import { onShelf } from './shelf.js';

/** Fractal Design North Chalk White: no store lists it; the `mid-am5-white` build needs it. */
export const UNLISTED_PRODUCT_ID = 7022;
/** AMD Ryzen 7 9800X3D: sold out at every store, still priced; the `high-am5-x3d` build uses it. */
export const ALL_OUT_OF_STOCK_PRODUCT_ID = 1051;
/** Store and product of the two deliberate repeated SKUs (an early row, then a correction). */
export const REPEATED_SKUS: readonly { storeId: string; productId: number }[] = [
  { storeId: 'teknoplus', productId: 1027 },
  { storeId: 'ferizaj-digital', productId: 5001 },
];

const BASE_DATE_MS = Date.UTC(2026, 10, 20, 8, 0, 0);
/** Share of rows that carry the product's MPN (shops' feed exports include it on most rows). */
const MPN_SHARE = 0.85;

// ---------------------------------------------------------------------------------------
// Deterministic randomness

/** A PRNG for one decision about one product (at one store). */
const rngFor = (...parts: (string | number)[]) => prng(hash(parts.join('|')));

const pick = <T>(r: () => number, items: readonly T[]): T => items[Math.floor(r() * items.length)];
const chance = (r: () => number, p: number) => r() < p;

// ---------------------------------------------------------------------------------------
// Stores: how each one writes its feed

type Lang = 'sq' | 'en' | 'mixed';
type PriceStyle = 'number' | 'eu' | 'eu-bare' | 'us' | 'euro-prefix';

interface StoreStyle {
  /** Relative size of the store's range; bigger stores list more products. */
  weight: number;
  lang: Lang;
  price: PriceStyle;
  sendsCategory: boolean;
  sendsBrand: boolean;
  /** Minutes east of UTC the store's system writes timestamps in (0 = `Z`). */
  utcOffsetMin: number;
  sku: (product: Product) => string;
  url: (website: string, slug: string, sku: string) => string;
  /** Chance to write the title with upper-case brand and model. */
  shouty: number;
  /** The reseller's own additions to some titles (warranty, "original", its name). */
  decorate: (title: string, lang: 'sq' | 'en', r: () => number) => string;
}

/** Adds `text` before or after a title on a share of rows. */
const sometimes = (share: number, add: (title: string, lang: 'sq' | 'en') => string) => (title: string, lang: 'sq' | 'en', r: () => number) => (chance(r, share) ? add(title, lang) : title);

const scramble = (id: number, mult: number, mod: number) => (id * mult) % mod;

const STORE_STYLES: Record<string, StoreStyle> = {
  teknoplus: {
    weight: 1.0,
    lang: 'sq',
    price: 'number',
    sendsCategory: true,
    sendsBrand: false,
    utcOffsetMin: 0,
    shouty: 0,
    decorate: sometimes(0.12, (t) => `${t} | Garanci 24 muaj`),
    sku: (p) => `TP-${String(scramble(p.id, 7919, 1_000_000)).padStart(6, '0')}`,
    url: (w, slug, sku) => `${w}/produkt/${slug}-${sku.toLowerCase()}`,
  },
  bitkosova: {
    weight: 0.95,
    lang: 'en',
    price: 'eu',
    sendsCategory: false,
    sendsBrand: true,
    utcOffsetMin: 60,
    shouty: 0.1,
    decorate: sometimes(0.1, (t) => `${t} - Original`),
    sku: (p) => `BK${String(scramble(p.id, 104_729, 100_000)).padStart(5, '0')}`,
    url: (w, slug, sku) => `${w}/p/${sku}/${slug}`,
  },
  'dardania-pc': {
    weight: 0.8,
    lang: 'sq',
    price: 'eu-bare',
    sendsCategory: true,
    sendsBrand: false,
    utcOffsetMin: 60,
    shouty: 0.3,
    decorate: sometimes(0.15, (t) => `${t} (Garancion 2 vjet)`),
    sku: (p) => `DPC-${p.category.slice(0, 3)}-${String(scramble(p.id, 6151, 100_000)).padStart(5, '0')}`,
    url: (w, slug, sku) => `${w}/${p2(slug)}/${sku.toLowerCase()}`,
  },
  'prizren-komponente': {
    weight: 0.65,
    lang: 'sq',
    price: 'number',
    sendsCategory: false,
    sendsBrand: false,
    utcOffsetMin: 60,
    shouty: 0,
    decorate: sometimes(0.1, (t) => `E RE: ${t}`),
    sku: (p) => String(300_000 + scramble(p.id, 3571, 100_000)),
    url: (w, slug, sku) => `${w}/artikulli/${sku}-${slug}`,
  },
  'rugova-tech': {
    weight: 0.55,
    lang: 'en',
    price: 'us',
    sendsCategory: true,
    sendsBrand: true,
    utcOffsetMin: 0,
    shouty: 0,
    decorate: (t) => t,
    sku: (p) => `RT${p.id}`,
    url: (w, slug, sku) => `${w}/shop/${slug}?sku=${sku}`,
  },
  'ferizaj-digital': {
    weight: 0.6,
    lang: 'mixed',
    price: 'euro-prefix',
    sendsCategory: false,
    sendsBrand: false,
    utcOffsetMin: 0,
    shouty: 0.15,
    decorate: sometimes(0.15, (t, lang) => `${t} (${lang === 'sq' ? 'Origjinal' : 'Genuine'})`),
    sku: (p) => `FD/${String(scramble(p.id, 2333, 100_000)).padStart(5, '0')}`,
    url: (w, slug, sku) => `${w}/produkte/${slug}-${sku.replace('/', '')}`,
  },
  'erenik-it': {
    weight: 0.4,
    lang: 'sq',
    price: 'eu',
    sendsCategory: false,
    sendsBrand: false,
    utcOffsetMin: 60,
    shouty: 0,
    decorate: sometimes(0.1, (t) => `[Oferta] ${t}`),
    sku: (p) => `ER-${String(scramble(p.id, 1231, 10_000)).padStart(4, '0')}-${p.id % 97}`,
    url: (w, slug, sku) => `${w}/${slug}-${sku.toLowerCase()}.html`,
  },
  'gjilan-hardware': {
    weight: 0.45,
    lang: 'en',
    price: 'number',
    sendsCategory: true,
    sendsBrand: false,
    utcOffsetMin: 0,
    shouty: 0.05,
    decorate: sometimes(0.08, (t) => `${t} - Free delivery`),
    sku: (p) => `GH-${p.category.toLowerCase()}-${p.id}`,
    url: (w, slug, sku) => `${w}/products/${sku.toLowerCase()}/${slug}`,
  },
  'ibri-computers': {
    weight: 0.4,
    lang: 'mixed',
    price: 'eu-bare',
    sendsCategory: false,
    sendsBrand: true,
    utcOffsetMin: 60,
    shouty: 0,
    decorate: sometimes(0.12, (t) => `${t} | Ibri Computers`),
    sku: (p) => `IBRI${String(scramble(p.id, 9173, 100_000)).padStart(5, '0')}`,
    url: (w, slug, sku) => `${w}/item/${sku}/${slug}`,
  },
};

/** A category path segment for stores that put one in the URL. */
function p2(slug: string): string {
  return slug.split('-')[0] || 'produkt';
}

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

// ---------------------------------------------------------------------------------------
// Titles

const PREFIX: Record<Category, Record<'sq' | 'en', string[]>> = {
  CPU: { sq: ['Procesor', 'Procesor', 'Procesori', 'CPU'], en: ['Processor', 'CPU', ''] },
  GPU: { sq: ['Kartë grafike', 'Karte grafike', 'Kartelë grafike', 'Karta grafike'], en: ['Graphics Card', 'VGA', 'GPU', ''] },
  MOTHERBOARD: { sq: ['Pllakë amë', 'Pllake ame', 'Pllakë amë'], en: ['Motherboard', 'Mainboard', ''] },
  RAM: { sq: ['Memorie RAM', 'Memorie', 'RAM'], en: ['Memory', 'RAM', 'Desktop Memory', ''] },
  STORAGE: { sq: ['Disk', 'Disk'], en: ['', ''] },
  PSU: { sq: ['Ushqyes', 'Ushqyes', 'Furnizues me rrymë'], en: ['Power Supply', 'PSU', ''] },
  CASE: { sq: ['Kuti', 'Kuti', 'Shtëpizë', 'Kasë'], en: ['Case', 'PC Case', 'Chassis', ''] },
  COOLING: { sq: ['Ftohës CPU', 'Ftohës', 'Ftohës për procesor'], en: ['CPU Cooler', 'Cooler', ''] },
};

const COLOR_WORDS_OUT: Record<string, Record<'sq' | 'en', string[]>> = {
  white: { sq: ['e bardhë', 'Bardhë', 'White'], en: ['White', 'White'] },
  black: { sq: ['e zezë', 'Black', 'e zezë'], en: ['Black', 'Black'] },
  silver: { sq: ['Silver', 'e argjendtë'], en: ['Silver'] },
};

/** How a store spells a brand. */
function brandSpelling(brand: string, r: () => number, shouty: boolean): string {
  const variants: Record<string, string[]> = {
    ASUS: ['ASUS', 'Asus', 'ASUS'],
    Gigabyte: ['Gigabyte', 'GIGABYTE', 'Gigabyte'],
    'G.Skill': ['G.Skill', 'G.SKILL', 'GSkill'],
    'be quiet!': ['be quiet!', 'Be Quiet!', 'be quiet!'],
    'Cooler Master': ['Cooler Master', 'CoolerMaster', 'Cooler Master'],
    TeamGroup: ['TeamGroup', 'Team Group', 'TEAMGROUP'],
    WD: ['WD', 'Western Digital', 'WD'],
    'ID-Cooling': ['ID-Cooling', 'ID-COOLING'],
    DeepCool: ['DeepCool', 'Deepcool', 'DEEPCOOL'],
    'Lian Li': ['Lian Li', 'LIAN LI'],
    'Fractal Design': ['Fractal Design', 'Fractal Design', 'Fractal'],
    PowerColor: ['PowerColor', 'POWERCOLOR'],
    Zotac: ['Zotac', 'ZOTAC'],
    Sapphire: ['Sapphire', 'SAPPHIRE'],
  };
  const chosen = pick(r, variants[brand] ?? [brand]);
  return shouty ? chosen.toUpperCase().replace('BE QUIET!', 'be quiet!') : chosen;
}

/** Spacing and hyphen variants of model numbers that every shop writes differently. */
function varyModel(model: string, r: () => number): string {
  let m = model;
  if (chance(r, 0.4)) m = m.replace(/\b(RTX|RX|GTX) (\d{4})/g, '$1$2');
  if (chance(r, 0.3)) m = m.replace(/(\d{4}) (Ti|XT|XTX|GRE)\b/g, '$1$2');
  if (chance(r, 0.3)) m = m.replace(/\b(i[3579])-(\d{4,5})/g, '$1 $2');
  if (chance(r, 0.2)) m = m.replace(/\b([A-Z]\d{3}[A-Z]?)-(PLUS|A|P|E|F|I|K)\b/g, '$1 $2');
  if (chance(r, 0.25)) m = m.replace(/\b(\d{3,4}) (PRO|EVO)\b/g, '$1$2');
  if (chance(r, 0.3)) m = m.replace(/ OC Edition\b/g, ' OC');
  return m;
}

/** Drops the words shops most often leave out of a partner card's name. */
function trimGpuModel(model: string, r: () => number): string {
  let m = model;
  if (chance(r, 0.35)) m = m.replace(/\b(GeForce|Radeon) /g, '');
  if (chance(r, 0.5)) m = m.replace(/\bAMD /g, '');
  if (chance(r, 0.4)) m = m.replace(/ GDDR6X?\b| GDDR7\b/g, '');
  return m.replace(/\s+/g, ' ').trim();
}

const capacityText = (gb: number, r: () => number): string => {
  if (gb >= 1000 && gb % 1000 === 0) return pick(r, [`${gb / 1000}TB`, `${gb / 1000} TB`, `${gb / 1000}TB`]);
  if (gb === 1920) return pick(r, ['1.92TB', '1920GB']);
  if (gb === 1024 || gb === 2048 || gb === 4096) return pick(r, [`${gb}GB`, `${gb / 1024}TB`]);
  return pick(r, [`${gb}GB`, `${gb} GB`, `${gb}GB`]);
};

function colorWord(color: string, lang: 'sq' | 'en', r: () => number): string {
  const key = color.toLowerCase();
  const words = COLOR_WORDS_OUT[key];
  return words ? pick(r, words[lang]) : color;
}

const stripColor = (model: string) => model.replace(/\s+(Black|White|Silver)$/i, '').trim();

interface TitleParts {
  lang: 'sq' | 'en';
  prefix: string;
  brand: string;
  r: () => number;
}

/** The store's own title for a product: the style it always writes in, plus per-product variety. */
function styledTitle(product: Product, parts: TitleParts): string {
  const { lang, prefix, brand, r } = parts;
  const model = product.model ?? product.name;
  const join = (...bits: (string | false | null | undefined)[]) => bits.filter(Boolean).join(' ').replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim();
  switch (product.category) {
    case 'CPU': {
      const s = (product as Product<'CPU'>).specs;
      let m = varyModel(model, r);
      if (brand === 'Intel' && chance(r, 0.3)) m = m.replace(/^Core (i\d)/, '$1');
      const clock = s.baseClockGhz !== null && chance(r, 0.6) ? `${s.baseClockGhz}GHz` : '';
      const socket = s.socket ? pick(r, [s.socket, `Socket ${s.socket}`, s.socket.replace('LGA', 'LGA ')]) : '';
      const box = /Tray/.test(model) ? '' : pick(r, ['BOX', 'Box', '', s.coolerIncluded === false ? (lang === 'sq' ? '(pa ftohës)' : '') : '']);
      const cores = s.cores !== null && chance(r, 0.25) ? (lang === 'sq' ? `${s.cores} bërthama` : `${s.cores} cores`) : '';
      return join(prefix, brand, m, clock && `${clock},`, cores && `${cores},`, socket, box).replace(/,\s*$/, '');
    }
    case 'GPU': {
      const s = (product as Product<'GPU'>).specs;
      let m = trimGpuModel(varyModel(model, r), r);
      const vramInName = /\b\d+\s?GB?\b/i.test(m);
      if (vramInName && chance(r, 0.5)) m = m.replace(/\s*\b\d+\s?GB?\b/i, '');
      const hasVram = /\b\d+\s?GB?\b/i.test(m);
      const vram = hasVram || s.vramGb === null ? '' : pick(r, [`${s.vramGb}GB`, `${s.vramGb}G`, `${s.vramGb} GB`]);
      const named = /GDDR\d+X?/.exec(model)?.[0];
      const mem = !hasVram && !/GDDR/.test(m) && chance(r, 0.3) ? (named ?? '') : '';
      return join(prefix, brand, m, vram, mem);
    }
    case 'MOTHERBOARD': {
      const s = (product as Product<'MOTHERBOARD'>).specs;
      const m = varyModel(model, r);
      const socket = s.socket && chance(r, 0.6) ? pick(r, [`Socket ${s.socket}`, s.socket]) : '';
      const form =
        s.formFactor && ['ATX', 'mATX', 'Mini-ITX'].includes(s.formFactor) && chance(r, 0.5) ? pick(r, s.formFactor === 'mATX' ? ['mATX', 'Micro-ATX', 'mATX'] : [s.formFactor]) : '';
      const mem = !/DDR|D4/.test(m) && s.memoryType && chance(r, 0.25) ? s.memoryType : '';
      const wifi = s.wifi && !/WIFI|WiFi|Wi-Fi/i.test(m) && chance(r, 0.2) ? 'Wi-Fi' : '';
      const extras = [socket, form, mem, wifi].filter(Boolean);
      return extras.length ? `${join(prefix, brand, m)}, ${extras.join(', ')}` : join(prefix, brand, m);
    }
    case 'RAM': {
      const s = (product as Product<'RAM'>).specs;
      if (s.type === null || s.speedMts === null || s.modules === null || s.moduleGb === null || s.capacityGb === null || s.casLatency === null) {
        return join(prefix, brand, model);
      }
      const line = model.replace(/\s+DDR[2-5]\b.*$/, '');
      const kit = pick(r, [`(${s.modules}x${s.moduleGb}GB)`, `${s.modules}x${s.moduleGb}GB`, `(${s.modules} x ${s.moduleGb}GB)`, `Kit ${s.modules}x${s.moduleGb}GB`]);
      const speed = pick(r, [`${s.speedMts}MHz`, `${s.speedMts} MT/s`, `${s.speedMts}MHz`, `${s.speedMts}MT/s`]);
      const typeAndSpeed = chance(r, 0.25) ? `${s.type}-${s.speedMts}` : `${s.type} ${speed}`;
      const cl = pick(r, [`CL${s.casLatency}`, `CL${s.casLatency}`, `C${s.casLatency}`, `CL ${s.casLatency}`]);
      const color = /white|silver/i.test(s.color ?? '') ? colorWord(s.color!, lang, r) : s.color && s.color !== 'Black' ? s.color : chance(r, 0.15) ? colorWord('black', lang, r) : '';
      return join(prefix, brand, line, `${s.capacityGb}GB`, kit, typeAndSpeed, cl, color);
    }
    case 'STORAGE': {
      const s = (product as Product<'STORAGE'>).specs;
      let line = model
        .replace(/\s*\b\d+(?:\.\d+)?(?:GB|TB)\b/, '')
        .replace(/\s*\bHDD\b/, '')
        .trim();
      if (brand.startsWith('W') && /^Black /.test(line) && chance(r, 0.3)) line = line.replace(/^Black /, '_BLACK ');
      const head = line.startsWith('_BLACK') ? `WD${line}` : join(brand, varyModel(line, r));
      if (s.capacityGb === null) return join(prefix, brand, model);
      const cap = capacityText(s.capacityGb, r);
      const rpm = /(\d{4}) rpm/.exec(s.interface ?? '')?.[1];
      const kind =
        s.type === 'HDD'
          ? pick(r, ['HDD 3.5"', rpm ? `3.5" ${rpm}rpm` : '3.5" HDD', 'HDD', '3.5" SATA'])
          : s.type === 'NVMe'
            ? pick(r, ['M.2 NVMe', 'NVMe M.2', 'M.2 2280 NVMe', `${(s.interface ?? 'PCIe').replace(' NVMe', '').replace(/ \/.*$/, '')} NVMe`, 'NVMe'])
            : pick(r, ['2.5" SATA', 'SATA III 2.5"', 'SATA']);
      const lead = prefix ? (s.type === 'HDD' ? pick(r, ['HDD', 'Hard disk', 'Disk']) : pick(r, ['SSD', 'Disk SSD', 'SSD'])) : '';
      return join(lead, head, cap, kind);
    }
    case 'PSU': {
      const s = (product as Product<'PSU'>).specs;
      const m = varyModel(model.replace(/\s*\b\d{3,4}W\b.*$/, ''), r).trim();
      const eff = (s.efficiency ?? '').replace('80+ ', '').replace('80+', '');
      const efficiency = !eff || /Bronze|Gold|Platinum|Titanium/.test(m) ? '' : pick(r, [`80+ ${eff}`, `80 PLUS ${eff}`, eff, `80+ ${eff}`]);
      const modular =
        chance(r, 0.4) &&
        (s.modular === 'full'
          ? pick(r, lang === 'sq' ? ['plotësisht modular', 'Full Modular'] : ['Fully Modular', 'Full Modular'])
          : s.modular === 'semi'
            ? pick(r, ['Semi-Modular', 'gjysmë modular'])
            : pick(r, ['Non-Modular', '']));
      return join(prefix, brand, m, s.wattage ? `${s.wattage}W` : '', efficiency, modular || '');
    }
    case 'CASE': {
      const s = (product as Product<'CASE'>).specs;
      let m = s.color ? stripColor(model).replace(new RegExp(`\\s+${s.color.replace(/\//g, '\\/')}$`, 'i'), '') : model;
      if (chance(r, 0.3)) m = m.replace(/\((\d{4})\)/, '$1');
      const namedColor = m !== model;
      const color = !s.color ? '' : namedColor || !/black/i.test(s.color) ? colorWord(s.color, lang, r) : chance(r, 0.3) ? colorWord('black', lang, r) : '';
      const type = s.type && chance(r, 0.35) ? `${s.type.replace(' Dual-Chamber', '')},` : '';
      return join(prefix, brand, `${m}${type ? ',' : ''}`, type, color)
        .replace(/,\s*$/, '')
        .replace(/,,/g, ',');
    }
    case 'COOLING': {
      const s = (product as Product<'COOLING'>).specs;
      const named = /\b(White|WH|Black)$/i.test(model);
      let m = model;
      if (named && /\bWhite$/.test(model) && lang === 'sq' && chance(r, 0.5)) m = `${model.replace(/\s+White$/, '')} e bardhë`;
      const extra = s.type === 'air' && s.heightMm && chance(r, 0.3) ? `${s.heightMm}mm` : s.tdpRatingW && chance(r, 0.3) ? `${s.tdpRatingW}W TDP` : '';
      return join(prefix, brand, m, extra && `, ${extra}`);
    }
  }
}

/** Titles to try in order: the store's styled one, then safer spellings of it. */
function titleCandidates(product: Product, store: Store, style: StoreStyle): string[] {
  const r = rngFor('title', product.id, store.id);
  const lang: 'sq' | 'en' = style.lang === 'mixed' ? (chance(r, 0.5) ? 'sq' : 'en') : style.lang;
  const prefix = pick(r, PREFIX[product.category][lang]);
  const shouty = chance(r, style.shouty);
  const brand = product.brand ? brandSpelling(product.brand, r, shouty) : '';
  const dropBrand = chance(r, 0.08);
  const styled = styledTitle(product, { lang, prefix, brand: dropBrand ? '' : brand, r });
  const withBrand = dropBrand ? styledTitle(product, { lang, prefix, brand, r: rngFor('title-b', product.id, store.id) }) : styled;
  const plain = [prefix, product.name].filter(Boolean).join(' ');
  const reseller = style.decorate(shouty ? styled.toUpperCase() : styled, lang, rngFor('decor', product.id, store.id));
  const short = [product.brand, product.model].filter(Boolean).join(' ');
  const out = [reseller, shouty ? styled.toUpperCase() : styled, styled, withBrand, plain, product.name, short];
  return out.map((t) => t.replace(/\s+/g, ' ').trim().slice(0, 300)).filter((t, i, all) => t.length >= 3 && all.indexOf(t) === i);
}

// ---------------------------------------------------------------------------------------
// Prices, stock, dates

/** msrp × 0.92–1.12, moved to the nearest price ending in .90, .99 or .00 the store likes. */
function storePrice(msrp: number, r: () => number): number {
  const raw = msrp * (0.92 + 0.2 * r());
  const ending = pick(r, [0.9, 0.99, 0]);
  const below = Math.floor(raw - ending) + ending;
  const price = raw - below <= below + 1 - raw ? below : below + 1;
  return Math.round(price * 100) / 100;
}

function formatPrice(price: number, style: PriceStyle, r: () => number): number | string {
  const [int, dec] = price.toFixed(2).split('.');
  const eu = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const us = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  switch (style) {
    case 'number':
      return price;
    case 'eu':
      return `${eu},${dec} €`;
    case 'eu-bare':
      return chance(r, 0.3) ? price : `${eu},${dec}`;
    case 'us':
      return `${us}.${dec}`;
    case 'euro-prefix':
      return chance(r, 0.5) ? `€ ${int}.${dec}` : `${int}.${dec} EUR`;
  }
}

function isoAt(ms: number, offsetMin: number): string {
  if (offsetMin === 0) return new Date(ms).toISOString().replace('.000Z', 'Z');
  const local = new Date(ms + offsetMin * 60_000).toISOString().slice(0, 19);
  const sign = offsetMin >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMin);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------
// Listings

/** How many stores list a product: cheap mainstream parts are everywhere, halo parts rare. */
function storeCount(product: SeedProduct, r: () => number): number {
  const msrp = referencePrice(product);
  // Curated products are the best sellers every shop stocks; the rest of a shop's range is thinner.
  const curated = product.opendbId === null || product.msrpEur !== undefined;
  const [lo, hi] = !curated ? (msrp >= 700 ? [1, 1] : msrp >= 150 ? [1, 2] : [1, 3]) : msrp >= 1500 ? [1, 2] : msrp >= 700 ? [1, 3] : msrp >= 300 ? [2, 5] : msrp >= 120 ? [2, 6] : [3, 6];
  return lo + Math.floor(r() * (hi - lo + 1));
}

function chooseStores(product: Product, stores: readonly Store[], count: number): Store[] {
  // Weighted sampling without replacement: key = u^(1/w), keep the largest.
  const keyed = stores.map((s) => {
    const u = rngFor('store', product.id, s.id)();
    return { s, key: Math.pow(u, 1 / (STORE_STYLES[s.id]?.weight ?? 0.5)) };
  });
  return keyed
    .sort((a, b) => b.key - a.key)
    .slice(0, count)
    .map((k) => k.s);
}

export interface GeneratedRow {
  store: string;
  sku: string;
  title: string;
  brand?: string;
  mpn?: string;
  category?: Category;
  price: number | string | null;
  currency: 'EUR';
  availability: 'in_stock' | 'out_of_stock';
  url: string;
  updatedAt: string;
}

export interface GeneratedFeeds {
  /** Rows per store id, in file order. */
  feeds: Map<string, GeneratedRow[]>;
  /** The true product of every row, keyed by `store|sku|line`. */
  truth: Map<string, number>;
  /** Rows whose styled title the matcher could not place, written with the canonical name instead. */
  fallbackTitles: number;
  /** Shelf products left unlisted because the matcher placed none of their titles. */
  unplaceable: number;
}

type SeedProduct = CatalogProduct;

export function loadSeedProducts(dir = path.join(shippedCatalogDir, 'products')): SeedProduct[] {
  return readProducts(dir);
}

export function loadStores(dir = shippedCatalogDir): Store[] {
  return JSON.parse(fs.readFileSync(path.join(dir, 'stores.json'), 'utf8')) as Store[];
}

/** Product ids of every part of the curated builds (`builds.json`), if the file exists. */
export function loadBuildPartIds(dir = shippedCatalogDir): number[] {
  const file = path.join(dir, 'builds.json');
  if (!fs.existsSync(file)) return [];
  const builds = JSON.parse(fs.readFileSync(file, 'utf8')) as { parts: { productId: number }[] }[];
  return builds.flatMap((b) => b.parts.map((p) => p.productId));
}

/**
 * The first title the matcher reads as the right product: as the row was drawn, then with
 * its MPN left out (a part number the catalog shares is no help) or added (shops send one
 * on most rows); null when nothing is.
 */
function verifiedRow(
  matcher: Matcher,
  product: Product,
  candidates: string[],
  row: Omit<GeneratedRow, 'title'>,
): { row: Omit<GeneratedRow, 'title'>; title: string; fallback: boolean } | null {
  const { mpn: _drawn, ...withoutMpn } = row;
  const rows = row.mpn ? [row, withoutMpn] : product.mpn ? [row, { ...row, mpn: product.mpn }] : [row];
  for (const attempt of rows) {
    for (const [index, title] of candidates.entries()) {
      const parsed = feedRowSchema.safeParse({ ...attempt, title });
      if (!parsed.success) throw new Error(`generated row for product ${product.id} is invalid: ${parsed.error.message}`);
      const result = matcher.match(parsed.data);
      if (result.kind === 'matched' && result.productId === product.id) return { row: attempt, title, fallback: index > 3 };
    }
  }
  return null;
}

/**
 * @param buildPartIds products of the curated builds: each gets at least one priced,
 *   in-stock offer (except ALL_OUT_OF_STOCK_PRODUCT_ID), so the builds stay buyable.
 */
export function generateFeeds(products: readonly SeedProduct[], stores: readonly Store[], buildPartIds: Iterable<number> = []): GeneratedFeeds {
  const matcher = createMatcher(products);
  const mustBeBuyable = new Set(buildPartIds);
  const feeds = new Map<string, GeneratedRow[]>(stores.map((s) => [s.id, []]));
  const truth = new Map<string, number>();
  const listings: { product: SeedProduct; store: Store; row: GeneratedRow }[] = [];
  let fallbackTitles = 0;
  let unplaceable = 0;

  for (const product of products) {
    if (product.id === UNLISTED_PRODUCT_ID || !onShelf(product)) continue;
    const count = storeCount(product, rngFor('count', product.id));
    const chosen = chooseStores(product, stores, count);
    for (const { storeId, productId } of REPEATED_SKUS) {
      if (productId === product.id && !chosen.some((s) => s.id === storeId)) chosen[chosen.length - 1] = stores.find((s) => s.id === storeId)!;
    }
    const offers = chosen.map((store) => {
      const r = rngFor('offer', product.id, store.id);
      const price = storePrice(referencePrice(product), r);
      const outOfStock = product.id === ALL_OUT_OF_STOCK_PRODUCT_ID || chance(r, 0.1);
      const noPrice = product.id !== ALL_OUT_OF_STOCK_PRODUCT_ID && chance(r, 0.012);
      return { store, r, price, outOfStock, noPrice };
    });
    // A curated build's part is buyable somewhere, unless it is the deliberate sold-out one.
    if (mustBeBuyable.has(product.id) && product.id !== ALL_OUT_OF_STOCK_PRODUCT_ID && !offers.some((o) => !o.outOfStock && !o.noPrice)) {
      offers[0].outOfStock = false;
      offers[0].noPrice = false;
    }
    const placed: typeof listings = [];
    for (const { store, r, price, outOfStock, noPrice } of offers) {
      const style = STORE_STYLES[store.id];
      if (!style) throw new Error(`store ${store.id} has no feed style`);
      const sku = style.sku(product);
      const hoursAgo = Math.floor(r() * 240);
      const minutes = Math.floor(r() * 60);
      const withMpn = product.mpn !== null && chance(r, MPN_SHARE);
      const base: Omit<GeneratedRow, 'title'> = {
        store: store.id,
        sku,
        ...(style.sendsBrand && product.brand ? { brand: product.brand } : {}),
        ...(withMpn && product.mpn ? { mpn: product.mpn } : {}),
        ...(style.sendsCategory ? { category: product.category } : {}),
        price: noPrice ? null : formatPrice(price, style.price, r),
        currency: 'EUR',
        availability: outOfStock ? 'out_of_stock' : 'in_stock',
        url: style.url(store.website, slugify(product.name), sku),
        updatedAt: isoAt(BASE_DATE_MS - hoursAgo * 3_600_000 - minutes * 60_000, style.utcOffsetMin),
      };
      const verified = verifiedRow(matcher, product, titleCandidates(product, store, style), base);
      if (!verified) {
        if (mustBeBuyable.has(product.id)) throw new Error(`no title for build part ${product.id} (${product.name}) at ${store.id} is matched to it`);
        break;
      }
      if (verified.fallback) fallbackTitles++;
      const { store: storeId, sku: rowSku, ...rest } = verified.row;
      placed.push({ product, store, row: { store: storeId, sku: rowSku, title: verified.title, ...rest } });
    }
    // A product is carried by all the stores chosen for it or by none: a partial set would skew the store counts.
    if (placed.length === offers.length) listings.push(...placed);
    else unplaceable++;
  }

  const productOf = new Map(listings.map((l) => [`${l.store.id}|${l.row.sku}`, l.product.id]));
  for (const { product, store, row } of listings) {
    const rows = feeds.get(store.id)!;
    const repeated = REPEATED_SKUS.some((x) => x.storeId === store.id && x.productId === product.id);
    if (repeated) {
      // An early row with yesterday's price; the correction further down the file wins.
      const early: GeneratedRow = {
        ...row,
        price: typeof row.price === 'number' ? Math.round((row.price + 10) * 100) / 100 : row.price,
        updatedAt: isoAt(BASE_DATE_MS - 12 * 24 * 3_600_000, STORE_STYLES[store.id].utcOffsetMin),
      };
      rows.push(early);
    }
    rows.push(row);
  }
  for (const [storeId, rows] of feeds) {
    rows.sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
    // Move each repeated SKU's final row to the end of the file: a late correction.
    for (const { storeId: s, productId } of REPEATED_SKUS) {
      if (s !== storeId) continue;
      const product = products.find((p) => p.id === productId)!;
      const sku = STORE_STYLES[s].sku(product);
      const at = rows.map((row, i) => (row.sku === sku ? i : -1)).filter((i) => i >= 0);
      if (at.length === 2) rows.push(...rows.splice(at[1], 1));
    }
    rows.forEach((row, i) => truth.set(`${storeId}|${row.sku}|${i + 1}`, productOf.get(`${storeId}|${row.sku}`)!));
  }
  return { feeds, truth, fallbackTitles, unplaceable };
}

export function renderFeed(rows: readonly GeneratedRow[]): string {
  return rows.map((row) => JSON.stringify(row)).join('\n') + '\n';
}

function main(argv: string[]): void {
  const check = argv.includes('--check');
  const products = loadSeedProducts();
  const stores = loadStores();
  const { feeds, fallbackTitles, unplaceable } = generateFeeds(products, stores, loadBuildPartIds());
  const dir = path.join(shippedCatalogDir, 'feeds');
  fs.mkdirSync(dir, { recursive: true });
  let stale = 0;
  let total = 0;
  for (const [storeId, rows] of feeds) {
    const file = path.join(dir, `${storeId}.jsonl`);
    const text = renderFeed(rows);
    total += rows.length;
    if (check) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (current !== text) {
        stale++;
        console.error(`feeds/${storeId}.jsonl is out of date`);
      }
    } else {
      fs.writeFileSync(file, text);
    }
  }
  if (check && stale) {
    console.error(`${stale} feed file(s) differ; run node dist/seeds/generate-feeds.js`);
    process.exit(1);
  }
  console.log(
    `${check ? 'checked' : 'wrote'} ${feeds.size} feeds with ${total} rows in ${path.relative(process.cwd(), dir) || dir}` +
      ` (${fallbackTitles} rows fell back to the canonical name; ${unplaceable} products left off the shelves because no title of theirs is matched)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
