import { messageOf, renderMessage, type MessageOf } from '../messages.js';

/**
 * The facts a rule may find missing from the catalog, each as the phrase that names it for
 * one product ("the socket of X"). A rule that cannot run for lack of one says so in a
 * `notChecked` note; the Albanian pages name the same facts (facade/pages/planner-sq.ts).
 */
export const UNKNOWN_FACTS_EN = {
  socket: (p: string) => `the socket of ${p}`,
  cpuMemoryTypes: (p: string) => `the memory types ${p} supports`,
  memoryType: (p: string) => `the memory type of ${p}`,
  modules: (p: string) => `the module count of ${p}`,
  memorySlots: (p: string) => `the memory slots of ${p}`,
  capacity: (p: string) => `the capacity of ${p}`,
  maxMemory: (p: string) => `the maximum memory of ${p}`,
  formFactor: (p: string) => `the form factor of ${p}`,
  m2Slots: (p: string) => `the M.2 slots of ${p}`,
  releaseYear: (p: string) => `the launch year of ${p}`,
  chipsetYear: (p: string) => `the chipset launch year of ${p}`,
  caseBoards: (p: string) => `the boards ${p} takes`,
  gpuLength: (p: string) => `the length of ${p}`,
  caseGpuClearance: (p: string) => `the graphics card clearance of ${p}`,
  coolerSockets: (p: string) => `the sockets ${p} mounts on`,
  coolerKind: (p: string) => `whether ${p} is an air or liquid cooler`,
  coolerHeight: (p: string) => `the height of ${p}`,
  caseCoolerClearance: (p: string) => `the cooler clearance of ${p}`,
  radiatorSize: (p: string) => `the radiator size of ${p}`,
  caseRadiators: (p: string) => `the radiator sizes ${p} mounts`,
  coolerRating: (p: string) => `the heat rating of ${p}`,
  tdp: (p: string) => `the TDP of ${p}`,
  boxedCooler: (p: string) => `whether ${p} comes with a cooler`,
  integratedGraphics: (p: string) => `whether ${p} has integrated graphics`,
  wattage: (p: string) => `the wattage of ${p}`,
  powerDraw: (p: string) => `the power draw of ${p}`,
  casePsus: (p: string) => `the power supplies ${p} takes`,
  gpuPowerInputs: (p: string) => `the power inputs of ${p}`,
  psuCables: (p: string) => `the PCIe cables of ${p}`,
  boardPower: (p: string) => `the board power of ${p}`,
};

export type UnknownFact = keyof typeof UNKNOWN_FACTS_EN;

/**
 * What the compatibility rules report, as codes and values, and the English text of each:
 * the contract's `message`. The Albanian pages render the same codes (facade/pages/planner-sq.ts).
 */
