/**
 * The build planner's search state: the pools, the objective, and the memoised picks that
 * complete a build around a CPU, a GPU and a fill level (board, RAM, drive, then cooler, PSU
 * and case chosen together). Over 300 lines as one class on purpose: every pick shares its
 * memo, keyed by the parts a category's rules can see. The search over it is
 * branch-and-bound.ts; the dominance pruning frontier.ts; capacity upgrades upgrade.ts.
 */
import type { Category, Product } from '../catalog/types.js';
import { checkCompatibility, RULES, rulesFor } from '../compat/engine.js';
import { withPart, type PartSet } from '../compat/rule.js';
import type { Candidate, Pools } from './candidates.js';
import type { FitChecker, Issues } from './fit.js';
import type { Intent } from './intent.js';
import { cpuScore, gpuScore, weightsFor, type Profile } from './profiles.js';
import { round2 } from './text.js';

/** How generous the RAM/storage fill is: the profile target, its minimum, or whatever fits. */
export type Level = 'full' | 'lean' | 'bare';

export interface SearchInput {
  profile: Profile;
  intent: Intent;
  budget: number | null;
  /** Filtered pools; a snapshot category holds only its snapshot product. */
  pools: Pools;
  /** Snapshot parts, present in every set the search evaluates. */
  fixed: PartSet;
  fixedCategories: ReadonlySet<Category>;
  fit: FitChecker;
}

export interface Build {
  parts: PartSet;
  /** Sum of planning prices, rounded to cents. */
  total: number;
  /** Hard blocks from fit rules; presence is guaranteed by construction. */
  hard: number;
  objective: number;
}

interface Platform {
  picks: Pick[];
  /** Effective cost (price plus warning penalties). */
  cost: number;
  price: number;
  hard: number;
  ramGb: number;
  driveGb: number;
}

interface Pick {
  candidate: Candidate;
  issues: Issues;
  eff: number;
}

const PRESENCE_RULES = new Set(RULES.filter((r) => r.kind === 'presence').map((r) => r.id));

/** Categories whose parts a category's fit rules read: what a pick for it can depend on. */
const NEIGHBOURS = new Map<Category, Category[]>();
function neighbours(category: Category): Category[] {
  let list = NEIGHBOURS.get(category);
  if (!list) {
    const seen = new Set<Category>();
    for (const rule of rulesFor(category)) if (rule.kind === 'fit') for (const c of rule.categories) seen.add(c);
    list = [...seen].sort();
    NEIGHBOURS.set(category, list);
  }
  return list;
}

const BOARD_KINDS = new WeakMap<Product, string>();
/** What a board forces on the rest of the build; boards of one kind differ only in price. */
function boardKind(board: Product<'MOTHERBOARD'>): string {
  let kind = BOARD_KINDS.get(board);
  if (kind === undefined) {
    const s = board.specs;
    kind = `${s.memoryType}|${s.formFactor}|${s.memorySlots}|${s.maxMemoryGb}|${(s.m2Slots ?? 0) > 0}`;
    BOARD_KINDS.set(board, kind);
  }
  return kind;
}

/** Weight of the RAM and storage capacity terms in the objective, next to CPU+GPU (1.0). */
const RAM_WEIGHT = 0.1;
const STORAGE_WEIGHT = 0.05;
/**
 * With a budget that is meant to be spent, money only breaks near-ties: spending 10% more
 * of the budget must buy at least ~1.5% more weighted performance.
 */
const BUDGET_PRICE_SENSITIVITY = 0.15;

export class Searcher {
  private readonly memo = new Map<string, unknown>();
  private readonly weights: { cpu: number; gpu: number };
  /** Euro-equivalent cost of one compatibility warning when ranking parts. */
  readonly warningPenalty: number;
  readonly lambda: number;
  private readonly minPrice: Partial<Record<Category, number>> = {};

  constructor(readonly input: SearchInput) {
    const { profile, intent, budget, pools } = input;
    this.weights = weightsFor(profile, intent);
    this.warningPenalty = 30 + 0.03 * (budget ?? 1500);
    this.lambda = budget === null || !profile.spendsBudget ? Math.max(1 / profile.valueScaleEur, budget === null ? 0 : BUDGET_PRICE_SENSITIVITY / budget) : BUDGET_PRICE_SENSITIVITY / budget;
    for (const [category, pool] of Object.entries(pools) as [Category, readonly Candidate[]][]) {
      if (pool.length) this.minPrice[category] = pool[0]!.price;
    }
  }

