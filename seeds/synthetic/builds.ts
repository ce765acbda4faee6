/** The synthetic catalog's curated builds: the first products (by id) that fit together, one build per tier. */
import type { Category, CuratedBuild, Product, SpecsByCategory } from '../../src/catalog/types.js';
import type { SyntheticProduct } from './products.js';

export interface BuildSlots {
  [tier: string]: Partial<Record<Category, SyntheticProduct>>;
}

const TIERS: { tier: CuratedBuild['budgetTier']; socket: string; maxGpuPower: number; minGpuPower: number }[] = [
  { tier: 'Budget', socket: 'AM4', minGpuPower: 0, maxGpuPower: 260 },
  { tier: 'Entry', socket: 'LGA1700', minGpuPower: 200, maxGpuPower: 320 },
  { tier: 'Mid', socket: 'AM5', minGpuPower: 260, maxGpuPower: 360 },
  { tier: 'High', socket: 'LGA1851', minGpuPower: 330, maxGpuPower: 1000 },
];

/** Synthetic products state every spec, so the build checks read them without null checks. */
type Stated<C extends Category> = { [K in keyof SpecsByCategory[C]]-?: NonNullable<SpecsByCategory[C][K]> };
const stated = <C extends Category>(p: Product): Stated<C> => p.specs as unknown as Stated<C>;

function fitsBuild(slot: Partial<Record<Category, SyntheticProduct>>, t: (typeof TIERS)[number], p: SyntheticProduct): boolean {
  const cpu = slot.CPU && { ...slot.CPU, specs: stated<'CPU'>(slot.CPU) };
  const board = slot.MOTHERBOARD && { ...slot.MOTHERBOARD, specs: stated<'MOTHERBOARD'>(slot.MOTHERBOARD) };
  const gpu = slot.GPU && { ...slot.GPU, specs: stated<'GPU'>(slot.GPU) };
  const pcCase = slot.CASE && { ...slot.CASE, specs: stated<'CASE'>(slot.CASE) };
  switch (p.category) {
    case 'CPU': {
      const s = stated<'CPU'>(p);
      return s.socket === t.socket && !(p.model ?? '').includes('Tray');
    }
    case 'MOTHERBOARD': {
      const s = stated<'MOTHERBOARD'>(p);
      return !!cpu && s.socket === cpu.specs.socket && cpu.specs.memoryTypes.includes(s.memoryType) && s.formFactor === 'ATX' && s.chipsetYear >= cpu.specs.releaseYear;
    }
    case 'RAM': {
      const s = stated<'RAM'>(p);
      return !!board && s.type === board.specs.memoryType && s.modules <= board.specs.memorySlots && s.capacityGb <= board.specs.maxMemoryGb && s.modules === 2;
    }
    case 'GPU': {
      const s = stated<'GPU'>(p);
      return s.boardPowerW >= t.minGpuPower && s.boardPowerW <= t.maxGpuPower;
    }
    case 'STORAGE':
      return stated<'STORAGE'>(p).type === 'NVMe' && !!board && board.specs.m2Slots >= 1;
    case 'CASE': {
      const s = stated<'CASE'>(p);
      return !!gpu && s.supportedBoards.includes('ATX') && s.maxGpuLengthMm >= gpu.specs.lengthMm && s.maxCoolerHeightMm >= 168 && s.radiatorSupport.includes(360);
    }
    case 'PSU': {
      const s = stated<'PSU'>(p);
      if (!cpu || !gpu || s.formFactor !== 'ATX') return false;
      const cpuDraw = cpu.specs.socket.startsWith('LGA') ? cpu.specs.tdpW * 2 : cpu.specs.tdpW * 1.35;
      const needW = Math.ceil((cpuDraw + gpu.specs.boardPowerW + 83) * 1.3);
      return s.wattage >= needW && s.wattage >= 1.3 * cpu.specs.tdpW + gpu.specs.boardPowerW + 100 && s.pcie8pin >= gpu.specs.pcie8pin && s.pcie16pin >= gpu.specs.pcie16pin;
    }
    case 'COOLING': {
      const s = stated<'COOLING'>(p);
      if (!cpu || cpu.specs.coolerIncluded || !pcCase) return false;
      return (
        s.sockets.includes(cpu.specs.socket as 'AM4') &&
        s.tdpRatingW >= cpu.specs.tdpW &&
        (s.type === 'aio' ? pcCase.specs.radiatorSupport.includes(s.radiatorMm!) : (s.heightMm ?? 0) <= pcCase.specs.maxCoolerHeightMm)
      );
    }
  }
}

const BUILD_ORDER: Category[] = ['CPU', 'MOTHERBOARD', 'RAM', 'GPU', 'STORAGE', 'CASE', 'PSU', 'COOLING'];

export function offerToBuilds(slots: BuildSlots, p: SyntheticProduct): void {
  for (const t of TIERS) {
    const slot = (slots[t.tier] ??= {});
    if (slot[p.category]) continue;
    // Parts are chosen in order, so each check sees the parts it depends on.
    const next = BUILD_ORDER.find((c) => !slot[c] && !(c === 'COOLING' && slot.CPU && (slot.CPU as Product<'CPU'>).specs.coolerIncluded));
    if (next !== p.category) continue;
    if (fitsBuild(slot, t, p)) slot[p.category] = p;
  }
}

export function buildsFrom(slots: BuildSlots): CuratedBuild[] {
  return TIERS.flatMap((t) => {
    const slot = slots[t.tier] ?? {};
    const parts = BUILD_ORDER.filter((c) => slot[c]).map((c) => ({ category: c, productId: slot[c]!.id }));
    if (parts.length === 0) return [];
    return [{ id: `synthetic-${t.tier.toLowerCase()}`, name: `Synthetic ${t.tier} ${t.socket} build`, budgetTier: t.tier, parts }];
  });
}