export const COMPAT_EN = {
  'cpu.socket': (v: { cpu: string; cpuSocket: string; board: string; boardSocket: string }) => `${v.cpu} needs socket ${v.cpuSocket} but ${v.board} has socket ${v.boardSocket}.`,
  'ram.type.board': (v: { ram: string; ramType: string; board: string; boardType: string }) => `${v.ram} is ${v.ramType} but ${v.board} only takes ${v.boardType}.`,
  'ram.type.cpu': (v: { cpu: string; cpuTypes: string[]; ramType: string; ram: string }) => `${v.cpu} supports ${v.cpuTypes.join('/')} memory, not ${v.ramType} (${v.ram}).`,
  'ram.slots': (v: { ram: string; modules: number; board: string; slots: number }) => `${v.ram} has ${v.modules} modules but ${v.board} has only ${v.slots} memory slots.`,
  'ram.maxCapacity': (v: { ram: string; capacityGb: number; board: string; maxGb: number }) => `${v.ram} is ${v.capacityGb} GB but ${v.board} supports at most ${v.maxGb} GB.`,
  'm2.count': (v: { drive: string; board: string }) => `${v.drive} is an M.2 drive but ${v.board} has no M.2 slot.`,
  'cpu.biosUpdate': (v: { cpu: string; cpuYear: number; chipset: string | null; chipsetYear: number; board: string }) =>
    `${v.cpu} (${v.cpuYear}) is newer than the ${v.chipset ? `${v.chipset} ` : ''}chipset (${v.chipsetYear}) of ${v.board}; a BIOS update may be needed.`,
  'case.moboFormFactor': (v: { board: string; formFactor: string; pcCase: string; supported: string[] }) =>
    `${v.board} is ${v.formFactor} but ${v.pcCase} takes ${v.supported.join('/')} boards.`,
  'case.gpuLength': (v: { gpu: string; lengthMm: number; pcCase: string; maxMm: number }) => `${v.gpu} is ${v.lengthMm} mm long but ${v.pcCase} fits cards up to ${v.maxMm} mm.`,
  'cooler.socket': (v: { cooler: string; sockets: string[]; cpu: string; socket: string }) => `${v.cooler} mounts on ${v.sockets.join('/')} but ${v.cpu} uses ${v.socket}.`,
  'case.coolerHeight': (v: { cooler: string; heightMm: number; pcCase: string; maxMm: number }) => `${v.cooler} is ${v.heightMm} mm tall but ${v.pcCase} fits coolers up to ${v.maxMm} mm.`,
  'case.radiator': (v: { cooler: string; radiatorMm: number; pcCase: string; supportedMm: number[] }) =>
    `${v.cooler} has a ${v.radiatorMm} mm radiator but ${v.pcCase} mounts ${v.supportedMm.length ? `${v.supportedMm.join('/')} mm` : 'no'} radiators.`,
  'cooler.tdp': (v: { cooler: string; ratingW: number; cpu: string; tdpW: number }) =>
    `${v.cooler} is rated for ${v.ratingW} W but ${v.cpu} has a ${v.tdpW} W TDP; expect throttling under load.`,
  'cpu.noCooler': (v: { cpu: string }) => `${v.cpu} ships without a cooler, so the build needs a CPU cooler.`,
  'gpu.required': (v: { cpu: string }) => `${v.cpu} has no integrated graphics, so the build needs a graphics card.`,
  'psu.wattage.short': (v: { psu: string; watts: number; drawW: number }) => `${v.psu} delivers ${v.watts} W but the build is estimated to draw ${v.drawW} W.`,
  'psu.wattage.headroom': (v: { psu: string; watts: number; drawW: number; recommendedW: number }) =>
    `${v.psu} (${v.watts} W) leaves little headroom over the estimated ${v.drawW} W draw; ${v.recommendedW} W or more is recommended.`,
  'case.psuFormFactor.bracket': (v: { psu: string; formFactor: string; pcCase: string }) => `${v.psu} is ${v.formFactor}; ${v.pcCase} has an ATX bay, so it needs an SFX-to-ATX bracket.`,
  'case.psuFormFactor.unfit': (v: { psu: string; formFactor: string; pcCase: string; accepted: string[] }) =>
    `${v.psu} is ${v.formFactor} but ${v.pcCase} takes ${v.accepted.join('/')} power supplies.`,
  'psu.gpuConnectors.missing': (v: { gpu: string; need8: number; forAdapter: number; psu: string; has8: number }) =>
    `${v.gpu} needs ${v.need8} PCIe 8-pin connectors${v.forAdapter > 0 ? ` (including ${v.forAdapter} for a 16-pin adapter)` : ''} but ${v.psu} has ${v.has8}.`,
  'psu.gpuConnectors.adapter': (v: { gpu: string; psu: string; perAdapter: number }) =>
    `${v.gpu} has a 16-pin power input and ${v.psu} has no native 16-pin cable; use the card's 8-pin adapter (${v.perAdapter} x 8-pin).`,
  notChecked: (v: { fact: UnknownFact; product: string }) => `Not checked: ${UNKNOWN_FACTS_EN[v.fact](v.product)} is not in the catalog.`,
};

export type CompatText = MessageOf<typeof COMPAT_EN>;
export const compatText = messageOf<typeof COMPAT_EN>();
export const compatEnglish = (text: CompatText) => renderMessage<typeof COMPAT_EN>(COMPAT_EN, text);
