import type { Product } from '../catalog/types.js';
import type { PartSet } from '../compat/rule.js';
import type { Intent } from './intent.js';
import type { Profile } from './profiles.js';
import type { Upgrade } from './upgrade.js';
import { planText, type PlanText } from './messages.js';

export interface ReasonContext {
  profile: Profile;
  parts: PartSet;
  fixed: boolean;
  /** The plan is partial: its parts come from the cheapest complete build, not the best one. */
  shortOfBudget: boolean;
  upgrade: Upgrade | undefined;
  estimatedWattage: number | null;
  intent: Intent;
}

/** Why a part was chosen, in one sentence (clipped to 240 characters by the caller when rendered). */
export function selectionReason(p: Product, ctx: ReasonContext): PlanText {
  if (ctx.fixed) return planText('reason.kept');
  const useCase = ctx.profile.useCase;
  if (ctx.shortOfBudget) return planText('reason.cheapestBuild', { useCase });
  switch (p.category) {
    case 'CPU': {
      const s = (p as Product<'CPU'>).specs;
      return planText('reason.cpu', { useCase, score: s.performanceScore, cores: s.cores, threads: s.threads, socket: s.socket, boxedCooler: s.coolerIncluded });
    }
    case 'GPU': {
      const s = (p as Product<'GPU'>).specs;
      return planText('reason.gpu', { useCase, score: s.performanceScore, vramGb: s.vramGb });
    }
    case 'MOTHERBOARD': {
      const s = (p as Product<'MOTHERBOARD'>).specs;
      return planText('reason.motherboard', { socket: s.socket, chipset: s.chipset, formFactor: s.formFactor, memoryType: s.memoryType, wifi: s.wifi, m2Slots: s.m2Slots });
    }
    case 'RAM': {
      const s = (p as Product<'RAM'>).specs;
      const why = ctx.upgrade ? { upgradedFromGb: ctx.upgrade.fromGb } : { useCase, targetGb: ctx.profile.ram.targetGb, minGb: ctx.profile.ram.minGb };
      return planText('reason.ram', { capacityGb: s.capacityGb, type: s.type, speedMts: s.speedMts, modules: s.modules, moduleGb: s.moduleGb, why });
    }
    case 'STORAGE': {
      const s = (p as Product<'STORAGE'>).specs;
      const why = ctx.upgrade ? { upgradedFromGb: ctx.upgrade.fromGb } : { useCase, targetGb: ctx.profile.storage.targetGb, minGb: ctx.profile.storage.minGb };
      return planText('reason.storage', { capacityGb: s.capacityGb, type: s.type, iface: s.interface, why });
    }
    case 'PSU': {
      const s = (p as Product<'PSU'>).specs;
      return planText('reason.psu', { wattage: s.wattage, efficiency: s.efficiency, formFactor: s.formFactor, drawW: ctx.estimatedWattage });
    }
    case 'CASE': {
      const s = (p as Product<'CASE'>).specs;
      return planText('reason.case', {
        color: s.color,
        type: s.type,
        boardFormFactor: ctx.parts.MOTHERBOARD?.specs.formFactor ?? null,
        gpuLengthMm: ctx.parts.GPU?.specs.lengthMm ?? null,
      });
    }
    case 'COOLING': {
      const s = (p as Product<'COOLING'>).specs;
      return planText('reason.cooler', {
        type: s.type,
        radiatorMm: s.radiatorMm,
        heightMm: s.heightMm,
        ratingW: s.tdpRatingW,
        cpuTdpW: ctx.parts.CPU?.specs.tdpW ?? null,
        quiet: ctx.intent.quiet,
      });
    }
  }
}
