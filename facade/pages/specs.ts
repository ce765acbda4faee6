import type { Category, Product } from '../../src/catalog/types.js';
import { formatCapacity, formatNumber, type Lang } from './format.js';
import { colorName } from './i18n.js';

/**
 * The readable key specs of each category: label and formatted value per row, in the
 * page language. Keys a category does not describe here are shown last, as they are.
 */

type Row = [label: string, value: string];
type Specs = Record<string, unknown>;
type Describe = (s: Specs, lang: Lang) => Row[];

const L = (sq: string, en: string) => (lang: Lang) => (lang === 'sq' ? sq : en);
const yesNo = (v: unknown, lang: Lang) => (v === null || v === undefined ? '—' : v ? (lang === 'sq' ? 'Po' : 'Yes') : lang === 'sq' ? 'Jo' : 'No');
const num = (v: unknown, lang: Lang, unit = '') => (typeof v === 'number' ? `${formatNumber(v, lang)}${unit}` : '—');
// Unknown (null) reads as a dash; only a stated empty list is "none".
const list = (v: unknown, lang: Lang, unit = '') =>
  !Array.isArray(v) ? '—' : v.length ? v.map((x) => (typeof x === 'number' ? formatNumber(x, lang) : String(x))).join(', ') + unit : lang === 'sq' ? 'Asnjë' : 'None';
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

function connectors(s: Specs, lang: Lang): string {
  if (s.pcie8pin === null && s.pcie16pin === null) return '—';
  const parts: string[] = [];
  if (typeof s.pcie8pin === 'number' && s.pcie8pin > 0) parts.push(`${s.pcie8pin} × 8-pin PCIe`);
  if (typeof s.pcie16pin === 'number' && s.pcie16pin > 0) parts.push(`${s.pcie16pin} × 16-pin (12V-2x6)`);
  return parts.length ? parts.join(', ') : lang === 'sq' ? 'Asnjë' : 'None';
}

const socket = L('Foleja (socket)', 'Socket');
const formFactor = L('Formati', 'Form factor');
const color = L('Ngjyra', 'Colour');
const colorValue = (v: unknown, lang: Lang) => (typeof v === 'string' && v ? colorName(v, lang) : text(v));
const perf = L('Pikët e performancës', 'Performance score');

