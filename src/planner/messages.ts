import type { UseCase } from '../enums.js';
import type { Category } from '../catalog/types.js';
import { compatEnglish, type CompatText } from '../compat/messages.js';
import { messageOf, renderMessage, type MessageOf } from '../messages.js';
import { INTENT_EFFECTS, type IntentKey } from './intent.js';
import { PROFILES } from './profiles.js';
import { euros } from './text.js';

/**
 * Everything the planner writes (warnings, rationale, why each part, how each alternative
 * compares) as codes and values, with the English text of each: the contract's text. The
 * Albanian pages render the same codes (facade/pages/planner-sq.ts).
 */

/** What a pool filter stands for, as named in warnings and the rationale. */
export type FilterLabel =
  { kind: 'intent'; key: IntentKey } | { kind: 'preference'; field: 'cpuBrand' | 'gpuBrand' | 'memoryType' | 'platform' | 'storageType'; value: string } | { kind: 'nvme' };

/** Why a RAM kit or drive has its capacity: the use case's target, or leftover budget. */
export type CapacityWhy = { upgradedFromGb: number } | { useCase: UseCase; targetGb: number; minGb: number };

/** A figure of the alternative and of the chosen part; null where the catalog does not know it. */
type Pair<T> = [T | null, T | null];

/**
 * How an alternative compares with the chosen part of its category: [alternative, chosen]
 * pairs, a difference null when equal. The chosen part may be a snapshot part with specs
 * the catalog does not know, so any figure may be null.
 */
export type Comparison =
  | { category: 'CPU'; score: Pair<number>; cores: Pair<number> }
  | { category: 'GPU'; score: Pair<number>; vramGb: Pair<number> }
  | { category: 'RAM'; capacityGb: Pair<number>; speed: Pair<string> | null }
  | { category: 'STORAGE'; capacityGb: Pair<number>; type: Pair<string> | null }
  | { category: 'PSU'; wattage: Pair<number>; efficiency: Pair<string> | null; modular: 'none' | 'semi' | 'full' | null }
  | { category: 'CASE'; maxGpuMm: Pair<number>; color: string | null }
  | { category: 'COOLING'; ratingW: Pair<number>; type: 'air' | 'aio' | null; radiatorMm: number | null }
  | {
      category: 'MOTHERBOARD';
      chipset: Pair<string> | null;
      formFactor: string | null;
      memorySlots: Pair<number> | null;
      m2Slots: Pair<number> | null;
      wifi: boolean | null;
      sameChipset: string | null;
    };

export interface AlternativeReason {
  /** The price difference to the chosen part, or the alternative's price when the chosen part has none. */
  price: { delta: number } | { price: number };
  comparison: Comparison;
  outOfStock: boolean;
  /** How far the plan would go over budget with this swap. */
  overBudgetBy: number | null;
}

/** Ratios of two performance scores as words, shared by every language: which band a ratio falls in. */
export type PerformanceBand = { band: 'twice' } | { band: 'half' } | { band: 'similar' } | { band: 'times'; ratio: number } | { band: 'percent'; percent: number };

/** Null when either score is unknown: there is nothing to compare. */
export function performanceBand(alt: number | null, chosen: number | null): PerformanceBand | null {
  if (!alt || !chosen) return null;
  const ratio = alt / chosen;
  if (ratio >= 1.9 && ratio <= 2.1) return { band: 'twice' };
  if (ratio > 2.1) return { band: 'times', ratio };
  if (ratio <= 0.55) return { band: 'half' };
  const percent = Math.round((ratio - 1) * 100);
  return Math.abs(percent) < 3 ? { band: 'similar' } : { band: 'percent', percent };
}

const useCaseName = (u: UseCase) => PROFILES[u].label.toLowerCase();
const stock = (inStockOnly: boolean) => (inStockOnly ? 'in-stock priced' : 'priced');
const split = (v: { cpuPct: number; gpuPct: number }) => `CPU ${v.cpuPct}% / GPU ${v.gpuPct}%`;

export function labelEnglish(label: FilterLabel): string {
  if (label.kind === 'intent') return INTENT_EFFECTS[label.key];
  if (label.kind === 'preference') return `${label.field} "${label.value}"`;
  return 'NVMe storage';
}

