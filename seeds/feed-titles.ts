/** A store's title for a product, as that store writes titles, and safer spellings of it to fall back on. */
import { chance, pick, rngFor } from './random.js';
import type { Category, Product, Store } from '../src/catalog/types.js';
import type { StoreStyle } from './feed-styles.js';

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
export function titleCandidates(product: Product, store: Store, style: StoreStyle): string[] {
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