  private cached<T>(key: string, compute: () => T): T {
    if (this.memo.has(key)) return this.memo.get(key) as T;
    const value = compute();
    this.memo.set(key, value);
    return value;
  }

  /** Memo key from the parts a category's rules can see, so equal situations share one answer. */
  private keyOf(tag: string, parts: PartSet, category: Category, extra = ''): string {
    const ids = neighbours(category).map((c) => `${c}:${parts[c]?.id ?? '-'}`);
    return `${tag}|${category}|${ids.join(',')}|${extra}`;
  }

  /**
   * Cheapest candidate by effective cost (price plus warning penalties) among those with the
   * fewest hard blocks. Pools are sorted by price, so the scan stops once price alone can no
   * longer beat the best hard-free pick.
   */
  private pickCheapest(parts: PartSet, pool: readonly Candidate[], accept: (c: Candidate) => boolean = () => true): Pick | null {
    let best: Pick | null = null;
    for (const candidate of pool) {
      if (best && best.issues.hard === 0 && candidate.price >= best.eff) break;
      if (!accept(candidate)) continue;
      const issues = this.input.fit.issues(parts, candidate.product);
      const eff = candidate.price + issues.warn * this.warningPenalty;
      if (!best || issues.hard < best.issues.hard || (issues.hard === best.issues.hard && eff < best.eff)) {
        best = { candidate, issues, eff };
      }
    }
    return best;
  }

  private capacityFloor(category: 'RAM' | 'STORAGE', level: Level): number {
    const t = category === 'RAM' ? this.input.profile.ram : this.input.profile.storage;
    return level === 'full' ? t.targetGb : level === 'lean' ? t.minGb : 0;
  }

  private pickCapacity(parts: PartSet, category: 'RAM' | 'STORAGE', level: Level): Pick | null {
    const pool = this.input.pools[category];
    if (this.input.fixedCategories.has(category)) return this.pickCheapest(parts, pool);
    const floor = this.capacityFloor(category, level);
    // A single module halves memory bandwidth, so only a bare-minimum plan accepts one.
    const modules = category === 'RAM' && level !== 'bare' ? 2 : 1;
    return this.cached(this.keyOf('cap', parts, category, level), () =>
      this.pickCheapest(parts, pool, (c) => (c.product.specs as { capacityGb: number }).capacityGb >= floor && ((c.product.specs as { modules?: number }).modules ?? 1) >= modules),
    );
  }

  /**
   * The boards worth pricing out for a CPU: boards are compared by what they force on the
   * rest (memory type, slots, M.2, form factor), so only the best board of each such kind
   * survives, and only kinds with the fewest hard blocks.
   */
  private boardsFor(cpu: Product<'CPU'>): Pick[] {
    return this.cached(`boards|${cpu.id}`, () => {
      const base = withPart(this.input.fixed, cpu);
      const byKind = new Map<string, Pick>();
      for (const candidate of this.input.pools.MOTHERBOARD) {
        const kind = boardKind(candidate.product as Product<'MOTHERBOARD'>);
        const prev = byKind.get(kind);
        if (prev && prev.issues.hard === 0 && candidate.price >= prev.eff) continue;
        const issues = this.input.fit.issues(base, candidate.product);
        const eff = candidate.price + issues.warn * this.warningPenalty;
        if (!prev || issues.hard < prev.issues.hard || (issues.hard === prev.issues.hard && eff < prev.eff)) {
          byKind.set(kind, { candidate, issues, eff });
        }
      }
      const picks = [...byKind.values()];
      const fewest = Math.min(...picks.map((b) => b.issues.hard));
      return picks.filter((b) => b.issues.hard === fewest);
    });
  }

  /** Board, RAM and drive for a CPU: the cheapest (by effective cost) combination that fits. */
  platform(cpu: Product<'CPU'>, level: Level): Platform | null {
    return this.cached(`platform|${cpu.id}|${level}`, () => {
      const base = withPart(this.input.fixed, cpu);
      if (this.input.pools.MOTHERBOARD.length === 0) return this.finishPlatform(base, [], level);
      let best: Platform | null = null;
      for (const board of this.boardsFor(cpu)) {
        const result = this.finishPlatform(withPart(base, board.candidate.product), [board], level);
        if (!result) continue;
        if (!best || result.hard < best.hard || (result.hard === best.hard && result.cost < best.cost)) best = result;
      }
      return best;
    });
  }