/** The known words of a phrase, space-separated; the first one capitalised as a sentence starts. */
function words(...parts: (string | number | null | undefined | false)[]): string {
  const text = parts.filter((p) => p !== null && p !== undefined && p !== false && p !== '').join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A figure with its unit, or "unknown". */
const figure = (value: number | string | null, unit = '') => (value === null ? 'unknown' : `${value}${unit}`);

function performanceText([alt, chosen]: Pair<number>): string {
  const b = performanceBand(alt, chosen);
  if (b === null) return 'performance not comparable (score unknown)';
  if (b.band === 'twice') return 'about twice as fast';
  if (b.band === 'times') return `about ${b.ratio.toFixed(1)}x as fast`;
  if (b.band === 'half') return 'about half as fast or less';
  if (b.band === 'similar') return 'similar performance';
  return b.percent > 0 ? `~${b.percent}% faster` : `~${-b.percent}% slower`;
}

function capacityText([alt, chosen]: Pair<number>): string {
  if (alt === null || chosen === null) return `${figure(alt, ' GB')} vs ${figure(chosen, ' GB')}`;
  const ratio = alt / chosen;
  if (ratio === 2) return 'twice the capacity';
  if (ratio === 0.5) return 'half the capacity';
  if (ratio === 1) return `same ${chosen} GB`;
  return `${alt} GB vs ${chosen} GB`;
}

function comparisonText(c: Comparison): string {
  switch (c.category) {
    case 'CPU':
      return `${performanceText(c.score)}, ${figure(c.cores[0])} vs ${figure(c.cores[1])} cores`;
    case 'GPU':
      return `${performanceText(c.score)}, ${figure(c.vramGb[0], ' GB')} vs ${figure(c.vramGb[1], ' GB')} VRAM`;
    case 'RAM':
      return c.speed ? `${capacityText(c.capacityGb)}, ${figure(c.speed[0])} vs ${figure(c.speed[1])}` : capacityText(c.capacityGb);
    case 'STORAGE':
      return c.type ? `${capacityText(c.capacityGb)}, ${figure(c.type[0])} instead of ${figure(c.type[1])}` : capacityText(c.capacityGb);
    case 'PSU': {
      const watts = c.wattage[0] === c.wattage[1] ? `same ${figure(c.wattage[0], ' W')}` : `${figure(c.wattage[0], ' W')} vs ${figure(c.wattage[1], ' W')}`;
      const eff = c.efficiency ? `, ${figure(c.efficiency[0])} vs ${figure(c.efficiency[1])}` : '';
      const modular = c.modular ? `, ${c.modular === 'none' ? 'non' : c.modular}-modular` : '';
      return `${watts}${eff}${modular}`;
    }
    case 'CASE':
      return `fits GPUs up to ${figure(c.maxGpuMm[0], ' mm')} vs ${figure(c.maxGpuMm[1], ' mm')}${c.color ? `, ${c.color.toLowerCase()}` : ''}`;
    case 'COOLING':
      return `rated ${figure(c.ratingW[0], ' W')} vs ${figure(c.ratingW[1], ' W')} (${c.type === 'aio' ? `${figure(c.radiatorMm, ' mm')} AIO` : 'air'})`;
    case 'MOTHERBOARD': {
      const diffs = [
        c.chipset ? `${figure(c.chipset[0])} instead of ${figure(c.chipset[1])}` : '',
        c.formFactor ?? '',
        c.memorySlots ? `${figure(c.memorySlots[0])} vs ${figure(c.memorySlots[1])} memory slots` : '',
        c.m2Slots ? `${figure(c.m2Slots[0])} vs ${figure(c.m2Slots[1])} M.2 slots` : '',
        c.wifi === null ? '' : c.wifi ? 'adds Wi-Fi' : 'no Wi-Fi',
      ].filter(Boolean);
      return diffs.length ? diffs.join(', ') : c.sameChipset ? `same ${c.sameChipset} features` : 'same features';
    }
  }
}

function priceText(price: AlternativeReason['price']): string {
  if ('price' in price) return euros(price.price);
  if (Math.abs(price.delta) < 1) return 'about the same price';
  return price.delta < 0 ? `${euros(-price.delta)} cheaper` : `${euros(price.delta)} more`;
}

export const PLAN_EN = {
  'warning.stale': () => 'Served from the last-good catalog snapshot; prices and stock may be out of date.',
  'warning.unmatched': (v: { inStockOnly: boolean; preference: boolean; label: FilterLabel }) =>
    `No ${stock(v.inStockOnly)} product matches ${v.preference ? 'preference ' : ''}${labelEnglish(v.label)}; it was not applied.`,
  'warning.relaxed': (v: { labels: FilterLabel[] }) => `Could not satisfy ${v.labels.map(labelEnglish).join('; ')} within the budget; planned without those requirements.`,
  'warning.emptyPool': (v: { inStockOnly: boolean; category: Category }) => `No ${stock(v.inStockOnly)} ${v.category} is listed in the current release.`,
  'warning.shortOfBudget': (v: { budget: number; useCase: UseCase; cheapest: number }) =>
    `A budget of ${euros(v.budget)} cannot buy a complete ${useCaseName(v.useCase)} build; the cheapest compatible one costs about ${euros(v.cheapest)}. Showing the parts that fit.`,
  'warning.noBuild': (v: { useCase: UseCase; inStockOnly: boolean }) => `No fully compatible ${useCaseName(v.useCase)} build can be assembled from the ${stock(v.inStockOnly)} products.`,
  'warning.snapshotUnpriced': (v: { category: Category; name: string }) => `Snapshot ${v.category} ${v.name} has no listed price; it is not in the total.`,
  'warning.snapshotOutOfStock': (v: { category: Category; name: string }) => `Snapshot ${v.category} ${v.name} is out of stock at every participating store.`,
  'warning.snapshotConflict': (v: { rules: string[] }) => `Your snapshot parts conflict (${v.rules.join(', ')}); see compatibility and the alternatives.`,
  'warning.conflict': (v: { rules: string[] }) => `The plan has unresolved conflicts (${v.rules.join(', ')}); see compatibility.`,
  'warning.snapshotOverBudget': (v: { by: number }) => `Your snapshot parts put the plan ${euros(v.by)} over budget.`,
  'warning.notChecked': (v: { text: CompatText; ruleId: string }) => `${compatEnglish(v.text)} (${v.ruleId})`,
  'warning.notCheckedMore': (v: { count: number }) => `${v.count} more compatibility checks could not run for lack of specs.`,

  'rationale.shortOfBudget': (v: { useCase: UseCase; cpuPct: number; gpuPct: number }) =>
    `${PROFILES[v.useCase].label} profile (${split(v)}): the budget is short of a complete build, so the plan lists the parts of the cheapest compatible build that fit it, in part order.`,
  'rationale.noBudget': (v: { useCase: UseCase; cpuPct: number; gpuPct: number }) =>
    `${PROFILES[v.useCase].label} profile (${split(v)}), no budget given: picked the best-value sweet spot, where more money stops buying much more performance.`,
  'rationale.spend': (v: { useCase: UseCase; cpuPct: number; gpuPct: number; budget: number }) =>
    `${PROFILES[v.useCase].label} profile (${split(v)}): the most weighted performance the ${euros(v.budget)} budget buys.`,
  'rationale.value': (v: { useCase: UseCase; cpuPct: number; gpuPct: number; budget: number }) =>
    `${PROFILES[v.useCase].label} profile (${split(v)}): the best performance per euro within ${euros(v.budget)}; unspent budget is intended.`,
  'rationale.requirements': (v: { labels: FilterLabel[] }) => `Applied from your requirements: ${v.labels.map(labelEnglish).join('; ')}.`,
  'rationale.preferences': (v: { labels: FilterLabel[] }) => `Preferences applied: ${v.labels.map(labelEnglish).join(', ')}.`,
  'rationale.power': (v: { drawW: number; psuW: number; headroomPct: number; recommendedPct: number }) =>
    `Estimated peak draw ~${v.drawW} W; the ${v.psuW} W PSU leaves ${v.headroomPct}% headroom (${v.recommendedPct}% or more recommended).`,
  'rationale.powerNoPsu': (v: { drawW: number; recommendedW: number }) => `Estimated peak draw ~${v.drawW} W; a PSU of at least ${v.recommendedW} W is recommended.`,
  'rationale.powerUnknown': () => 'Peak draw not estimated: the power figure of a chosen CPU or GPU is not in the catalog.',
  'rationale.kept': (v: { categories: Category[] }) => `Kept your snapshot parts: ${v.categories.join(', ')}.`,
  'rationale.integratedGraphics': () => 'No graphics card: the CPU has integrated graphics, which is enough for this use case at this budget.',
  'rationale.upgrades': (v: { upgrades: { category: 'RAM' | 'STORAGE'; fromGb: number; toGb: number }[] }) =>
    `Leftover budget raised ${v.upgrades.map((u) => `${u.category === 'RAM' ? 'RAM' : 'storage'} from ${u.fromGb} GB to ${u.toGb} GB`).join(' and ')}.`,
  'rationale.total': (v: { total: number; budget: number }) => `Total ${euros(v.total)} of ${euros(v.budget)}; ${euros(v.budget - v.total)} left.`,
  'rationale.inStockOnly': () => 'Only products with an in-stock priced offer were considered; prices are the cheapest in-stock offer.',
  'rationale.outOfStockAllowed': () => 'Out-of-stock products were allowed; their prices are the last listed offers.',

  'reason.kept': () => 'Kept from your build snapshot.',
  'reason.cheapestBuild': (v: { useCase: UseCase }) => `Part of the cheapest compatible ${useCaseName(v.useCase)} build; it fits within the budget.`,
  'reason.cpu': (v: { useCase: UseCase; score: number | null; cores: number | null; threads: number | null; socket: string | null; boxedCooler: boolean | null }) =>
    `Best ${useCaseName(v.useCase)} balance with the graphics choice: ${[
      v.score === null ? '' : `performance ${v.score}/100`,
      v.cores === null ? '' : v.threads === null ? `${v.cores} cores` : `${v.cores} cores / ${v.threads} threads`,
      v.socket ?? '',
      v.boxedCooler ? 'boxed cooler' : '',
    ]
      .filter(Boolean)
      .join(', ')}.`,
  'reason.gpu': (v: { useCase: UseCase; score: number | null; vramGb: number | null }) =>
    `${v.score === null ? 'Performance unknown' : `Performance ${v.score}/100`}${v.vramGb === null ? '' : ` with ${v.vramGb} GB VRAM`}: the strongest card worth its price for ${useCaseName(v.useCase)} alongside the CPU.`,
  'reason.motherboard': (v: { socket: string | null; chipset: string | null; formFactor: string | null; memoryType: string | null; wifi: boolean | null; m2Slots: number | null }) =>
    `${words('Cheapest compatible', v.socket, v.chipset, v.formFactor, 'board')}${v.memoryType ? ` for ${v.memoryType}` : ''}${v.wifi ? ' with Wi-Fi' : ''}${
      v.m2Slots === null ? '' : ` (${v.m2Slots} M.2 slots)`
    }.`,
  'reason.ram': (v: { capacityGb: number | null; type: string | null; speedMts: number | null; modules: number | null; moduleGb: number | null; why: CapacityWhy }) =>
    `${words(v.capacityGb !== null && `${v.capacityGb} GB`, v.type !== null && v.speedMts !== null ? `${v.type}-${v.speedMts}` : v.type)}${
      v.modules !== null && v.moduleGb !== null ? ` (${v.modules}x${v.moduleGb} GB)` : ''
    }, cheapest compatible kit; ${
      'upgradedFromGb' in v.why ? `raised from ${v.why.upgradedFromGb} GB with leftover budget` : `${useCaseName(v.why.useCase)} target ${v.why.targetGb} GB, minimum ${v.why.minGb} GB`
    }.`,
  'reason.storage': (v: { capacityGb: number | null; type: string | null; iface: string | null; why: CapacityWhy }) =>
    `${words(v.capacityGb !== null && `${v.capacityGb} GB`, v.type)}${v.iface ? ` (${v.iface})` : ''}, cheapest compatible drive; ${
      'upgradedFromGb' in v.why ? `raised from ${v.why.upgradedFromGb} GB with leftover budget` : `${useCaseName(v.why.useCase)} target ${v.why.targetGb} GB`
    }.`,
  'reason.psu': (v: { wattage: number | null; efficiency: string | null; formFactor: string | null; drawW: number | null }) =>
    `${words(v.wattage !== null && `${v.wattage} W`, v.efficiency, v.formFactor)}${
      v.wattage !== null && v.drawW !== null ? ` for an estimated ${v.drawW} W draw (${(v.wattage / v.drawW).toFixed(2)}x)` : ''
    }, with the GPU's power connectors.`,
  'reason.case': (v: { color: string | null; type: string | null; boardFormFactor: string | null; gpuLengthMm: number | null }) =>
    `${words('Cheapest', v.color?.toLowerCase(), v.type ?? 'case')} that fits ${v.boardFormFactor ? `the ${v.boardFormFactor} board` : 'the board'}${
      v.gpuLengthMm ? `, the ${v.gpuLengthMm} mm GPU` : ''
    }, the cooler and the PSU.`,
  'reason.cooler': (v: { type: 'air' | 'aio' | null; radiatorMm: number | null; heightMm: number | null; ratingW: number | null; cpuTdpW: number | null; quiet: boolean }) =>
    `${
      v.type === 'aio' ? words(v.radiatorMm !== null && `${v.radiatorMm} mm`, 'AIO') : v.type === 'air' ? words(v.heightMm !== null && `${v.heightMm} mm`, 'air cooler') : 'Cooler'
    }${v.ratingW === null ? '' : ` rated ${v.ratingW} W`}${v.cpuTdpW !== null ? ` for the ${v.cpuTdpW} W CPU` : ''}, and it fits the case${v.quiet ? '; sized for low fan speeds' : ''}.`,

  alternative: (v: AlternativeReason) => {
    const bits = [priceText(v.price), comparisonText(v.comparison)];
    if (v.outOfStock) bits.push('out of stock');
    if (v.overBudgetBy !== null) bits.push(`${euros(v.overBudgetBy)} over budget`);
    return bits.join(', ');
  },
};

export type PlanText = MessageOf<typeof PLAN_EN>;
export const planText = messageOf<typeof PLAN_EN>();
export const planEnglish = (text: PlanText) => renderMessage<typeof PLAN_EN>(PLAN_EN, text);
