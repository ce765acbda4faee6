import type { Product } from '../catalog/types.js';
import type { PartSet } from '../compat/rule.js';
import type { Intent } from './intent.js';
import type { Profile } from './profiles.js';
import type { Upgrade } from './search.js';

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

/** Why a part was chosen, in one sentence (clipped to 240 characters by the caller). */
export function selectionReason(p: Product, ctx: ReasonContext): string {
  if (ctx.fixed) return 'Kept from your build snapshot.';
  const useCase = ctx.profile.label.toLowerCase();
  if (ctx.shortOfBudget) return `Part of the cheapest compatible ${useCase} build; it fits within the budget.`;
  switch (p.category) {
    case 'CPU': {
      const s = (p as Product<'CPU'>).specs;
      return `Best ${useCase} balance with the graphics choice: performance ${s.performanceScore}/100, ${s.cores} cores / ${s.threads} threads, ${s.socket}${s.coolerIncluded ? ', boxed cooler' : ''}.`;
    }
    case 'GPU': {
      const s = (p as Product<'GPU'>).specs;
      return `Performance ${s.performanceScore}/100 with ${s.vramGb} GB VRAM: the strongest card worth its price for ${useCase} alongside the CPU.`;
    }
    case 'MOTHERBOARD': {
      const s = (p as Product<'MOTHERBOARD'>).specs;
      return `Cheapest compatible ${s.socket} ${s.chipset} ${s.formFactor} board for ${s.memoryType}${s.wifi ? ' with Wi-Fi' : ''} (${s.m2Slots} M.2 slots).`;
    }
    case 'RAM': {
      const s = (p as Product<'RAM'>).specs;
      const why = ctx.upgrade
        ? `raised from ${ctx.upgrade.fromGb} GB with leftover budget`
        : `${useCase} target ${ctx.profile.ram.targetGb} GB, minimum ${ctx.profile.ram.minGb} GB`;
      return `${s.capacityGb} GB ${s.type}-${s.speedMts} (${s.modules}x${s.moduleGb} GB), cheapest compatible kit; ${why}.`;
    }
    case 'STORAGE': {
      const s = (p as Product<'STORAGE'>).specs;
      const why = ctx.upgrade
        ? `raised from ${ctx.upgrade.fromGb} GB with leftover budget`
        : `${useCase} target ${ctx.profile.storage.targetGb} GB`;
      return `${s.capacityGb} GB ${s.type} (${s.interface}), cheapest compatible drive; ${why}.`;
    }
    case 'PSU': {
      const s = (p as Product<'PSU'>).specs;
      const draw = ctx.estimatedWattage && s.wattage ? ` for an estimated ${ctx.estimatedWattage} W draw (${(s.wattage / ctx.estimatedWattage).toFixed(2)}x)` : '';
      return `${s.wattage} W ${s.efficiency ?? ''} ${s.formFactor}${draw}, with the GPU's power connectors.`.replace(/\s+/g, ' ');
    }
    case 'CASE': {
      const s = (p as Product<'CASE'>).specs;
      const board = ctx.parts.MOTHERBOARD?.specs.formFactor;
      const gpu = ctx.parts.GPU?.specs.lengthMm;
      return `Cheapest ${[s.color?.toLowerCase(), s.type ?? 'case'].filter(Boolean).join(' ')} that fits ${board ? `the ${board} board` : 'the board'}${gpu ? `, the ${gpu} mm GPU` : ''}, the cooler and the PSU.`;
    }
    case 'COOLING': {
      const s = (p as Product<'COOLING'>).specs;
      const cpu = ctx.parts.CPU;
      const kind = s.type === 'aio' ? `${s.radiatorMm} mm AIO` : `${s.heightMm} mm air cooler`;
      return `${kind} rated ${s.tdpRatingW} W${cpu ? ` for the ${cpu.specs.tdpW} W CPU` : ''}, and it fits the case${ctx.intent.quiet ? '; sized for low fan speeds' : ''}.`;
    }
  }
}
