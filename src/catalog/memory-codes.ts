import type { RamSpecs } from './types.js';

/**
 * What a memory maker's part number states, read the way each maker codes it. The catalog's
 * import drops a code whose facts contradict the kit it is filed under (the open database
 * files some kits' codes on their siblings), and the matcher reads a kit's module count
 * from a code written in a title.
 *
 * - Corsair `CMK32GX5M2B6000C30`: 32 GB in all, DDR5, 2 modules, 6000 MT/s, CL30 (`Z30` on
 *   AMD-tuned kits).
 * - G.Skill DDR4 `F4-3200C16D-32GVK`: 3200 MT/s, CL16, `S`/`D`/`Q`/`O` one, two, four or
 *   eight modules, 32 GB in all; DDR5 `F5-6000J3038F16GX2-TZ5RK`: 6000 MT/s, CL30, 2 modules
 *   of 16 GB.
 * - Kingston `KF432C16BBK2/16`: DDR4 at 32 hundred MT/s, CL16, `K2` a kit of two (no `K`: one
 *   module), 16 GB in all.
 * - Crucial Ballistix `BL2K16G32C16U4B`: 2 modules of 16 GB, 3200 MT/s, CL16; Crucial
 *   `CT2K16G4DFRA32A`: 2 modules of 16 GB.
 *
 * Kingston and Ballistix write the speed in hundreds (`26` for 2666 MT/s), so a stated speed
 * agrees with any speed in its hundred.
 */
export interface MemoryCode {
  modules: number;
  capacityGb?: number;
  speedMts?: number;
  casLatency?: number;
}

const CORSAIR = /^cm[a-z]{1,4}(\d{1,3})gx[345]m(\d)[a-z](\d{4})[cz](\d{2})/;
const GSKILL_DDR4 = /^f[34]-(\d{4})c(\d{2})([sdqo])-(\d{1,3})g/;
const GSKILL_DDR5 = /^f5-(\d{4})[a-z](\d{2})\d{2}[a-z](\d{1,3})g[ax](\d)/;
const KINGSTON = /^(?:kf|kvr|hx)(\d{3})c(\d{2})[a-z0-9]*?(?:k(\d))?[/-](\d{1,3})$/;
const BALLISTIX = /^bl[sm]?(?:(\d)k)?(\d{1,2})g(\d{2})c(\d{2})/;
const CRUCIAL = /^ct(?:(\d)k)?(\d{1,2})g[45]/;
const G_SKILL_MODULES = { s: 1, d: 2, q: 4, o: 8 } as const;

/** The facts a memory part number states, or null when it is no code this knows. */
export function readMemoryCode(code: string): MemoryCode | null {
  const c = code.toLowerCase().trim();
  let m = CORSAIR.exec(c);
  if (m) return { capacityGb: Number(m[1]), modules: Number(m[2]), speedMts: Number(m[3]), casLatency: Number(m[4]) };
  m = GSKILL_DDR4.exec(c);
  if (m) return { speedMts: Number(m[1]), casLatency: Number(m[2]), modules: G_SKILL_MODULES[m[3] as keyof typeof G_SKILL_MODULES], capacityGb: Number(m[4]) };
  m = GSKILL_DDR5.exec(c);
  if (m) return { speedMts: Number(m[1]), casLatency: Number(m[2]), modules: Number(m[4]), capacityGb: Number(m[3]) * Number(m[4]) };
  m = KINGSTON.exec(c);
  if (m) return { speedMts: Number(m[1].slice(1)) * 100, casLatency: Number(m[2]), modules: Number(m[3] ?? 1), capacityGb: Number(m[4]) };
  m = BALLISTIX.exec(c);
  if (m) {
    const modules = Number(m[1] ?? 1);
    return { modules, capacityGb: Number(m[2]) * modules, speedMts: Number(m[3]) * 100, casLatency: Number(m[4]) };
  }
  m = CRUCIAL.exec(c);
  if (m) {
    const modules = Number(m[1] ?? 1);
    return { modules, capacityGb: Number(m[2]) * modules };
  }
  return null;
}

type KitSpecs = Pick<RamSpecs, 'modules' | 'capacityGb' | 'speedMts' | 'casLatency'>;

/**
 * Whether a code's facts contradict a kit's: a fact the specs do not hold contradicts nothing.
 * The latency counts only when asked: a source's latency is wrong more often than its codes.
 */
export function contradictsKit(code: MemoryCode, specs: KitSpecs, latency = true): boolean {
  const differs = (stated: number | undefined, held: number | null) => stated !== undefined && held !== null && stated !== held;
  const speedDiffers = code.speedMts !== undefined && specs.speedMts !== null && (specs.speedMts < code.speedMts || specs.speedMts >= code.speedMts + 100);
  return differs(code.modules, specs.modules) || differs(code.capacityGb, specs.capacityGb) || speedDiffers || (latency && differs(code.casLatency, specs.casLatency));
}
