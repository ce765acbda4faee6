import type { Category, Product } from '../catalog/types.js';
import type { PartSet } from '../compat/rule.js';
import type { Candidate, Pools } from './candidates.js';
import type { FitChecker } from './fit.js';
import { cpuScore, gpuScore, type Profile } from './profiles.js';
import type { SearchInput } from './searcher.js';

/** An unknown figure never dominates (pools hold complete products, so this is a guard, not a case). */
const atMost = (a: number | null, b: number | null) => a !== null && b !== null && a <= b;

/**
 * Dominance pruning: a CPU is dropped when another on the same socket costs no more, scores
 * at least as high and asks no more of the rest of the build: memory types, TDP, and — only
 * where the profile can use them — integrated graphics and a boxed cooler.
 */
export function cpuFrontier(pool: readonly Candidate[], input: SearchInput): Candidate[] {
  const { intent, profile, fixedCategories } = input;
  const igpuMatters = profile.integratedGpuScore !== null && !fixedCategories.has('GPU');
  const boxCoolerMatters = profile.boxCoolerOk && !intent.quiet && !fixedCategories.has('COOLING');
  const kept: Candidate[] = [];
  for (const candidate of pool) {
    const b = candidate.product as Product<'CPU'>;
    const score = cpuScore(b, intent);
    const dominated = kept.some((k) => {
      const a = k.product as Product<'CPU'>;
      return (
        a.specs.socket === b.specs.socket &&
        cpuScore(a, intent) >= score &&
        atMost(a.specs.tdpW, b.specs.tdpW) &&
        a.specs.memoryTypes !== null &&
        (b.specs.memoryTypes ?? []).every((t) => a.specs.memoryTypes!.includes(t)) &&
        (!igpuMatters || a.specs.integratedGraphics || !b.specs.integratedGraphics) &&
        (!boxCoolerMatters || a.specs.coolerIncluded || !b.specs.coolerIncluded)
      );
    });
    if (!dominated) kept.push(candidate);
  }
  return kept;
}

/** A GPU is dropped when a cheaper-or-equal card is at least as fast, as short and as frugal. */
export function gpuFrontier(pool: readonly Candidate[], profile: Profile): Candidate[] {
  const kept: Candidate[] = [];
  for (const candidate of pool) {
    const g = candidate.product as Product<'GPU'>;
    const score = gpuScore(profile, g);
    const dominated = kept.some((k) => {
      const h = k.product as Product<'GPU'>;
      return gpuScore(profile, h) >= score && atMost(h.specs.lengthMm, g.specs.lengthMm) && atMost(h.specs.boardPowerW, g.specs.boardPowerW) && atMost(h.specs.pcie16pin, g.specs.pcie16pin);
    });
    if (!dominated) kept.push(candidate);
  }
  return kept;
}

/** Drops candidates that clash with the snapshot, unless every candidate of the category does. */
export function fitToSnapshot(pools: Pools, fixed: PartSet, fixedCategories: ReadonlySet<Category>, fit: FitChecker): Pools {
  if (fixedCategories.size === 0) return pools;
  const next = { ...pools };
  for (const category of Object.keys(pools) as Category[]) {
    if (fixedCategories.has(category)) continue;
    const fitting = pools[category].filter((c) => fit.issues(fixed, c.product).hard === 0);
    if (fitting.length) next[category] = fitting;
  }
  return next;
}
