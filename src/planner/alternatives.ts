import type { Category, Product } from '../catalog/types.js';
import { ruleContext, RULES } from '../compat/engine.js';
import { withPart, type PartSet } from '../compat/rule.js';
import type { Candidate, Pools } from './candidates.js';
import type { FitChecker, Issues } from './fit.js';
import type { Intent } from './intent.js';
import { cpuScore } from './profiles.js';
import type { AlternativeReason, Comparison } from './messages.js';
import { round2 } from './text.js';

export interface AlternativePick {
  category: Category;
  candidate: Candidate;
  reason: AlternativeReason;
}

/**
 * A single comparable number per category: what "better" means when suggesting a swap.
 * Candidates always state these facts (the planner only offers complete products); a
 * snapshot part that does not counts as 0, so any known alternative reads as better.
 */
function quality(product: Product, intent: Intent): number {
  switch (product.category) {
    case 'CPU':
      return cpuScore(product as Product<'CPU'>, intent);
    case 'GPU':
      return (product as Product<'GPU'>).specs.performanceScore ?? 0;
    case 'RAM': {
      const s = (product as Product<'RAM'>).specs;
      return (s.capacityGb ?? 0) + (s.speedMts ?? 0) / 100_000;
    }
    case 'STORAGE':
      return (product as Product<'STORAGE'>).specs.capacityGb ?? 0;
    case 'PSU':
      return (product as Product<'PSU'>).specs.wattage ?? 0;
    case 'CASE':
      return (product as Product<'CASE'>).specs.maxGpuLengthMm ?? 0;
    case 'COOLING':
      return (product as Product<'COOLING'>).specs.tdpRatingW ?? 0;
    case 'MOTHERBOARD': {
      const s = (product as Product<'MOTHERBOARD'>).specs;
      return (s.m2Slots ?? 0) + (s.memorySlots ?? 0) + (s.wifi ? 2 : 0);
    }
  }
}

/** A kit's speed as the comparison names it, e.g. `DDR5-6000`. */
function ramSpeed(s: Product<'RAM'>['specs']): string | null {
  if (s.speedMts === null) return null;
  return s.type === null ? `${s.speedMts} MT/s` : `${s.type}-${s.speedMts}`;
}

/** Null for a CPU without a known benchmark standing: the comparison then says so instead of inventing a ratio. */
const cpuStanding = (cpu: Product<'CPU'>, intent: Intent) => (cpu.specs.performanceScore === null ? null : cpuScore(cpu, intent));

function comparison(alt: Product, chosen: Product, intent: Intent): Comparison {
  const differ = <T>(a: T, c: T): [T, T] | null => (a === c ? null : [a, c]);
  switch (alt.category) {
    case 'CPU': {
      const a = alt as Product<'CPU'>;
      const c = chosen as Product<'CPU'>;
      return { category: 'CPU', score: [cpuStanding(a, intent), cpuStanding(c, intent)], cores: [a.specs.cores, c.specs.cores] };
    }
    case 'GPU': {
      const a = (alt as Product<'GPU'>).specs;
      const c = (chosen as Product<'GPU'>).specs;
      return { category: 'GPU', score: [a.performanceScore, c.performanceScore], vramGb: [a.vramGb, c.vramGb] };
    }
    case 'RAM': {
      const a = (alt as Product<'RAM'>).specs;
      const c = (chosen as Product<'RAM'>).specs;
      return { category: 'RAM', capacityGb: [a.capacityGb, c.capacityGb], speed: a.speedMts === c.speedMts ? null : [ramSpeed(a), ramSpeed(c)] };
    }
    case 'STORAGE': {
      const a = (alt as Product<'STORAGE'>).specs;
      const c = (chosen as Product<'STORAGE'>).specs;
      return { category: 'STORAGE', capacityGb: [a.capacityGb, c.capacityGb], type: differ<string | null>(a.type, c.type) };
    }
    case 'PSU': {
      const a = (alt as Product<'PSU'>).specs;
      const c = (chosen as Product<'PSU'>).specs;
      return { category: 'PSU', wattage: [a.wattage, c.wattage], efficiency: differ(a.efficiency, c.efficiency), modular: a.modular === c.modular ? null : a.modular };
    }
    case 'CASE': {
      const a = (alt as Product<'CASE'>).specs;
      const c = (chosen as Product<'CASE'>).specs;
      return { category: 'CASE', maxGpuMm: [a.maxGpuLengthMm, c.maxGpuLengthMm], color: a.color === c.color ? null : a.color };
    }
    case 'COOLING': {
      const a = (alt as Product<'COOLING'>).specs;
      const c = (chosen as Product<'COOLING'>).specs;
      return { category: 'COOLING', ratingW: [a.tdpRatingW, c.tdpRatingW], type: a.type, radiatorMm: a.radiatorMm };
    }
    case 'MOTHERBOARD': {
      const a = (alt as Product<'MOTHERBOARD'>).specs;
      const c = (chosen as Product<'MOTHERBOARD'>).specs;
      return {
        category: 'MOTHERBOARD',
        chipset: differ(a.chipset, c.chipset),
        formFactor: a.formFactor === c.formFactor ? null : a.formFactor,
        memorySlots: differ(a.memorySlots, c.memorySlots),
        m2Slots: differ(a.m2Slots, c.m2Slots),
        wifi: a.wifi === c.wifi ? null : a.wifi,
        sameChipset: a.chipset,
      };
    }
  }
}

