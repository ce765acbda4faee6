import { describe, expect, it } from 'vitest';
import { checkCompatibility, estimateWattage, RULES, summarizeFindings } from '../../src/compat/engine.js';
import type { Rule } from '../../src/compat/rule.js';
import { caseGpuLength } from '../../src/compat/rules/case-gpu-length.js';
import { caseRadiator } from '../../src/compat/rules/case-radiator.js';
import { coolerSocket } from '../../src/compat/rules/cooler-socket.js';
import { coolerTdp } from '../../src/compat/rules/cooler-tdp.js';
import { cpuBiosUpdate } from '../../src/compat/rules/cpu-bios-update.js';
import { cpuNoCooler } from '../../src/compat/rules/cpu-no-cooler.js';
import { cpuSocket } from '../../src/compat/rules/cpu-socket.js';
import { m2Count } from '../../src/compat/rules/m2-count.js';
import { psuGpuConnectors } from '../../src/compat/rules/psu-gpu-connectors.js';
import { psuWattage } from '../../src/compat/rules/psu-wattage.js';
import { ramMaxCapacity } from '../../src/compat/rules/ram-max-capacity.js';
import { ramType } from '../../src/compat/rules/ram-type.js';
import { check, parts, product, variant } from './helpers.js';

const ryzen7600 = product<'CPU'>(1003);
const b650 = product<'MOTHERBOARD'>(3003);
const b850 = product<'MOTHERBOARD'>(3010);
const ddr5 = product<'RAM'>(4004);
const rtx4060 = product<'GPU'>(2001);
const nvme = product<'STORAGE'>(5001);
const rm750e = product<'PSU'>(6003);
const popAir = product<'CASE'>(7001);
const assassin = product<'COOLING'>(8001);
const lf360 = product<'COOLING'>(8006);

/** A rule, a build whose fact it needs is null, and the phrase its note must name. */
const CASES: [Rule, () => ReturnType<typeof parts>, RegExp][] = [
  [cpuSocket, () => parts(variant<'CPU'>(1003, { socket: null }), b650), /socket of/],
  [ramType, () => parts(variant<'RAM'>(4004, { type: null }), b650), /memory type of/],
  [ramMaxCapacity, () => parts(ddr5, variant<'MOTHERBOARD'>(3003, { maxMemoryGb: null })), /maximum memory of/],
  [m2Count, () => parts(nvme, variant<'MOTHERBOARD'>(3003, { m2Slots: null })), /M\.2 slots of/],
  [cpuBiosUpdate, () => parts(variant<'CPU'>(1003, { releaseYear: null }), b650), /launch year of/],
  [caseGpuLength, () => parts(rtx4060, variant<'CASE'>(7001, { maxGpuLengthMm: null })), /graphics card clearance/],
  [caseRadiator, () => parts(lf360, variant<'CASE'>(7001, { radiatorSupport: null })), /radiator sizes/],
  [coolerSocket, () => parts(variant<'COOLING'>(8001, { sockets: null }), ryzen7600), /sockets .* mounts on/],
  [coolerTdp, () => parts(variant<'COOLING'>(8001, { tdpRatingW: null }), ryzen7600), /heat rating of/],
  [cpuNoCooler, () => parts(variant<'CPU'>(1003, { coolerIncluded: null })), /comes with a cooler/],
  [psuWattage, () => parts(variant<'PSU'>(6003, { wattage: null }), ryzen7600), /wattage of/],
  [psuWattage, () => parts(rm750e, ryzen7600, variant<'GPU'>(2001, { boardPowerW: null })), /power draw of/],
  [psuGpuConnectors, () => parts(variant<'PSU'>(6003, { pcie8pin: null }), rtx4060), /PCIe cables of/],
];

describe('a rule whose inputs are unknown reports "not checked"', () => {
  it.each(CASES.map(([rule, build, phrase], i) => [`${rule.id} #${i}`, rule, build, phrase] as const))('%s', (_label, rule, build, phrase) => {
    const findings = check(rule, build());
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: rule.id, state: 'not_checked' });
    expect(findings[0]!.message).toMatch(/^Not checked: /);
    expect(findings[0]!.message).toMatch(phrase);
  });

  it('keeps judging what it can: a known mismatch is still a hard block', () => {
    const board = variant<'MOTHERBOARD'>(3003, { memoryType: 'DDR4' });
    const cpu = variant<'CPU'>(1003, { memoryTypes: null });
    expect(
      check(ramType, parts(ddr5, board, cpu))
        .map((f) => f.state)
        .sort(),
    ).toEqual(['incompatible', 'not_checked']);
  });

  it('says nothing about a fact that does not apply (an air cooler has no radiator)', () => {
    expect(check(caseRadiator, parts(assassin, variant<'CASE'>(7001, { radiatorSupport: null })))).toEqual([]);
  });
});

describe('the engine reports not-checked rules apart from the contract issues', () => {
  const build = () => parts(ryzen7600, b850, ddr5, rtx4060, nvme, rm750e, variant<'CASE'>(7001, { radiatorSupport: null }), lf360);

  it('leaves the verdict to the rules it could judge', () => {
    const report = checkCompatibility(build());
    expect(report).toMatchObject({ state: 'compatible', hardBlockCount: 0, warningCount: 0, issues: [] });
    expect(report.notChecked.map((f) => f.ruleId)).toEqual(['case.radiator']);
  });

  it('orders not-checked notes by rule order and keeps at most 16', () => {
    const notes = RULES.flatMap((r) => Array.from({ length: 2 }, (_, i) => ({ ruleId: r.id, title: r.title, state: 'not_checked' as const, message: `m${i}`, parts: [] })));
    const report = summarizeFindings(notes);
    expect(report.notChecked).toHaveLength(16);
    expect(report.notChecked[0]!.ruleId).toBe(RULES[0]!.id);
    expect(report.state).toBe('compatible');
  });

  it('estimates no wattage while a CPU or GPU power figure is unknown', () => {
    expect(estimateWattage(parts(ryzen7600, rtx4060))).toBeGreaterThan(0);
    expect(estimateWattage(parts(variant<'CPU'>(1003, { tdpW: null }), rtx4060))).toBeNull();
    expect(estimateWattage(parts(ryzen7600, variant<'GPU'>(2001, { boardPowerW: null })))).toBeNull();
    expect(estimateWattage(parts(popAir))).toBeGreaterThan(0);
  });
});
