import { describe, expect, it } from 'vitest';
import { checkCompatibility, estimateWattage, MAX_ISSUES, RULES, summarizeFindings } from '../../src/compat/engine.js';
import type { RuleFinding } from '../../src/compat/rule.js';
import { cpuDrawW, POWER_ALLOWANCE } from '../../src/compat/wattage.js';
import { parts, product, variant } from './helpers.js';

const ryzen7600 = product<'CPU'>(1003);
const b850 = product<'MOTHERBOARD'>(3010);
const z790 = product<'MOTHERBOARD'>(3008);
const ddr5 = product<'RAM'>(4004);
const ddr4 = product<'RAM'>(4001);
const rtx4060 = product<'GPU'>(2001);
const nvme = product<'STORAGE'>(5001);
const rm750e = product<'PSU'>(6003);
const popAir = product<'CASE'>(7001);
const assassin = product<'COOLING'>(8001);

const goodBuild = () => parts(ryzen7600, b850, ddr5, rtx4060, nvme, rm750e, popAir, assassin);

describe('checkCompatibility', () => {
  it('reports a sound build as compatible with no issues', () => {
    expect(checkCompatibility(goodBuild())).toEqual({ state: 'compatible', hardBlockCount: 0, warningCount: 0, issues: [], notChecked: [] });
  });

  it('reports warnings only as state warning', () => {
    const small = variant<'PSU'>(6003, { wattage: 300 }, 'Tiny 300W');
    const report = checkCompatibility({ ...goodBuild(), PSU: small });
    expect(report.state).toBe('warning');
    expect(report.warningCount).toBe(1);
    expect(report.issues[0]!.ruleId).toBe('psu.wattage');
  });

  it('orders issues by rule order and counts each state', () => {
    const report = checkCompatibility({ ...goodBuild(), MOTHERBOARD: z790, RAM: ddr4 });
    expect(report.state).toBe('incompatible');
    const ids = report.issues.map((i) => i.ruleId);
    expect(ids[0]).toBe('cpu.socket');
    expect(ids).toContain('ram.type');
    const order = ids.map((id) => RULES.findIndex((r) => r.id === id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(report.hardBlockCount).toBe(report.issues.filter((i) => i.state === 'incompatible').length);
    expect(report.warningCount).toBe(report.issues.filter((i) => i.state === 'warning').length);
  });

  it('reports missing GPU and cooler for a bare CPU without graphics or cooler', () => {
    const report = checkCompatibility(parts(product<'CPU'>(1002)));
    expect(report.issues.map((i) => i.ruleId)).toEqual(['cpu.noCooler', 'gpu.required']);
  });

  it('has unique rule ids, each with a title', () => {
    expect(new Set(RULES.map((r) => r.id)).size).toBe(RULES.length);
    for (const r of RULES) expect(r.title.length).toBeGreaterThan(0);
  });
});

describe('summarizeFindings', () => {
  const finding = (ruleId: string, state: RuleFinding['state'], message: string): RuleFinding => ({
    ruleId,
    title: ruleId,
    state,
    message,
    parts: [],
  });

  it('sorts by rule order, then message', () => {
    const report = summarizeFindings([finding('psu.wattage', 'warning', 'b'), finding('cpu.socket', 'incompatible', 'z'), finding('psu.wattage', 'warning', 'a')]);
    expect(report.issues.map((i) => `${i.ruleId}:${i.message}`)).toEqual(['cpu.socket:z', 'psu.wattage:a', 'psu.wattage:b']);
  });

  it('keeps at most 16 issues, hard blocks first, with counts matching the kept issues', () => {
    const many = [...Array.from({ length: 20 }, (_, i) => finding('cpu.biosUpdate', 'warning', `w${String(i).padStart(2, '0')}`)), finding('psu.gpuConnectors', 'incompatible', 'last rule')];
    const report = summarizeFindings(many);
    expect(report.issues).toHaveLength(MAX_ISSUES);
    expect(report.state).toBe('incompatible');
    expect(report.hardBlockCount).toBe(1);
    expect(report.warningCount).toBe(15);
    expect(report.issues.at(-1)!.ruleId).toBe('psu.gpuConnectors');
  });
});

describe('estimateWattage', () => {
  const base = POWER_ALLOWANCE.boardW + POWER_ALLOWANCE.storageW + POWER_ALLOWANCE.fansW;

  it('counts AMD CPUs at PPT (1.35x TDP)', () => {
    expect(cpuDrawW(ryzen7600)).toBeCloseTo(87.75);
    // 87.75 + 115 + 50 + 2 x 5 + 8 + 15 = 285.75 -> 286
    expect(estimateWattage(parts(ryzen7600, rtx4060, ddr5))).toBe(286);
  });

  it('counts Intel K parts at 2x and other Intel parts at 1.5x base power', () => {
    expect(cpuDrawW(product<'CPU'>(1011))).toBe(250); // i7-14700K, 125 W
    expect(cpuDrawW(product<'CPU'>(1012))).toBe(250); // Ultra 7 265K
    expect(cpuDrawW(product<'CPU'>(1009))).toBe(97.5); // i5-13400, 65 W
  });

  it('assumes two RAM modules until a kit is chosen, and counts four-module kits', () => {
    expect(estimateWattage({})).toBe(base + 2 * POWER_ALLOWANCE.perRamModuleW);
    expect(estimateWattage(parts(product<'RAM'>(4007)))).toBe(base + 4 * POWER_ALLOWANCE.perRamModuleW);
  });
});