const PRESENCE = RULES.filter((r) => r.kind === 'presence');

/** Findings naming `product` once it replaces its category's part, presence rules included. */
function swapIssues(fit: FitChecker, parts: PartSet, product: Product): Issues {
  const issues = { ...fit.issues(parts, product) };
  const presence = PRESENCE.filter((r) => r.categories.includes(product.category));
  if (presence.length === 0) return issues;
  const next = withPart(parts, product);
  const ctx = ruleContext(next);
  for (const rule of presence) {
    for (const f of rule.check(next, ctx)) {
      if (!f.parts.includes(product.name)) continue;
      if (f.state === 'incompatible') issues.hard++;
      else if (f.state === 'warning') issues.warn++;
    }
  }
  return issues;
}

/**
 * Up to `max` swaps per category, each compatible with the rest of the plan and adding no
 * warning the chosen part does not already have: first the best cheaper option, then the
 * cheapest better one, then the cheapest option overall.
 */
export function findAlternatives(args: {
  parts: PartSet;
  order: readonly Category[];
  pools: Pools;
  priceOf(productId: number): number | null;
  total: number | null;
  budget: number | null;
  max: number;
  intent: Intent;
  fit: FitChecker;
}): AlternativePick[] {
  const { parts, pools, intent, max } = args;
  const picks: AlternativePick[] = [];
  if (max <= 0) return picks;
  for (const category of args.order) {
    const chosen = parts[category];
    if (!chosen) continue;
    const chosenPrice = args.priceOf(chosen.id);
    const chosenQuality = quality(chosen, intent);
    const baseline = swapIssues(args.fit, parts, chosen);
    const options = pools[category].filter((c) => {
      if (c.product.id === chosen.id) return false;
      const issues = swapIssues(args.fit, parts, c.product);
      return issues.hard === 0 && issues.warn <= baseline.warn;
    });
    const cheaper = options
      .filter((c) => chosenPrice !== null && c.price < chosenPrice)
      .sort((a, b) => quality(b.product, intent) - quality(a.product, intent) || a.price - b.price || a.product.id - b.product.id);
    const better = options
      .filter((c) => quality(c.product, intent) > chosenQuality)
      .sort((a, b) => a.price - b.price || quality(b.product, intent) - quality(a.product, intent) || a.product.id - b.product.id);
    const selected: Candidate[] = [];
    for (const candidate of [cheaper[0], better[0], ...options]) {
      if (selected.length >= max) break;
      if (candidate && !selected.includes(candidate)) selected.push(candidate);
    }
    for (const candidate of selected) {
      const delta = chosenPrice === null ? null : round2(candidate.price - chosenPrice);
      const over = args.budget !== null && args.total !== null && delta !== null && args.total + delta > args.budget + 1e-9;
      picks.push({
        category,
        candidate,
        reason: {
          price: delta === null ? { price: candidate.price } : { delta },
          comparison: comparison(candidate.product, chosen, intent),
          outOfStock: !candidate.inStock,
          overBudgetBy: over ? args.total! + delta! - args.budget! : null,
        },
      });
    }
  }
  return picks;
}