const DESCRIBE: Record<Category, { keys: string[]; rows: Describe }> = {
  CPU: {
    keys: ['socket', 'cores', 'threads', 'baseClockGhz', 'boostClockGhz', 'tdpW', 'integratedGraphics', 'coolerIncluded', 'memoryTypes', 'performanceScore', 'releaseYear'],
    rows: (s, lang) => [
      [socket(lang), text(s.socket)],
      [L('Bërthama / fije', 'Cores / threads')(lang), `${num(s.cores, lang)} / ${num(s.threads, lang)}`],
      [L('Frekuenca bazë / maksimale', 'Base / boost clock')(lang), `${num(s.baseClockGhz, lang)} / ${num(s.boostClockGhz, lang, ' GHz')}`],
      ['TDP', num(s.tdpW, lang, ' W')],
      [L('Grafikë e integruar', 'Integrated graphics')(lang), yesNo(s.integratedGraphics, lang)],
      [L('Ftohës në kuti', 'Cooler included')(lang), yesNo(s.coolerIncluded, lang)],
      [L('Memoria e mbështetur', 'Memory support')(lang), list(s.memoryTypes, lang)],
      [perf(lang), `${num(s.performanceScore, lang)}/100`],
      [L('Viti i daljes', 'Launch year')(lang), text(s.releaseYear)],
    ],
  },
  GPU: {
    keys: ['chipBrand', 'chip', 'vramGb', 'lengthMm', 'boardPowerW', 'pcie8pin', 'pcie16pin', 'slotWidth', 'performanceScore'],
    rows: (s, lang) => [
      [L('Çipi', 'Chip')(lang), `${text(s.chipBrand)} ${text(s.chip)}`],
      ['VRAM', num(s.vramGb, lang, ' GB')],
      [L('Gjatësia', 'Length')(lang), num(s.lengthMm, lang, ' mm')],
      [L('Fuqia e kartës', 'Board power')(lang), num(s.boardPowerW, lang, ' W')],
      [L('Lidhësit e energjisë', 'Power connectors')(lang), connectors(s, lang)],
      [L('Gjerësia (slote)', 'Slot width')(lang), num(s.slotWidth, lang)],
      [perf(lang), `${num(s.performanceScore, lang)}/100`],
    ],
  },
  MOTHERBOARD: {
    keys: ['socket', 'chipset', 'formFactor', 'memoryType', 'memorySlots', 'maxMemoryGb', 'm2Slots', 'sataPorts', 'wifi', 'chipsetYear'],
    rows: (s, lang) => [
      [socket(lang), text(s.socket)],
      [L('Çipseti', 'Chipset')(lang), `${text(s.chipset)} (${text(s.chipsetYear)})`],
      [formFactor(lang), text(s.formFactor)],
      [L('Memoria', 'Memory')(lang), `${text(s.memoryType)}, ${num(s.memorySlots, lang)} ${lang === 'sq' ? 'slote' : 'slots'}, max ${num(s.maxMemoryGb, lang, ' GB')}`],
      [L('Slote M.2', 'M.2 slots')(lang), num(s.m2Slots, lang)],
      [L('Porta SATA', 'SATA ports')(lang), num(s.sataPorts, lang)],
      ['Wi-Fi', yesNo(s.wifi, lang)],
    ],
  },
  RAM: {
    keys: ['type', 'speedMts', 'modules', 'moduleGb', 'capacityGb', 'casLatency', 'color'],
    rows: (s, lang) => [
      [L('Lloji', 'Type')(lang), text(s.type)],
      [L('Kapaciteti', 'Capacity')(lang), `${num(s.capacityGb, lang, ' GB')} (${num(s.modules, lang)} × ${num(s.moduleGb, lang, ' GB')})`],
      [L('Shpejtësia', 'Speed')(lang), num(s.speedMts, lang, ' MT/s')],
      [L('Vonesa CAS', 'CAS latency')(lang), `CL${text(s.casLatency)}`],
      [color(lang), colorValue(s.color, lang)],
    ],
  },
  STORAGE: {
    keys: ['type', 'interface', 'formFactor', 'capacityGb'],
    rows: (s, lang) => [
      [L('Lloji', 'Type')(lang), text(s.type)],
      [L('Kapaciteti', 'Capacity')(lang), typeof s.capacityGb === 'number' ? formatCapacity(s.capacityGb, lang) : '—'],
      [L('Ndërfaqja', 'Interface')(lang), text(s.interface)],
      [formFactor(lang), text(s.formFactor)],
    ],
  },
  PSU: {
    keys: ['wattage', 'formFactor', 'efficiency', 'modular', 'pcie8pin', 'pcie16pin'],
    rows: (s, lang) => [
      [L('Fuqia', 'Wattage')(lang), num(s.wattage, lang, ' W')],
      [L('Efikasiteti', 'Efficiency')(lang), text(s.efficiency)],
      [
        L('Modulariteti', 'Modularity')(lang),
        ({ full: L('Plotësisht modular', 'Fully modular'), semi: L('Gjysmë modular', 'Semi-modular'), none: L('Jo modular', 'Non-modular') } as Record<string, (l: Lang) => string>)[
          String(s.modular)
        ]?.(lang) ?? text(s.modular),
      ],
      [formFactor(lang), text(s.formFactor)],
      [L('Lidhësit për GPU', 'GPU connectors')(lang), connectors(s, lang)],
    ],
  },
  CASE: {
    keys: ['type', 'supportedBoards', 'maxGpuLengthMm', 'maxCoolerHeightMm', 'psuFormFactors', 'radiatorSupport', 'color'],
    rows: (s, lang) => [
      [L('Lloji', 'Type')(lang), text(s.type)],
      [L('Pllakat amë', 'Motherboards')(lang), list(s.supportedBoards, lang)],
      [L('GPU maks. gjatësi', 'Max GPU length')(lang), num(s.maxGpuLengthMm, lang, ' mm')],
      [L('Ftohësi maks. lartësi', 'Max cooler height')(lang), num(s.maxCoolerHeightMm, lang, ' mm')],
      [L('Formatet e PSU', 'PSU form factors')(lang), list(s.psuFormFactors, lang)],
      [L('Radiatorët', 'Radiators')(lang), list(s.radiatorSupport, lang, Array.isArray(s.radiatorSupport) && s.radiatorSupport.length ? ' mm' : '')],
      [color(lang), colorValue(s.color, lang)],
    ],
  },
  COOLING: {
    keys: ['type', 'sockets', 'heightMm', 'radiatorMm', 'tdpRatingW', 'color'],
    rows: (s, lang) => [
      [L('Lloji', 'Type')(lang), s.type === 'aio' ? L('Me lëng (AIO)', 'Liquid (AIO)')(lang) : s.type === 'air' ? L('Me ajër', 'Air')(lang) : text(s.type)],
      [L('Foletë', 'Sockets')(lang), list(s.sockets, lang)],
      s.radiatorMm != null ? [L('Radiatori', 'Radiator')(lang), num(s.radiatorMm, lang, ' mm')] : [L('Lartësia', 'Height')(lang), num(s.heightMm, lang, ' mm')],
      [L('Kapaciteti TDP', 'TDP rating')(lang), num(s.tdpRatingW, lang, ' W')],
      [color(lang), colorValue(s.color, lang)],
    ],
  },
};

export function specRows(product: Product, lang: Lang): Row[] {
  const specs = (product.specs ?? {}) as unknown as Specs;
  const describe = DESCRIBE[product.category];
  if (!describe) return Object.entries(specs).map(([k, v]) => [k, Array.isArray(v) ? list(v, lang) : typeof v === 'boolean' ? yesNo(v, lang) : text(v)]);
  const known = new Set(describe.keys);
  const extra: Row[] = Object.entries(specs)
    .filter(([k]) => !known.has(k))
    .map(([k, v]) => [k, Array.isArray(v) ? list(v, lang) : typeof v === 'boolean' ? yesNo(v, lang) : text(v)]);
  return [...describe.rows(specs, lang), ...extra];
}

/** A one-line summary for listings: the first few spec values. */
export function specSummary(product: Product, lang: Lang): string {
  return specRows(product, lang)
    .slice(0, 3)
    .map(([, v]) => v)
    .join(' · ');
}
