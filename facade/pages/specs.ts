import type { Product, SpecsByCategory } from '../../src/catalog/types.js';
import { SPEC_KEYS, type Category, type SpecKey } from '../../src/enums.js';
import { formatCapacity, formatNumber, type Lang } from './format.js';
import { colorName } from './i18n.js';

/**
 * The readable specs of each category: label and formatted value per row, in the page
 * language. Keys a product has beyond its category's are shown last, as they are.
 */

type Row = [label: string, value: string];
type Specs = Record<string, unknown>;

const L = (sq: string, en: string) => (lang: Lang) => (lang === 'sq' ? sq : en);
const yesNo = (v: unknown, lang: Lang) => (v === null || v === undefined ? '—' : v ? (lang === 'sq' ? 'Po' : 'Yes') : lang === 'sq' ? 'Jo' : 'No');
const num = (v: unknown, lang: Lang, unit = '') => (typeof v === 'number' ? `${formatNumber(v, lang)}${unit}` : '—');
// Unknown (null) reads as a dash; only a stated empty list is "none".
const list = (v: unknown, lang: Lang, unit = '') =>
  !Array.isArray(v) ? '—' : v.length ? v.map((x) => (typeof x === 'number' ? formatNumber(x, lang) : String(x))).join(', ') + unit : lang === 'sq' ? 'Asnjë' : 'None';
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

