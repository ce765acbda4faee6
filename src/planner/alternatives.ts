import type { Category, Product } from '../catalog/types.js';
import { ruleContext, RULES } from '../compat/engine.js';
import { withPart, type PartSet } from '../compat/rule.js';
import type { Candidate, Pools } from './candidates.js';
import type { FitChecker, Issues } from './fit.js';
import type { Intent } from './intent.js';
import { cpuScore } from './profiles.js';
import { clip, euros, round2 } from './text.js';

export interface AlternativePick {
  category: Category;
  candidate: Candidate;
  reason: string;
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

const shown = (value: unknown) => (value === null || value === undefined ? 'unknown' : String(value));

function capacityText(alt: number | null, chosen: number | null, unit = 'GB'): string {
  if (alt === null || chosen === null) return `${shown(alt)} ${unit} vs ${shown(chosen)} ${unit}`;
  const ratio = alt / chosen;
  if (ratio === 2) return 'twice the capacity';
  if (ratio === 0.5) return 'half the capacity';
  if (ratio === 1) return `same ${chosen} ${unit}`;
  return `${alt} ${unit} vs ${chosen} ${unit}`;
}

function performanceText(alt: number | null, chosen: number | null): string {
  if (!alt || !chosen) return 'performance not comparable (score unknown)';
  const ratio = alt / chosen;
  if (ratio >= 1.9 && ratio <= 2.1) return 'about twice as fast';
  if (ratio > 2.1) return `about ${ratio.toFixed(1)}x as fast`;
  if (ratio <= 0.55) return 'about half as fast or less';
  const pct = Math.round((ratio - 1) * 100);
  if (Math.abs(pct) < 3) return 'similar performance';
  return pct > 0 ? `~${pct}% faster` : `~${-pct}% slower`;
}

function comparison(alt: Product, chosen: Product, intent: Intent): string {
  switch (alt.category) {
    case 'CPU': {
      const a = alt as Product<'CPU'>;
      const c = chosen as Product<'CPU'>;
      return `${performanceText(cpuScore(a, intent), cpuScore(c, intent))}, ${shown(a.specs.cores)} vs ${shown(c.specs.cores)} cores`;
    }
    case 'GPU': {
      const a = (alt as Product<'GPU'>).specs;
      const c = (chosen as Product<'GPU'>).specs;
      return `${performanceText(a.performanceScore, c.performanceScore)}, ${shown(a.vramGb)} GB vs ${shown(c.vramGb)} GB VRAM`;
    }
    case 'RAM': {
      const a = (alt as Product<'RAM'>).specs;
      const c = (chosen as Product<'RAM'>).specs;
      const cap = capacityText(a.capacityGb, c.capacityGb);
      return a.speedMts === c.speedMts ? cap : `${cap}, ${shown(a.type)}-${shown(a.speedMts)} vs ${shown(c.type)}-${shown(c.speedMts)}`;
    }
    case 'STORAGE': {
      const a = (alt as Product<'STORAGE'>).specs;
      const c = (chosen as Product<'STORAGE'>).specs;
      const cap = capacityText(a.capacityGb, c.capacityGb);
      return a.type === c.type ? cap : `${cap}, ${shown(a.type)} instead of ${shown(c.type)}`;
    }
    case 'PSU': {
      const a = (alt as Product<'PSU'>).specs;
      const c = (chosen as Product<'PSU'>).specs;
      const watts = a.wattage === c.wattage ? `same ${shown(a.wattage)} W` : `${shown(a.wattage)} W vs ${shown(c.wattage)} W`;
      const eff = a.efficiency === c.efficiency ? '' : `, ${shown(a.efficiency)} vs ${shown(c.efficiency)}`;
      const modular = a.modular === c.modular || a.modular === null ? '' : `, ${a.modular === 'none' ? 'non' : a.modular}-modular`;
      return `${watts}${eff}${modular}`;
    }
    case 'CASE': {
      const a = (alt as Product<'CASE'>).specs;
      const c = (chosen as Product<'CASE'>).specs;
      const color = a.color === c.color || a.color === null ? '' : `, ${a.color.toLowerCase()}`;
      return `fits GPUs up to ${shown(a.maxGpuLengthMm)} mm vs ${shown(c.maxGpuLengthMm)} mm${color}`;
    }
    case 'COOLING': {
      const a = (alt as Product<'COOLING'>).specs;
      const c = (chosen as Product<'COOLING'>).specs;
      const kind = a.type === 'aio' ? `${shown(a.radiatorMm)} mm AIO` : 'air';
      return `rated ${shown(a.tdpRatingW)} W vs ${shown(c.tdpRatingW)} W (${kind})`;
    }
    case 'MOTHERBOARD': {
      const a = (alt as Product<'MOTHERBOARD'>).specs;
      const c = (chosen as Product<'MOTHERBOARD'>).specs;
      const diffs = [
        a.chipset === c.chipset ? '' : `${shown(a.chipset)} instead of ${shown(c.chipset)}`,
        a.formFactor === c.formFactor ? '' : shown(a.formFactor),
        a.memorySlots === c.memorySlots ? '' : `${shown(a.memorySlots)} vs ${shown(c.memorySlots)} memory slots`,
        a.m2Slots === c.m2Slots ? '' : `${shown(a.m2Slots)} vs ${shown(c.m2Slots)} M.2 slots`,
        a.wifi === c.wifi || a.wifi === null ? '' : a.wifi ? 'adds Wi-Fi' : 'no Wi-Fi',
      ].filter(Boolean);
      return diffs.length ? diffs.join(', ') : `same ${shown(a.chipset)} features`;
    }
  }
}

function priceText(delta: number): string {
  if (Math.abs(delta) < 1) return 'about the same price';
  return delta < 0 ? `${euros(-delta)} cheaper` : `${euros(delta)} more`;
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
      const bits = [delta === null ? euros(candidate.price) : priceText(delta), comparison(candidate.product, chosen, intent)];
      if (!candidate.inStock) bits.push('out of stock');
      if (args.budget !== null && args.total !== null && delta !== null && args.total + delta > args.budget + 1e-9) {
        bits.push(`${euros(args.total + delta - args.budget)} over budget`);
      }
      picks.push({ category, candidate, reason: clip(bits.join(', ')) });
    }
  }
  return picks;
}
