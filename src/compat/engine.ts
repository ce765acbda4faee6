import type { Category } from '../catalog/types.js';
import type { Issue, PartSet, Rule, RuleContext, RuleFinding } from './rule.js';
import { caseCoolerHeight } from './rules/case-cooler-height.js';
import { caseGpuLength } from './rules/case-gpu-length.js';
import { caseMoboFormFactor } from './rules/case-mobo-form-factor.js';
import { casePsuFormFactor } from './rules/case-psu-form-factor.js';
import { caseRadiator } from './rules/case-radiator.js';
import { coolerSocket } from './rules/cooler-socket.js';
import { coolerTdp } from './rules/cooler-tdp.js';
import { cpuBiosUpdate } from './rules/cpu-bios-update.js';
import { cpuNoCooler } from './rules/cpu-no-cooler.js';
import { cpuSocket } from './rules/cpu-socket.js';
import { gpuRequired } from './rules/gpu-required.js';
import { m2Count } from './rules/m2-count.js';
import { psuGpuConnectors } from './rules/psu-gpu-connectors.js';
import { psuWattage } from './rules/psu-wattage.js';
import { ramMaxCapacity } from './rules/ram-max-capacity.js';
import { ramSlots } from './rules/ram-slots.js';
import { ramType } from './rules/ram-type.js';
import { estimateWattage } from './wattage.js';

export { estimateWattage } from './wattage.js';

/** Every rule, in the order issues are reported: platform first, then fit, then power. */
export const RULES: readonly Rule[] = [
  cpuSocket,
  ramType,
  ramSlots,
  ramMaxCapacity,
  m2Count,
  cpuBiosUpdate,
  caseMoboFormFactor,
  caseGpuLength,
  coolerSocket,
  caseCoolerHeight,
  caseRadiator,
  coolerTdp,
  cpuNoCooler,
  gpuRequired,
  psuWattage,
  casePsuFormFactor,
  psuGpuConnectors,
];

export const MAX_ISSUES = 16;

export type CompatibilityState = 'compatible' | 'warning' | 'incompatible';

export interface CompatibilityReport {
  state: CompatibilityState;
  /** Number of `incompatible` issues in `issues`. */
  hardBlockCount: number;
  /** Number of `warning` issues in `issues`. */
  warningCount: number;
  issues: Issue[];
  /**
   * Rules that apply to the build but could not be judged because a spec they need is
   * unknown (at most 16, in rule order). They are not issues: `state` says nothing about
   * them, which is why every front door reports them apart (plan warnings, GraphQL).
   */
  notChecked: RuleFinding[];
}

const RULE_ORDER = new Map(RULES.map((r, i) => [r.id, i]));

function compareFindings(a: RuleFinding, b: RuleFinding): number {
  const byRule = (RULE_ORDER.get(a.ruleId) ?? 0) - (RULE_ORDER.get(b.ruleId) ?? 0);
  if (byRule !== 0) return byRule;
  return a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}

export function ruleContext(parts: PartSet): RuleContext {
  return { estimatedWattage: estimateWattage(parts) };
}

const RULES_BY_CATEGORY = new Map<Category, readonly Rule[]>();
for (const rule of RULES) {
  for (const c of rule.categories) RULES_BY_CATEGORY.set(c, [...(RULES_BY_CATEGORY.get(c) ?? []), rule]);
}

/** The rules that read `category`, in report order. */
export function rulesFor(category: Category): readonly Rule[] {
  return RULES_BY_CATEGORY.get(category) ?? [];
}

/**
 * Orders findings (rule order, then message) and keeps at most 16. When more exist, hard
 * blocks are kept before warnings so the kept list always explains `state`; the counts
 * describe the returned issues, so they always match `issues`.
 */
export function summarizeFindings(findings: readonly RuleFinding[]): CompatibilityReport {
  const notChecked = findings
    .filter((f) => f.state === 'not_checked')
    .sort(compareFindings)
    .slice(0, MAX_ISSUES);
  const all = findings.filter((f): f is Issue => f.state !== 'not_checked').sort(compareFindings);
  const kept = all.length <= MAX_ISSUES ? all : [...all.filter((f) => f.state === 'incompatible'), ...all.filter((f) => f.state === 'warning')].slice(0, MAX_ISSUES).sort(compareFindings);
  const hardBlockCount = kept.filter((f) => f.state === 'incompatible').length;
  const warningCount = kept.length - hardBlockCount;
  return {
    state: hardBlockCount > 0 ? 'incompatible' : warningCount > 0 ? 'warning' : 'compatible',
    hardBlockCount,
    warningCount,
    issues: kept,
    notChecked,
  };
}

/** Runs every rule on a build. */
export function checkCompatibility(parts: PartSet): CompatibilityReport {
  const ctx = ruleContext(parts);
  return summarizeFindings(RULES.flatMap((rule) => rule.check(parts, ctx)));
}
