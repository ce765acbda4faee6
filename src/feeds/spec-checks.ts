import { sameCapacity } from '../catalog/capacity.js';
import type { Category, Product } from '../catalog/types.js';
import { agree, conflict, gap, stated, statedSpec, type Evidence, type Listing } from './listing.js';
import type { Profile } from './profile.js';

/**
 * What each category's listings state of the product's specs, checked against them: capacity,
 * kit, speed and CL, memory type, sockets, form factors, Wi-Fi, drive type and interface,
 * wattage, rating, modularity, board sizes. A spec the catalog does not know cannot confirm a
 * stated one.
 */

type Check = (p: Profile, l: Listing, e: Evidence) => void;

/** The year the ATX 3.0 power-supply standard was published. */
const ATX3_YEAR = 2022;

/** Capacities within 2.5% are one marketing size (`1TB` = `1024GB`); `960GB` is not `1TB`. */
export const specs = <C extends Category>(p: Profile) => (p.product as Product<C>).specs;

/** The word a PSU's small form factor is written as (`sfx`, `sfxl`), read from its specs whether or not its name states it. */
export function formWord(p: Profile): string | null {
  if (p.product.category !== 'PSU') return null;
  const form = specs<'PSU'>(p).formFactor;
  return form === 'SFX' ? 'sfx' : form === 'SFX-L' ? 'sfxl' : null;
}

/** Threadripper's first socket is written `TR4` and `sTR4`. */
export const socketKey = (socket: string) => (socket === 'TR4' ? 'sTR4' : socket);

/**
 * Wi-Fi as the product has it: its spec, or, where the source left it unknown, its name
 * (`… WIFI`, `… AX`, `… WIFI7`), which then carries the fact.
 */
function boardWifi(p: Profile): boolean | null {
  const wifi = specs<'MOTHERBOARD'>(p).wifi;
  if (wifi !== null) return wifi;
  return [...p.keys, ...p.soft].some((k) => k === 'wifi' || /^wifi\d/.test(k) || /^ax\d*$/.test(k) || k === 'ac');
}