function connectors(s: { pcie8pin: number | null; pcie16pin: number | null }, lang: Lang): string {
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

/** A spec's row, or the key of the row that shows it beside its own value. */
type Shown<C extends Category> = ((s: SpecsByCategory[C], lang: Lang) => Row) | SpecKey<C>;

/**
 * Every spec key of every category has its place on the page, so a key added to SPEC_KEYS
 * without a label does not compile. Rows appear in the order written.
 */
const ROWS: { [C in Category]: { [K in SpecKey<C>]: Shown<C> } } = {
  CPU: {
    socket: (s, lang) => [socket(lang), text(s.socket)],
    cores: (s, lang) => [L('Bërthama / fije', 'Cores / threads')(lang), `${num(s.cores, lang)} / ${num(s.threads, lang)}`],
    threads: 'cores',
    baseClockGhz: (s, lang) => [L('Frekuenca bazë / maksimale', 'Base / boost clock')(lang), `${num(s.baseClockGhz, lang)} / ${num(s.boostClockGhz, lang, ' GHz')}`],
    boostClockGhz: 'baseClockGhz',
    tdpW: (s, lang) => ['TDP', num(s.tdpW, lang, ' W')],
    integratedGraphics: (s, lang) => [L('Grafikë e integruar', 'Integrated graphics')(lang), yesNo(s.integratedGraphics, lang)],
    coolerIncluded: (s, lang) => [L('Ftohës në kuti', 'Cooler included')(lang), yesNo(s.coolerIncluded, lang)],
    memoryTypes: (s, lang) => [L('Memoria e mbështetur', 'Memory support')(lang), list(s.memoryTypes, lang)],
    performanceScore: (s, lang) => [perf(lang), `${num(s.performanceScore, lang)}/100`],
    releaseYear: (s, lang) => [L('Viti i daljes', 'Launch year')(lang), text(s.releaseYear)],
  },
  GPU: {
    chipBrand: (s, lang) => [L('Çipi', 'Chip')(lang), `${text(s.chipBrand)} ${text(s.chip)}`],
    chip: 'chipBrand',
    vramGb: (s, lang) => ['VRAM', num(s.vramGb, lang, ' GB')],
    lengthMm: (s, lang) => [L('Gjatësia', 'Length')(lang), num(s.lengthMm, lang, ' mm')],
    boardPowerW: (s, lang) => [L('Fuqia e kartës', 'Board power')(lang), num(s.boardPowerW, lang, ' W')],
    pcie8pin: (s, lang) => [L('Lidhësit e energjisë', 'Power connectors')(lang), connectors(s, lang)],
    pcie16pin: 'pcie8pin',
    slotWidth: (s, lang) => [L('Gjerësia (slote)', 'Slot width')(lang), num(s.slotWidth, lang)],
    performanceScore: (s, lang) => [perf(lang), `${num(s.performanceScore, lang)}/100`],
  },
  MOTHERBOARD: {
    socket: (s, lang) => [socket(lang), text(s.socket)],
    chipset: (s, lang) => [L('Çipseti', 'Chipset')(lang), `${text(s.chipset)} (${text(s.chipsetYear)})`],
    chipsetYear: 'chipset',
    formFactor: (s, lang) => [formFactor(lang), text(s.formFactor)],
    memoryType: (s, lang) => [
      L('Memoria', 'Memory')(lang),
      `${text(s.memoryType)}, ${num(s.memorySlots, lang)} ${lang === 'sq' ? 'slote' : 'slots'}, max ${num(s.maxMemoryGb, lang, ' GB')}`,
    ],
    memorySlots: 'memoryType',
    maxMemoryGb: 'memoryType',
    m2Slots: (s, lang) => [L('Slote M.2', 'M.2 slots')(lang), num(s.m2Slots, lang)],
    sataPorts: (s, lang) => [L('Porta SATA', 'SATA ports')(lang), num(s.sataPorts, lang)],
    wifi: (s, lang) => ['Wi-Fi', yesNo(s.wifi, lang)],
  },
  RAM: {
    type: (s, lang) => [L('Lloji', 'Type')(lang), text(s.type)],
    capacityGb: (s, lang) => [L('Kapaciteti', 'Capacity')(lang), `${num(s.capacityGb, lang, ' GB')} (${num(s.modules, lang)} × ${num(s.moduleGb, lang, ' GB')})`],
    modules: 'capacityGb',
    moduleGb: 'capacityGb',
    speedMts: (s, lang) => [L('Shpejtësia', 'Speed')(lang), num(s.speedMts, lang, ' MT/s')],
    casLatency: (s, lang) => [L('Vonesa CAS', 'CAS latency')(lang), `CL${text(s.casLatency)}`],
    color: (s, lang) => [color(lang), colorValue(s.color, lang)],
    lighting: (s, lang) => [L('Ndriçim RGB', 'RGB lighting')(lang), yesNo(s.lighting, lang)],
  },
  STORAGE: {
    type: (s, lang) => [L('Lloji', 'Type')(lang), text(s.type)],
    capacityGb: (s, lang) => [L('Kapaciteti', 'Capacity')(lang), typeof s.capacityGb === 'number' ? formatCapacity(s.capacityGb, lang) : '—'],
    interface: (s, lang) => [L('Ndërfaqja', 'Interface')(lang), text(s.interface)],
    formFactor: (s, lang) => [formFactor(lang), text(s.formFactor)],
  },
  PSU: {
    wattage: (s, lang) => [L('Fuqia', 'Wattage')(lang), num(s.wattage, lang, ' W')],
    efficiency: (s, lang) => [L('Efikasiteti', 'Efficiency')(lang), text(s.efficiency)],
    modular: (s, lang) => [
      L('Modulariteti', 'Modularity')(lang),
      ({ full: L('Plotësisht modular', 'Fully modular'), semi: L('Gjysmë modular', 'Semi-modular'), none: L('Jo modular', 'Non-modular') } as Record<string, (l: Lang) => string>)[
        String(s.modular)
      ]?.(lang) ?? text(s.modular),
    ],
    formFactor: (s, lang) => [formFactor(lang), text(s.formFactor)],
    pcie8pin: (s, lang) => [L('Lidhësit për GPU', 'GPU connectors')(lang), connectors(s, lang)],
    pcie16pin: 'pcie8pin',
  },
  CASE: {
    type: (s, lang) => [L('Lloji', 'Type')(lang), text(s.type)],
    supportedBoards: (s, lang) => [L('Pllakat amë', 'Motherboards')(lang), list(s.supportedBoards, lang)],
    maxGpuLengthMm: (s, lang) => [L('GPU maks. gjatësi', 'Max GPU length')(lang), num(s.maxGpuLengthMm, lang, ' mm')],
    maxCoolerHeightMm: (s, lang) => [L('Ftohësi maks. lartësi', 'Max cooler height')(lang), num(s.maxCoolerHeightMm, lang, ' mm')],
    psuFormFactors: (s, lang) => [L('Formatet e PSU', 'PSU form factors')(lang), list(s.psuFormFactors, lang)],
    radiatorSupport: (s, lang) => [L('Radiatorët', 'Radiators')(lang), list(s.radiatorSupport, lang, Array.isArray(s.radiatorSupport) && s.radiatorSupport.length ? ' mm' : '')],
    color: (s, lang) => [color(lang), colorValue(s.color, lang)],
    lighting: (s, lang) => [L('Ndriçim RGB', 'RGB lighting')(lang), yesNo(s.lighting, lang)],
  },
  COOLING: {
    type: (s, lang) => [L('Lloji', 'Type')(lang), s.type === 'aio' ? L('Me lëng (AIO)', 'Liquid (AIO)')(lang) : s.type === 'air' ? L('Me ajër', 'Air')(lang) : text(s.type)],
    sockets: (s, lang) => [L('Foletë', 'Sockets')(lang), list(s.sockets, lang)],
    heightMm: (s, lang) => (s.radiatorMm != null ? [L('Radiatori', 'Radiator')(lang), num(s.radiatorMm, lang, ' mm')] : [L('Lartësia', 'Height')(lang), num(s.heightMm, lang, ' mm')]),
    radiatorMm: 'heightMm',
    tdpRatingW: (s, lang) => [L('Kapaciteti TDP', 'TDP rating')(lang), num(s.tdpRatingW, lang, ' W')],
    color: (s, lang) => [color(lang), colorValue(s.color, lang)],
    lighting: (s, lang) => [L('Ndriçim RGB', 'RGB lighting')(lang), yesNo(s.lighting, lang)],
  },
};

const asIs =
  (lang: Lang) =>
  ([k, v]: [string, unknown]): Row => [k, Array.isArray(v) ? list(v, lang) : typeof v === 'boolean' ? yesNo(v, lang) : text(v)];

export function specRows(product: Product, lang: Lang): Row[] {
  const specs = (product.specs ?? {}) as unknown as Specs;
  // One category's rows read that category's specs; the product's category picks them.
  const shown = ROWS[product.category] as unknown as Record<string, ((s: Specs, lang: Lang) => Row) | string> | undefined;
  if (!shown) return Object.entries(specs).map(asIs(lang));
  const known = new Set<string>(SPEC_KEYS[product.category]);
  const rows = Object.values(shown).flatMap((row) => (typeof row === 'function' ? [row(specs, lang)] : []));
  return [
    ...rows,
    ...Object.entries(specs)
      .filter(([k]) => !known.has(k))
      .map(asIs(lang)),
  ];
}

/** A one-line summary for listings: the first few spec values. */
export function specSummary(product: Product, lang: Lang): string {
  return specRows(product, lang)
    .slice(0, 3)
    .map(([, v]) => v)
    .join(' · ');
}
