import { SOCKETS, type Category, type Product, type Socket } from '../catalog/types.js';
import { foldText, type Intent, type IntentKey } from './intent.js';
import type { FilterLabel } from './messages.js';
import type { Pools } from './candidates.js';

export interface Preferences {
  cpuBrand?: string;
  gpuBrand?: string;
  memoryType?: string;
  platform?: string;
  storageType?: string;
  notes?: string;
}

type Predicate = (p: Product) => boolean;

/**
 * One narrowing of the candidate pools. It applies to each category where at least one
 * candidate matches and leaves the others alone, so a wish never empties a category.
 */
export interface PoolFilter {
  source: 'preference' | 'requirement' | 'default';
  label: FilterLabel;
  targets: Partial<Record<Category, Predicate>>;
}

export interface FilterOutcome {
  pools: Pools;
  /** Labels of filters that narrowed at least one category. */
  applied: { source: PoolFilter['source']; label: FilterLabel }[];
  /** Labels of preference/requirement filters no candidate matched. */
  unmatched: { source: PoolFilter['source']; label: FilterLabel }[];
}

const compact = (s: string | null) => foldText(s ?? '').replace(/[^a-z0-9]/g, '');
const vendorOf = (cpu: Product<'CPU'>) => (cpu.specs.socket ? (cpu.specs.socket.startsWith('LGA') ? 'intel' : 'amd') : compact(cpu.brand));

/** Brand, vendor (socket family or GPU chip maker) or a whole-word phrase of the name. */
function brandMatches(p: Product, wanted: string, extra: string | null = null): boolean {
  const words = (text: string) =>
    ` ${foldText(text)
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .join(' ')} `;
  const w = words(wanted).trim();
  if (!w) return false;
  return words(p.brand ?? '').trim() === w || (extra !== null && words(extra).trim() === w) || words(p.name).includes(` ${w} `);
}

function storageMatches(type: string | null, wanted: string): boolean {
  if (type === null) return false;
  const w = compact(wanted);
  const t = compact(type);
  if (w === 'ssd') return type !== 'HDD';
  if (w === 'm2') return type === 'NVMe';
  if (w === 'sata') return type !== 'NVMe';
  return t.includes(w);
}

function platformFilter(wanted: string): PoolFilter['targets'] {
  const w = compact(wanted);
  const socket: Socket | undefined = SOCKETS.find((s) => compact(s) === w);
  if (socket) {
    return {
      CPU: (p) => (p as Product<'CPU'>).specs.socket === socket,
      MOTHERBOARD: (p) => (p as Product<'MOTHERBOARD'>).specs.socket === socket,
    };
  }
  if (w === 'amd' || w === 'intel') return { CPU: (p) => vendorOf(p as Product<'CPU'>) === w };
  // Anything else is taken as a chipset name, e.g. "B650" or "Z790".
  return { MOTHERBOARD: (p) => compact((p as Product<'MOTHERBOARD'>).specs.chipset) === w };
}

export function preferenceFilters(prefs: Preferences | undefined): PoolFilter[] {
  if (!prefs) return [];
  const filters: PoolFilter[] = [];
  const add = (field: Exclude<keyof Preferences, 'notes'>, value: string, targets: PoolFilter['targets']) =>
    filters.push({ source: 'preference', label: { kind: 'preference', field, value }, targets });
  if (prefs.cpuBrand) {
    const v = prefs.cpuBrand;
    add('cpuBrand', v, { CPU: (p) => brandMatches(p, v, vendorOf(p as Product<'CPU'>)) });
  }
  if (prefs.gpuBrand) {
    const v = prefs.gpuBrand;
    add('gpuBrand', v, { GPU: (p) => brandMatches(p, v, (p as Product<'GPU'>).specs.chipBrand) });
  }
  if (prefs.memoryType) {
    const v = compact(prefs.memoryType);
    add('memoryType', prefs.memoryType, {
      CPU: (p) => ((p as Product<'CPU'>).specs.memoryTypes ?? []).some((t) => compact(t) === v),
      MOTHERBOARD: (p) => compact((p as Product<'MOTHERBOARD'>).specs.memoryType) === v,
      RAM: (p) => compact((p as Product<'RAM'>).specs.type) === v,
    });
  }
  if (prefs.platform) add('platform', prefs.platform, platformFilter(prefs.platform));
  if (prefs.storageType) {
    const v = prefs.storageType;
    add('storageType', v, { STORAGE: (p) => storageMatches((p as Product<'STORAGE'>).specs.type, v) });
  }
  return filters;
}

const isWhite: Predicate = (p) => foldText((p.specs as { color?: string | null }).color ?? '').includes('white');
const isRgb: Predicate = (p) => /\ba?rgb\b/.test(foldText(p.name));
const GOOD_EFFICIENCY = /gold|platinum|titanium/i;

export function requirementFilters(intent: Intent): PoolFilter[] {
  const targets: Partial<Record<IntentKey, PoolFilter['targets']>> = {
    smallFormFactor: {
      MOTHERBOARD: (p) => (p as Product<'MOTHERBOARD'>).specs.formFactor === 'Mini-ITX',
      CASE: (p) => {
        const boards = (p as Product<'CASE'>).specs.supportedBoards ?? [];
        return boards.includes('Mini-ITX') && !boards.includes('ATX') && !boards.includes('mATX');
      },
      PSU: (p) => ['SFX', 'SFX-L'].includes((p as Product<'PSU'>).specs.formFactor ?? ''),
    },
    quiet: {
      // Big heatsinks and 240 mm+ radiators move the same heat at lower fan speed.
      COOLING: (p) => {
        const s = (p as Product<'COOLING'>).specs;
        return s.type === 'air' ? (s.heightMm ?? 0) >= 150 : (s.radiatorMm ?? 0) >= 240;
      },
      PSU: (p) => GOOD_EFFICIENCY.test((p as Product<'PSU'>).specs.efficiency ?? ''),
    },
    wifi: { MOTHERBOARD: (p) => (p as Product<'MOTHERBOARD'>).specs.wifi === true },
    white: { CASE: isWhite, RAM: isWhite, COOLING: isWhite },
    rgb: { CASE: isRgb, RAM: isRgb, COOLING: isRgb },
  };
  const filters: PoolFilter[] = [];
  for (const key of Object.keys(targets) as IntentKey[]) {
    const t = targets[key];
    if (intent[key] && t) filters.push({ source: 'requirement', label: { kind: 'intent', key }, targets: t });
  }
  return filters;
}

/** NVMe is the default drive for every use case: same price band as SATA SSDs, several times faster. */
export const DEFAULT_FILTERS: PoolFilter[] = [{ source: 'default', label: { kind: 'nvme' }, targets: { STORAGE: (p) => (p as Product<'STORAGE'>).specs.type === 'NVMe' } }];

export function applyFilters(pools: Pools, filters: readonly PoolFilter[], fixed: ReadonlySet<Category>): FilterOutcome {
  const next = { ...pools };
  const applied: FilterOutcome['applied'] = [];
  const unmatched: FilterOutcome['unmatched'] = [];
  for (const filter of filters) {
    let narrowed = false;
    for (const [category, predicate] of Object.entries(filter.targets) as [Category, Predicate][]) {
      if (fixed.has(category)) continue;
      const matching = next[category].filter((c) => predicate(c.product));
      if (matching.length === 0) continue;
      next[category] = matching;
      narrowed = true;
    }
    const entry = { source: filter.source, label: filter.label };
    if (narrowed) applied.push(entry);
    else if (filter.source !== 'default') unmatched.push(entry);
  }
  return { pools: next, applied, unmatched };
}