export const CHECKS: Record<Category, Check> = {
  CPU(p, l, e) {
    const s = specs<'CPU'>(p);
    statedSpec(e, 'socket', [...l.facts.sockets].map(socketKey), s.socket === null ? null : socketKey(s.socket));
  },
  GPU(p, l, e) {
    const s = specs<'GPU'>(p);
    statedSpec(e, 'VRAM', l.facts.capacitiesGb, s.vramGb, (v) => `${v} GB`);
    stated(e, 'memory', l.facts.gpuMemory, p.gpuMemory);
    if (l.facts.negated.has('oc') && p.oc) conflict(e, 'OC: the listing says non-OC, the product is an OC card');
  },
  RAM(p, l, e) {
    const s = specs<'RAM'>(p);
    const kit = l.facts.kit;
    if (kit) {
      if (kit.modules === s.modules && kit.moduleGb === s.moduleGb) agree(e, `kit ${kit.modules}x${kit.moduleGb} GB`);
      else conflict(e, `kit: listing ${kit.modules}x${kit.moduleGb} GB, product ${s.modules}x${s.moduleGb} GB`);
    } else if (l.facts.tokenSet.has('kit') && s.modules === 1) {
      conflict(e, 'kit: the listing is a kit, the product one module');
    }
    if (!kit && l.facts.capacitiesGb.length) {
      statedSpec(e, 'capacity', [Math.max(...l.facts.capacitiesGb)], s.capacityGb, (v) => `${v} GB`);
    }
    if (l.facts.moduleCount !== null) statedSpec(e, 'modules', [l.facts.moduleCount], s.modules);
    statedSpec(e, 'speed', l.facts.speedsMts, s.speedMts, (v) => `${v} MT/s`);
    statedSpec(e, 'CL', l.facts.casLatencies, s.casLatency);
    statedSpec(e, 'type', l.facts.memoryTypes, s.type);
    // A supply's rating (`CORE GX-650 650W`) is no memory's: Avexir's `Core` kit is not Seasonic's CORE.
    if (l.facts.watts.length) conflict(e, `wattage: listing ${l.facts.watts.join('/')} W, a memory kit draws none worth stating`);
  },
  MOTHERBOARD(p, l, e) {
    const s = specs<'MOTHERBOARD'>(p);
    statedSpec(e, 'memory', l.facts.memoryTypes, s.memoryType);
    statedSpec(e, 'socket', l.facts.sockets, s.socket);
    statedSpec(e, 'form factor', l.facts.boardForms, s.formFactor);
    if (l.facts.wifi !== null) stated(e, 'Wi-Fi', [l.facts.wifi], boardWifi(p), (v) => (v ? 'yes' : 'no'));
  },
  STORAGE(p, l, e) {
    const s = specs<'STORAGE'>(p);
    const caps = l.facts.capacitiesGb;
    if (caps.length) {
      const capacity = s.capacityGb;
      if (capacity !== null && caps.some((c) => sameCapacity(c, capacity))) agree(e, `capacity ${capacity} GB`);
      else conflict(e, `capacity: listing ${caps.join('/')} GB, product ${capacity ?? 'unknown'} GB`);
    }
    const kinds = l.facts.storageKinds;
    const hdd = s.type === 'HDD';
    if (kinds.size && s.type === null) conflict(e, `type: listing ${[...kinds].join('/')}, product unknown`);
    else if ((kinds.has('hdd') && !hdd) || ((kinds.has('ssd') || kinds.has('nvme')) && hdd)) conflict(e, `type: listing ${[...kinds].join('/')}, product ${s.type}`);
    else if (kinds.has('nvme') && s.type !== 'NVMe') conflict(e, `type: listing NVMe, product ${s.type}`);
    else if (kinds.size) agree(e, `type ${s.type}`);
    const formFactor = s.formFactor;
    const form = formFactor === null ? null : formFactor.startsWith('M.2') ? 'm2' : formFactor.startsWith('2.5') ? '2.5' : '3.5';
    for (const f of l.facts.storageForms) {
      const fits = f === form || (form === 'm2' && /^22\d0$/.test(f) && formFactor!.includes(f));
      if (fits) agree(e, `form factor ${formFactor}`);
      else conflict(e, `form factor: listing ${f}, product ${formFactor ?? 'unknown'}`);
    }
    // A drive that runs at either of two links (`PCIe 4.0 x4 / 5.0 x2 NVMe`) is either generation.
    const gens = [...(s.interface ?? '').matchAll(/(?:PCIe |\/ ?)(\d)\.0/g)].map((m) => Number(m[1]));
    if (gens.length) stated(e, 'PCIe', l.facts.pcieGens, [...l.facts.pcieGens].find((g) => gens.includes(g)) ?? gens[0], (v) => `${v}.0`);
    const rpm = /(\d{4}) rpm/.exec(s.interface ?? '');
    if (rpm) stated(e, 'rpm', l.facts.rpm, Number(rpm[1]));
    // Only a hard disk spins.
    else if (l.facts.rpm.length && s.type !== 'HDD' && s.type !== 'SSHD') conflict(e, `type: the listing states ${l.facts.rpm[0]} rpm, product ${s.type ?? 'unknown'}`);
    if (l.facts.negated.has('heatsink') && p.keySet.has('heatsink')) conflict(e, 'heatsink: the listing says without, the product has one');
  },
  PSU(p, l, e) {
    const s = specs<'PSU'>(p);
    statedSpec(e, 'wattage', l.facts.watts, s.wattage, (v) => `${v} W`);
    // A unit whose model words carry no number (`TUF Gaming 750W`) is told from its siblings only
    // by the wattage, which a title may also write into the model (`GX-1000`, `GM850W`).
    if (!l.facts.watts.length && s.wattage !== null && !p.keys.some((k) => k.includes(String(s.wattage)))) {
      const inModel = new RegExp(`(?:^|[a-z])${s.wattage}(?:[a-z]|$)`);
      if (l.facts.tokens.some((t) => inModel.test(t))) agree(e, `wattage ${s.wattage} W (in the model)`);
      else gap(e, `wattage: the listing names none, the product is ${s.wattage} W`);
    }
    // A rating the catalog does not know is left to the name, which carries it when known.
    const rating = s.efficiency === null ? null : s.efficiency.replace(/^80\+ /, '').toLowerCase();
    stated(e, 'rating', l.facts.efficiencies, rating);
    stated(e, 'modularity', l.facts.modular, s.modular);
    const forms = l.facts.psuForms;
    if (forms.has('SFX-L') && s.formFactor !== 'SFX-L') conflict(e, `form factor: listing SFX-L, product ${s.formFactor ?? 'unknown'}`);
    else if (forms.has('SFX') && s.formFactor !== 'SFX' && s.formFactor !== 'SFX-L') conflict(e, `form factor: listing SFX, product ${s.formFactor ?? 'unknown'}`);
    else if (forms.has('SFX') || forms.has('SFX-L')) agree(e, `form factor ${s.formFactor}`);
    stated(e, 'ATX', l.facts.atxVersions, p.atxVersion);
    // ATX 3.0 came in 2022: a unit of an earlier model year is not the ATX 3 one a title names
    // (`Prime TX-1000 ATX 3.0` is not the Prime TX-1000 of 2019).
    if (l.facts.atxVersions.size && p.atxVersion === null && p.year !== null && p.year < ATX3_YEAR) {
      conflict(e, `ATX: listing ${[...l.facts.atxVersions].join('/')}, product ${p.year}, before ATX 3.0`);
    }
  },
  CASE(p, l, e) {
    const s = specs<'CASE'>(p);
    const order = ['Mini-ITX', 'mATX', 'ATX'] as const;
    const largest = (forms: Iterable<string>) => Math.max(...[...forms].map((f) => order.indexOf(f as (typeof order)[number])));
    if (l.facts.boardForms.size) {
      const boards = s.supportedBoards ?? [];
      if (largest(l.facts.boardForms) === largest(boards)) agree(e, `boards up to ${order[largest(boards)]}`);
      else conflict(e, `size: listing ${[...l.facts.boardForms].join('/')}, product up to ${order[largest(boards)] ?? 'unknown'}`);
    }
  },
  COOLING(p, l, e) {
    const s = specs<'COOLING'>(p);
    const sockets = (s.sockets ?? []).map(socketKey);
    for (const socket of [...l.facts.sockets].map(socketKey)) {
      if (sockets.includes(socket)) agree(e, `socket ${socket}`);
      else conflict(e, `socket: listing ${socket}, product ${sockets.join('/') || 'unknown'}`);
    }
  },
};
