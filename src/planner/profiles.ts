import type { Product } from '../catalog/types.js';
import type { UseCase } from '../enums.js';
import type { Intent } from './intent.js';

interface CapacityTargets {
  /** Below this the plan is only offered when nothing else fits. */
  minGb: number;
  /** What a full build of this kind gets. */
  targetGb: number;
  /** How far leftover budget may raise it. */
  upgradeGb(budget: number): number;
}

/**
 * How a use case values a build. Performance is a weighted geometric mean of the CPU and GPU
 * scores (weights are the exponents), so the weights act as the budget shares the optimiser
 * converges to: a 70/30 GPU/CPU gaming split spends roughly that way.
 */
export interface Profile {
  useCase: UseCase;
  label: string;
  cpuWeight: number;
  gpuWeight: number;
  /**
   * Null when a graphics card is required. Otherwise the GPU score integrated graphics count
   * as, so a card is only bought when it is clearly worth its price to this use case.
   */
  integratedGpuScore: number | null;
  /** GPU score beyond which this use case gains nothing. */
  gpuScoreCap: number;
  /** Whether a boxed CPU cooler is good enough (else a COOLING part is always bought). */
  boxCoolerOk: boolean;
  ram: CapacityTargets;
  storage: CapacityTargets;
  /**
   * Euros worth one unit of log-performance when there is no budget (and for `budget`
   * always): the slope that picks the "sweet spot" where more money stops paying off.
   */
  valueScaleEur: number;
  /** Whether a given budget is meant to be spent (false: the cheapest good-value build wins). */
  spendsBudget: boolean;
}

export const PROFILES: Record<UseCase, Profile> = {
  gaming: {
    useCase: 'gaming',
    label: 'Gaming',
    cpuWeight: 0.3,
    gpuWeight: 0.7,
    integratedGpuScore: null,
    gpuScoreCap: 100,
    boxCoolerOk: false,
    ram: { minGb: 16, targetGb: 32, upgradeGb: (b) => (b >= 4000 ? 64 : 32) },
    storage: { minGb: 1000, targetGb: 1000, upgradeGb: (b) => (b >= 4000 ? 4000 : b >= 1500 ? 2000 : 1000) },
    valueScaleEur: 2000,
    spendsBudget: true,
  },
  workstation: {
    useCase: 'workstation',
    label: 'Workstation',
    cpuWeight: 0.65,
    gpuWeight: 0.35,
    integratedGpuScore: null,
    gpuScoreCap: 100,
    boxCoolerOk: false,
    ram: { minGb: 32, targetGb: 64, upgradeGb: (b) => (b >= 4000 ? 128 : 64) },
    storage: { minGb: 1000, targetGb: 2000, upgradeGb: (b) => (b >= 3000 ? 4000 : 2000) },
    valueScaleEur: 3000,
    spendsBudget: true,
  },
  productivity: {
    useCase: 'productivity',
    label: 'Productivity',
    cpuWeight: 0.75,
    gpuWeight: 0.25,
    integratedGpuScore: 20,
    gpuScoreCap: 50,
    boxCoolerOk: true,
    ram: { minGb: 16, targetGb: 32, upgradeGb: (b) => (b >= 2500 ? 64 : 32) },
    storage: { minGb: 500, targetGb: 1000, upgradeGb: (b) => (b >= 1500 ? 2000 : 1000) },
    valueScaleEur: 1200,
    spendsBudget: true,
  },
  budget: {
    useCase: 'budget',
    label: 'Budget',
    cpuWeight: 0.5,
    gpuWeight: 0.5,
    integratedGpuScore: 12,
    gpuScoreCap: 60,
    boxCoolerOk: true,
    ram: { minGb: 8, targetGb: 16, upgradeGb: () => 16 },
    storage: { minGb: 500, targetGb: 500, upgradeGb: (b) => (b >= 700 ? 1000 : 500) },
    valueScaleEur: 500,
    spendsBudget: false,
  },
};

/** Keyword intents shift the CPU/GPU split; the weights always sum to 1. */
export function weightsFor(profile: Profile, intent: Intent): { cpu: number; gpu: number } {
  let gpu = profile.gpuWeight;
  if (intent.fourK) gpu += 0.15;
  if (intent.streaming) gpu -= 0.15;
  gpu = Math.min(0.9, Math.max(0.1, gpu));
  return { cpu: 1 - gpu, gpu };
}

/**
 * A score the value model can take the log of. The planner only picks parts with a known
 * score; an unscored part can only be a snapshot part, which every compared build shares,
 * so the constant it is given cancels out.
 */
const UNSCORED = 1;

/** Streaming encodes on the CPU while gaming, so cores count beyond the benchmark score. */
export function cpuScore(cpu: Product<'CPU'>, intent: Intent): number {
  const base = cpu.specs.performanceScore ?? UNSCORED;
  return intent.streaming && cpu.specs.cores !== null ? base * Math.pow(Math.min(cpu.specs.cores, 24) / 8, 0.25) : base;
}

export function gpuScore(profile: Profile, gpu: Product<'GPU'> | null): number {
  if (!gpu) return profile.integratedGpuScore ?? 1;
  return Math.min(gpu.specs.performanceScore ?? UNSCORED, profile.gpuScoreCap);
}