  private finishPlatform(parts: PartSet, picks: Pick[], level: Level): Platform | null {
    let set = parts;
    const all = [...picks];
    for (const category of ['RAM', 'STORAGE'] as const) {
      if (this.input.pools[category].length === 0) continue;
      const pick = this.pickCapacity(set, category, level);
      if (!pick) return null;
      all.push(pick);
      set = withPart(set, pick.candidate.product);
    }
    const gb = (category: Category) => {
      const pick = all.find((p) => p.candidate.product.category === category);
      return pick ? (pick.candidate.product.specs as { capacityGb: number }).capacityGb : 0;
    };
    return {
      picks: all,
      cost: all.reduce((s, p) => s + p.eff, 0),
      price: all.reduce((s, p) => s + p.candidate.price, 0),
      hard: all.reduce((s, p) => s + p.issues.hard, 0),
      ramGb: gb('RAM'),
      driveGb: gb('STORAGE'),
    };
  }

  /** Lowest possible price of any board + RAM + drive at this fill level, ignoring fit. */
  platformFloor(level: Level): number {
    return this.cached(`platformFloor|${level}`, () => {
      const { pools } = this.input;
      const cheapest = (category: 'RAM' | 'STORAGE') => {
        const floor = this.input.fixedCategories.has(category) ? 0 : this.capacityFloor(category, level);
        const c = pools[category].find((x) => (x.product.specs as { capacityGb: number }).capacityGb >= floor);
        return c ? c.price : 0;
      };
      return (this.minPrice.MOTHERBOARD ?? 0) + cheapest('RAM') + cheapest('STORAGE');
    });
  }

  coolerNeeded(cpu: Product<'CPU'>): boolean {
    if (this.input.fixedCategories.has('COOLING')) return true;
    if (this.input.pools.COOLING.length === 0) return false;
    return !this.input.profile.boxCoolerOk || !cpu.specs.coolerIncluded || this.input.intent.quiet;
  }

  /**
   * Cooler candidates worth trying against cases: the cheapest, then each cheaper way to be
   * shorter (air) or to use another radiator size (AIO), since case fit is what can fail.
   */
  private coolerOptions(parts: PartSet): Pick[] {
    return this.cached(this.keyOf('coolers', parts, 'COOLING'), () => {
      const options: Pick[] = [];
      let minHeight = Infinity;
      const radiators = new Set<number>();
      const scored = this.input.pools.COOLING.map((candidate) => {
        const issues = this.input.fit.issues(parts, candidate.product);
        return { candidate, issues, eff: candidate.price + issues.warn * this.warningPenalty };
      }).sort((a, b) => a.issues.hard - b.issues.hard || a.eff - b.eff || a.candidate.product.id - b.candidate.product.id);
      for (const pick of scored) {
        const s = (pick.candidate.product as Product<'COOLING'>).specs;
        if (options.length === 0) options.push(pick);
        else if (s.type === 'air' && (s.heightMm ?? 0) < minHeight) options.push(pick);
        else if (s.type === 'aio' && s.radiatorMm !== null && !radiators.has(s.radiatorMm)) options.push(pick);
        else continue;
        if (s.type === 'air') minHeight = Math.min(minHeight, s.heightMm ?? 0);
        if (s.type === 'aio' && s.radiatorMm !== null) radiators.add(s.radiatorMm);
        if (options.length >= 6) break;
      }
      return options;
    });
  }

  /** The best PSU of each form factor, since the case decides which form factor fits. */
  private psuOptions(parts: PartSet): Pick[] {
    return this.cached(this.keyOf('psus', parts, 'PSU'), () => {
      const byForm = new Map<string, Pick>();
      for (const candidate of this.input.pools.PSU) {
        const form = String((candidate.product as Product<'PSU'>).specs.formFactor);
        const prev = byForm.get(form);
        if (prev && prev.issues.hard === 0 && candidate.price >= prev.eff) continue;
        const issues = this.input.fit.issues(parts, candidate.product);
        const eff = candidate.price + issues.warn * this.warningPenalty;
        if (!prev || issues.hard < prev.issues.hard || (issues.hard === prev.issues.hard && eff < prev.eff)) {
          byForm.set(form, { candidate, issues, eff });
        }
      }
      return [...byForm.values()].sort((a, b) => a.issues.hard - b.issues.hard || a.eff - b.eff);
    });
  }

