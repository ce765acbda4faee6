import type { Product } from '../catalog/types.js';
import type { PartSet } from './rule.js';

/**
 * Fixed allowances for parts whose draw the catalog does not record. A build always has a
 * board, fans and a drive, so they are counted even before those parts are chosen: the
 * planner sizes the PSU before it picks the case.
 */
export const POWER_ALLOWANCE = {
  boardW: 50,
  perRamModuleW: 5,
  /** RAM modules assumed while no kit is chosen (a dual-channel pair). */
  defaultRamModules: 2,
  storageW: 8,
  fansW: 15,
} as const;

const UNLOCKED_INTEL = /\d{3,5}K[FS]?\b/i;

/**
 * Sustained CPU draw under boost. The catalog's tdpW is the vendor's base figure, which both
 * vendors exceed by design:
 * - AMD: the socket limit (PPT) is 1.35 x TDP (e.g. 105 W -> 142 W, 170 W -> 230 W).
 * - Intel K/KF/KS: PL2 is about 2 x base power (125 W -> 253 W on 13th/14th gen K parts).
 * - other Intel: boards commonly let 65 W parts boost to about 1.5 x for long periods.
 */
export function cpuDrawW(cpu: Product<'CPU'>): number | null {
  const tdp = cpu.specs.tdpW;
  if (tdp === null) return null;
  const intel = cpu.specs.socket ? cpu.specs.socket.startsWith('LGA') : cpu.brand === 'Intel';
  if (!intel) return tdp * 1.35;
  return UNLOCKED_INTEL.test(cpu.name) || UNLOCKED_INTEL.test(cpu.model ?? '') ? tdp * 2 : tdp * 1.5;
}

/**
 * Estimated peak DC draw of the build in watts, rounded up; null when a CPU or GPU in the
 * build has no known power figure (the estimate would be a guess).
 */
export function estimateWattage(parts: PartSet): number | null {
  const cpu = parts.CPU ? cpuDrawW(parts.CPU) : 0;
  const gpu = parts.GPU ? parts.GPU.specs.boardPowerW : 0;
  if (cpu === null || gpu === null) return null;
  const modules = parts.RAM?.specs.modules ?? POWER_ALLOWANCE.defaultRamModules;
  const total = cpu + gpu + POWER_ALLOWANCE.boardW + POWER_ALLOWANCE.perRamModuleW * modules + POWER_ALLOWANCE.storageW + POWER_ALLOWANCE.fansW;
  return Math.ceil(total);
}

/** A PSU below this multiple of the estimate gets a warning: transients and ageing eat the rest. */
export const PSU_HEADROOM = 1.3;
