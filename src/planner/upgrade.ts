import type { Product } from '../catalog/types.js';
import { checkCompatibility } from '../compat/engine.js';
import { withPart } from '../compat/rule.js';
import type { Candidate } from './candidates.js';
import type { Build, Searcher } from './searcher.js';
import { round2 } from './text.js';

export interface Upgrade {
  category: 'RAM' | 'STORAGE';
  fromGb: number;
  toGb: number;
}

/**
 * Spends leftover budget on capacity, in the profile's order (RAM, then storage), up to the
 * profile's cap for this budget. A step is kept only if the whole build stays as compatible.
 */
export function upgradeBuild(searcher: Searcher, build: Build): { build: Build; upgrades: Upgrade[] } {
  const { budget, profile, pools, fixedCategories } = searcher.input;
  if (budget === null) return { build, upgrades: [] };
  let current = build;
  const upgrades: Upgrade[] = [];
  for (const category of ['RAM', 'STORAGE'] as const) {
    const part = current.parts[category];
    if (!part || fixedCategories.has(category)) continue;
    const capOf = (p: Product) => (p.specs as { capacityGb: number }).capacityGb;
    const limit = (category === 'RAM' ? profile.ram : profile.storage).upgradeGb(budget);
    const have = capOf(part);
    const pool = pools[category];
    const price = pool.find((c) => c.product.id === part.id)?.price ?? 0;
    const leftover = budget - current.total;
    const before = checkCompatibility(current.parts);
    let chosen: Candidate | null = null;
    for (const candidate of pool) {
      const gb = capOf(candidate.product);
      if (gb <= have || gb > limit || candidate.price - price > leftover + 1e-9) continue;
      if (chosen && (gb < capOf(chosen.product) || (gb === capOf(chosen.product) && candidate.price >= chosen.price))) continue;
      const issues = searcher.input.fit.issues(current.parts, candidate.product);
      if (issues.hard > 0) continue;
      const after = checkCompatibility(withPart(current.parts, candidate.product));
      if (after.hardBlockCount > before.hardBlockCount || after.warningCount > before.warningCount) continue;
      chosen = candidate;
    }
    if (!chosen) continue;
    const total = round2(current.total - price + chosen.price);
    current = { ...current, parts: withPart(current.parts, chosen.product), total };
    upgrades.push({ category, fromGb: have, toGb: capOf(chosen.product) });
  }
  return { build: current, upgrades };
}