  private pickCase(parts: PartSet): Pick | null {
    return this.cached(this.keyOf('case', parts, 'CASE'), () => this.pickCheapest(parts, this.input.pools.CASE));
  }

  /** Cooler, PSU and case chosen together: each combination is checked against the case. */
  private rest(parts: PartSet, cpu: Product<'CPU'>): Pick[] | null {
    const coolers: (Pick | null)[] = this.coolerNeeded(cpu) ? this.coolerOptions(parts) : [null];
    if (coolers.length === 0) return null;
    const psus: (Pick | null)[] = this.input.pools.PSU.length ? this.psuOptions(parts) : [null];
    if (psus.length === 0) return null;
    const hasCases = this.input.pools.CASE.length > 0;
    let best: { picks: Pick[]; hard: number; cost: number } | null = null;
    for (const cooler of coolers) {
      for (const psu of psus) {
        let set = parts;
        const picks: Pick[] = [];
        for (const p of [cooler, psu]) {
          if (!p) continue;
          picks.push(p);
          set = withPart(set, p.candidate.product);
        }
        const floor = picks.reduce((s, p) => s + p.eff, 0) + (hasCases ? (this.minPrice.CASE ?? 0) : 0);
        if (best && best.hard === 0 && floor >= best.cost) continue;
        if (hasCases) {
          const pcCase = this.pickCase(set);
          if (!pcCase) continue;
          picks.push(pcCase);
        }
        const hard = picks.reduce((s, p) => s + p.issues.hard, 0);
        const cost = picks.reduce((s, p) => s + p.eff, 0);
        if (!best || hard < best.hard || (hard === best.hard && cost < best.cost)) best = { picks, hard, cost };
      }
    }
    return best?.picks ?? null;
  }

  /** Objective before price; null capacities are scored as on target (an upper bound). */
  value(cpu: Product<'CPU'>, gpu: Product<'GPU'> | null, ramGb: number | null, storageGb: number | null): number {
    const { profile, intent } = this.input;
    const share = (gb: number | null, target: number) => (gb === null ? 1 : Math.max(1, Math.min(gb, target)) / target);
    const ram = share(ramGb, profile.ram.targetGb);
    const storage = share(storageGb, profile.storage.targetGb);
    return this.weights.cpu * Math.log(cpuScore(cpu, intent)) + this.weights.gpu * Math.log(gpuScore(profile, gpu)) + RAM_WEIGHT * Math.log(ram) + STORAGE_WEIGHT * Math.log(storage);
  }

  /** Lowest possible price of the cooler + PSU + case a CPU will need. */
  restFloor(cpu: Product<'CPU'>): number {
    return (this.minPrice.PSU ?? 0) + (this.minPrice.CASE ?? 0) + (this.coolerNeeded(cpu) ? (this.minPrice.COOLING ?? 0) : 0);
  }

  /** Completes a build around a CPU, GPU and fill level, and checks it with the engine. */
  complete(cpu: Candidate, gpu: Candidate | null, level: Level): Build | null {
    const platform = this.platform(cpu.product as Product<'CPU'>, level);
    if (!platform) return null;
    let parts = withPart(this.input.fixed, cpu.product);
    for (const pick of platform.picks) parts = withPart(parts, pick.candidate.product);
    if (gpu) parts = withPart(parts, gpu.product);
    const rest = this.rest(parts, cpu.product as Product<'CPU'>);
    if (!rest) return null;
    for (const pick of rest) parts = withPart(parts, pick.candidate.product);
    const prices = [cpu, gpu, ...platform.picks.map((p) => p.candidate), ...rest.map((p) => p.candidate)];
    const total = round2(prices.reduce((s, c) => s + (c?.price ?? 0), 0));
    const report = checkCompatibility(parts);
    const fitHard = report.issues.filter((i) => i.state === 'incompatible' && !PRESENCE_RULES.has(i.ruleId)).length;
    const ram = parts.RAM?.specs.capacityGb ?? 0;
    const storage = parts.STORAGE?.specs.capacityGb ?? 0;
    const gpuProduct = (gpu?.product ?? null) as Product<'GPU'> | null;
    const objective = this.value(cpu.product as Product<'CPU'>, gpuProduct, ram, storage) - this.lambda * (total + report.warningCount * this.warningPenalty);
    return { parts, total, hard: fitHard, objective };
  }
}
