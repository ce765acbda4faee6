import type { Product } from '../catalog/types.js';
import type { Candidate } from './candidates.js';
import { cpuFrontier, gpuFrontier } from './frontier.js';
import { Heap } from './heap.js';
import type { Build, Level, Searcher } from './searcher.js';

/** Safety valve on pathological catalogs; typical searches complete a handful of builds. */
const MAX_COMPLETIONS = 1500;

interface Item {
  cpu: Candidate;
  gpu: Candidate | null;
  level: Level;
  /** 0: bounds from category minimums; 1: bounds with the CPU's real platform. */
  stage: 0 | 1;
  floor: number;
  ceiling: number;
  order: number;
}

/**
 * Lazy branch and bound over (CPU, GPU, fill level). Every combination starts with a cheap
 * price floor (category minimums) and objective ceiling; the best-ceiling combination is
 * refined with its CPU's real board/RAM/drive, then completed and checked, until no ceiling
 * left can beat the best build. Platforms are thus priced only for CPUs that could win.
 * `cheapest` mode minimises the total instead.
 */
export function searchBuild(searcher: Searcher, levels: readonly Level[], mode: 'value' | 'cheapest'): Build | null {
  const { pools, fixedCategories, profile, budget } = searcher.input;
  const strict = fixedCategories.size === 0;
  const cpus = fixedCategories.has('CPU') ? pools.CPU : cpuFrontier(pools.CPU, searcher.input);
  const gpus = fixedCategories.has('GPU') ? pools.GPU : gpuFrontier(pools.GPU, profile);
  const maxBudget = mode === 'value' ? budget : null;
  const heap = new Heap<Item>((a, b) =>
    mode === 'value'
      ? a.ceiling > b.ceiling || (a.ceiling === b.ceiling && (a.floor < b.floor || (a.floor === b.floor && a.order < b.order)))
      : a.floor < b.floor || (a.floor === b.floor && a.order < b.order),
  );
  const fits = (floor: number) => maxBudget === null || floor <= maxBudget + 1e-9;

  let order = 0;
  for (const cpu of cpus) {
    const cpuProduct = cpu.product as Product<'CPU'>;
    const options: (Candidate | null)[] = [...gpus];
    const gpuOptional = !fixedCategories.has('GPU') && profile.integratedGpuScore !== null && cpuProduct.specs.integratedGraphics;
    if (gpuOptional || gpus.length === 0) options.push(null);
    for (const level of levels) {
      const base = cpu.price + searcher.platformFloor(level) + searcher.restFloor(cpuProduct);
      for (const gpu of options) {
        const floor = base + (gpu?.price ?? 0);
        if (!fits(floor)) continue;
        // RAM and storage terms are at most 0, so leaving them out keeps this a ceiling.
        const ceiling = searcher.value(cpuProduct, (gpu?.product ?? null) as Product<'GPU'> | null, null, null) - searcher.lambda * floor;
        heap.push({ cpu, gpu, level, stage: 0, floor, ceiling, order: order++ });
      }
    }
  }

  let best: Build | null = null;
  let completions = 0;
  while (heap.size > 0) {
    const item = heap.pop()!;
    if (best && best.hard === 0) {
      if (mode === 'value' && item.ceiling <= best.objective) break;
      if (mode === 'cheapest' && item.floor >= best.total) break;
    }
    const cpuProduct = item.cpu.product as Product<'CPU'>;
    if (item.stage === 0) {
      const platform = searcher.platform(cpuProduct, item.level);
      if (!platform) continue;
      const floor = item.cpu.price + platform.price + searcher.restFloor(cpuProduct) + (item.gpu?.price ?? 0);
      if (!fits(floor)) continue;
      const ceiling = searcher.value(cpuProduct, (item.gpu?.product ?? null) as Product<'GPU'> | null, platform.ramGb, platform.driveGb) - searcher.lambda * floor;
      heap.push({ ...item, stage: 1, floor, ceiling });
      continue;
    }
    if (++completions > MAX_COMPLETIONS) break;
    const build = searcher.complete(item.cpu, item.gpu, item.level);
    if (!build || !fits(build.total)) continue;
    if (strict && build.hard > 0) continue;
    const better = !best || build.hard < best.hard || (build.hard === best.hard && (mode === 'value' ? build.objective > best.objective + 1e-12 : build.total < best.total - 1e-9));
    if (better) best = build;
  }
  return best;
}
