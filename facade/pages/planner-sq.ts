/**
 * The planner's and the compatibility rules' texts in Albanian: the same codes and values the
 * API renders in English (src/planner/messages.ts, src/compat/messages.ts), so the Albanian
 * builder says the same things the contract says, in Albanian. A code added there without a
 * rendering here does not compile. A translation table, so over 300 lines: one entry per code.
 */
import type { Category } from '../../src/catalog/types.js';
import { COMPAT_EN, type UnknownFact } from '../../src/compat/messages.js';
import { renderMessage, type Translation } from '../../src/messages.js';
import type { PlanResult } from '../../src/planner/plan.js';
import { performanceBand, PLAN_EN, type AlternativeReason, type Comparison, type FilterLabel } from '../../src/planner/messages.js';
import type { IntentKey } from '../../src/planner/intent.js';
import type { UseCase } from '../../src/enums.js';
import { formatEuros, formatNumber, type Lang } from './format.js';
import { CATEGORY_NAMES, colorName, MESSAGES, PART_NAMES } from './i18n.js';

const eur = (amount: number) => formatEuros(amount, 'sq');
const num = (n: number) => formatNumber(n, 'sq');
/** A ratio with two decimals, as the English text writes it (`1.35x` → `1,35×`). */
const ratio2 = (n: number) => n.toFixed(2).replace('.', ',');

/** "for gaming", "as a workstation", …: the use case after a noun. */
const FOR_USE: Record<UseCase, string> = {
  gaming: 'për lojëra',
  workstation: 'për stacion pune',
  productivity: 'për punë zyre dhe produktivitet',
  budget: 'me kosto minimale',
};

const profile = (v: { useCase: UseCase; cpuPct: number; gpuPct: number }) => `Profili „${MESSAGES.sq.useCases[v.useCase]}” (CPU ${v.cpuPct}% / GPU ${v.gpuPct}%)`;
const stock = (inStockOnly: boolean) => (inStockOnly ? 'në stok me çmim' : 'me çmim');
const part = (category: Category) => PART_NAMES.sq[category];

const INTENT_EFFECTS_SQ: Record<IntentKey, string> = {
  smallFormFactor: 'format i vogël (pllakë amë Mini-ITX, kuti ITX, furnizues SFX ku ka)',
  quiet: 'i qetë (ftohës i madh me ajër ose AIO 240 mm e lart, furnizues 80+ Gold ose më i mirë)',
  wifi: 'Wi-Fi në pllakën amë',
  fourK: '4K (më shumë peshë te karta grafike)',
  streaming: 'transmetim (më shumë peshë te bërthamat e procesorit)',
  white: 'kuti, memorie dhe ftohës të bardhë ku ka',
  rgb: 'memorie, kuti dhe ftohës RGB ku ka',
};

const PREFERENCE_SQ: Record<Extract<FilterLabel, { kind: 'preference' }>['field'], string> = {
  cpuBrand: 'marka e procesorit',
  gpuBrand: 'marka e kartës grafike',
  memoryType: 'lloji i memories',
  platform: 'platforma',
  storageType: 'lloji i diskut',
};

function label(l: FilterLabel): string {
  if (l.kind === 'intent') return INTENT_EFFECTS_SQ[l.key];
  if (l.kind === 'preference') return `${PREFERENCE_SQ[l.field]} „${l.value}”`;
  return 'disk NVMe';
}

/** A figure with its unit, or "unknown" (no data). */
const figure = (value: number | string | null, unit = '') => (value === null ? 'pa të dhëna' : `${typeof value === 'number' ? num(value) : value}${unit}`);

/** The known words of a phrase, space-separated; the first one capitalised as a sentence starts. */
function words(...parts: (string | number | null | undefined | false)[]): string {
  const text = parts.filter((p) => p !== null && p !== undefined && p !== false && p !== '').join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function capacity([alt, chosen]: [number | null, number | null]): string {
  if (alt === null || chosen === null) return `${figure(alt, ' GB')} kundrejt ${figure(chosen, ' GB')}`;
  const r = alt / chosen;
  if (r === 2) return 'dyfishi i kapacitetit';
  if (r === 0.5) return 'gjysma e kapacitetit';
  if (r === 1) return `i njëjti kapacitet, ${num(chosen)} GB`;
  return `${num(alt)} GB kundrejt ${num(chosen)} GB`;
}

function performance([alt, chosen]: [number | null, number | null]): string {
  const b = performanceBand(alt, chosen);
  if (b === null) return 'performanca nuk krahasohet (mungon vlerësimi)';
  if (b.band === 'twice') return 'rreth dy herë më i shpejtë';
  if (b.band === 'times') return `rreth ${b.ratio.toFixed(1).replace('.', ',')} herë më i shpejtë`;
  if (b.band === 'half') return 'rreth gjysma e shpejtësisë ose më pak';
  if (b.band === 'similar') return 'performancë e ngjashme';
  return b.percent > 0 ? `~${b.percent}% më i shpejtë` : `~${-b.percent}% më i ngadaltë`;
}

const MODULAR_SQ = { none: 'jo modular', semi: 'gjysmë modular', full: 'plotësisht modular' } as const;

function comparison(c: Comparison): string {
  switch (c.category) {
    case 'CPU':
      return `${performance(c.score)}, ${figure(c.cores[0])} kundrejt ${figure(c.cores[1])} bërthamave`;
    case 'GPU':
      return `${performance(c.score)}, ${figure(c.vramGb[0], ' GB')} kundrejt ${figure(c.vramGb[1], ' GB')} VRAM`;
    case 'RAM':
      return c.speed ? `${capacity(c.capacityGb)}, ${figure(c.speed[0])} kundrejt ${figure(c.speed[1])}` : capacity(c.capacityGb);
    case 'STORAGE':
      return c.type ? `${capacity(c.capacityGb)}, ${figure(c.type[0])} në vend të ${figure(c.type[1])}` : capacity(c.capacityGb);
    case 'PSU': {
      const watts = c.wattage[0] === c.wattage[1] ? `e njëjta fuqi, ${figure(c.wattage[0], ' W')}` : `${figure(c.wattage[0], ' W')} kundrejt ${figure(c.wattage[1], ' W')}`;
      return `${watts}${c.efficiency ? `, ${figure(c.efficiency[0])} kundrejt ${figure(c.efficiency[1])}` : ''}${c.modular ? `, ${MODULAR_SQ[c.modular]}` : ''}`;
    }
    case 'CASE':
      return `nxë karta grafike deri në ${figure(c.maxGpuMm[0], ' mm')} kundrejt ${figure(c.maxGpuMm[1], ' mm')}${c.color ? `, ngjyra: ${colorName(c.color, 'sq')}` : ''}`;
    case 'COOLING':
      return `i vlerësuar për ${figure(c.ratingW[0], ' W')} kundrejt ${figure(c.ratingW[1], ' W')} (${c.type === 'aio' ? `AIO ${figure(c.radiatorMm, ' mm')}` : 'me ajër'})`;
    case 'MOTHERBOARD': {
      const diffs = [
        c.chipset ? `${figure(c.chipset[0])} në vend të ${figure(c.chipset[1])}` : '',
        c.formFactor ?? '',
        c.memorySlots ? `${figure(c.memorySlots[0])} kundrejt ${figure(c.memorySlots[1])} slote memorieje` : '',
        c.m2Slots ? `${figure(c.m2Slots[0])} kundrejt ${figure(c.m2Slots[1])} slote M.2` : '',
        c.wifi === null ? '' : c.wifi ? 'shton Wi-Fi' : 'pa Wi-Fi',
      ].filter(Boolean);
      return diffs.length ? diffs.join(', ') : c.sameChipset ? `të njëjtat veçori ${c.sameChipset}` : 'të njëjtat veçori';
    }
  }
}

function price(p: AlternativeReason['price']): string {
  if ('price' in p) return eur(p.price);
  if (Math.abs(p.delta) < 1) return 'rreth i njëjti çmim';
  return p.delta < 0 ? `${eur(-p.delta)} më lirë` : `${eur(p.delta)} më shtrenjtë`;
}

const conflicts = (rules: string[]) => (rules.length === 1 ? 'një mospërputhje' : `${rules.length} mospërputhje`);
const why = (v: { upgradedFromGb: number } | { useCase: UseCase; targetGb: number; minGb: number }, withMinimum: boolean) =>
  'upgradedFromGb' in v
    ? `u rrit nga ${num(v.upgradedFromGb)} GB me buxhetin e mbetur`
    : `objektivi ${FOR_USE[v.useCase]} ${num(v.targetGb)} GB${withMinimum ? `, minimumi ${num(v.minGb)} GB` : ''}`;

export const PLAN_SQ: Translation<typeof PLAN_EN> = {
  'warning.stale': () => 'Po shërbehet kopja e fundit e mirë e katalogut; çmimet dhe stoku mund të jenë të vjetruara.',
  'warning.unmatched': (v) => `Asnjë produkt ${stock(v.inStockOnly)} nuk përputhet me ${v.preference ? 'preferencën ' : ''}${label(v.label)}; nuk u zbatua.`,
  'warning.relaxed': (v) => `Kërkesat ${v.labels.map(label).join('; ')} nuk u plotësuan dot brenda buxhetit; plani u bë pa to.`,
  'warning.emptyPool': (v) => `Asnjë produkt ${stock(v.inStockOnly)} nga kategoria „${CATEGORY_NAMES.sq[v.category]}” nuk listohet në këtë version të katalogut.`,
  'warning.shortOfBudget': (v) =>
    `Me buxhet ${eur(v.budget)} nuk blihet një kompjuter i plotë ${FOR_USE[v.useCase]}; ndërtimi më i lirë i përputhshëm kushton rreth ${eur(v.cheapest)}. Po shfaqen pjesët që hyjnë në buxhet.`,
  'warning.noBuild': (v) => `Nuk mund të ndërtohet asnjë kompjuter plotësisht i përputhshëm ${FOR_USE[v.useCase]} nga produktet ${stock(v.inStockOnly)}.`,
  'warning.snapshotUnpriced': (v) => `Pjesa e zgjedhur (${part(v.category)}: ${v.name}) nuk ka çmim të listuar; nuk hyn në total.`,
  'warning.snapshotOutOfStock': (v) => `Pjesa e zgjedhur (${part(v.category)}: ${v.name}) është pa stok në të gjitha dyqanet pjesëmarrëse.`,
  'warning.snapshotConflict': (v) => `Pjesët që zgjodhët kanë ${conflicts(v.rules)}; shihni përputhshmërinë dhe alternativat.`,
  'warning.conflict': (v) => `Plani ka ${conflicts(v.rules)} të pazgjidhur; shihni përputhshmërinë.`,
  'warning.snapshotOverBudget': (v) => `Pjesët që zgjodhët e kalojnë buxhetin me ${eur(v.by)}.`,
  // The rule id the English text cites means nothing to a reader of the Albanian page.
  'warning.notChecked': (v) => renderMessage<typeof COMPAT_EN>(COMPAT_SQ, v.text),
  'warning.notCheckedMore': (v) => `${v.count} kontrolle të tjera të përputhshmërisë nuk u bënë dot, sepse mungojnë të dhënat.`,

  'rationale.shortOfBudget': (v) =>
    `${profile(v)}: buxheti nuk mjafton për një kompjuter të plotë, ndaj plani liston pjesët e ndërtimit më të lirë të përputhshëm që hyjnë në të, sipas radhës së pjesëve.`,
  'rationale.noBudget': (v) => `${profile(v)}, pa buxhet: u zgjodh pika me vlerën më të mirë, aty ku më shumë para nuk blejnë dukshëm më shumë performancë.`,
  'rationale.spend': (v) => `${profile(v)}: performanca më e lartë e peshuar që blen buxheti prej ${eur(v.budget)}.`,
  'rationale.value': (v) => `${profile(v)}: performanca më e mirë për euro brenda ${eur(v.budget)}; buxheti i pashpenzuar është me qëllim.`,
  'rationale.requirements': (v) => `U zbatua nga kërkesat tuaja: ${v.labels.map(label).join('; ')}.`,
  'rationale.preferences': (v) => `Preferencat e zbatuara: ${v.labels.map(label).join(', ')}.`,
  'rationale.power': (v) => `Konsumi maksimal i vlerësuar ~${v.drawW} W; furnizuesi ${v.psuW} W lë ${v.headroomPct}% rezervë (rekomandohet ${v.recommendedPct}% ose më shumë).`,
  'rationale.powerUnknown': () => 'Konsumi maksimal nuk u vlerësua: katalogu nuk e ka fuqinë e procesorit ose të kartës grafike të zgjedhur.',
  'rationale.powerNoPsu': (v) => `Konsumi maksimal i vlerësuar ~${v.drawW} W; rekomandohet furnizues me të paktën ${v.recommendedW} W.`,
  'rationale.kept': (v) => `U mbajtën pjesët që zgjodhët: ${v.categories.map((c) => part(c).toLowerCase()).join(', ')}.`,
  'rationale.integratedGraphics': () => 'Pa kartë grafike: procesori ka grafikë të integruar, që mjafton për këtë përdorim me këtë buxhet.',
  'rationale.upgrades': (v) =>
    `Buxheti i mbetur rriti ${v.upgrades.map((u) => `${u.category === 'RAM' ? 'memorien' : 'diskun'} nga ${num(u.fromGb)} GB në ${num(u.toGb)} GB`).join(' dhe ')}.`,
  'rationale.total': (v) => `Totali ${eur(v.total)} nga ${eur(v.budget)}; mbeten ${eur(v.budget - v.total)}.`,
  'rationale.inStockOnly': () => 'U morën parasysh vetëm produktet me ofertë në stok me çmim; çmimet janë oferta më e lirë në stok.',
  'rationale.outOfStockAllowed': () => 'U lejuan edhe produktet pa stok; çmimet e tyre janë ofertat e fundit të listuara.',

  'reason.kept': () => 'E mbajtur nga pjesët që zgjodhët.',
  'reason.cheapestBuild': (v) => `Pjesë e ndërtimit më të lirë të përputhshëm ${FOR_USE[v.useCase]}; hyn në buxhet.`,
  'reason.cpu': (v) =>
    `Balanca më e mirë ${FOR_USE[v.useCase]} me kartën grafike të zgjedhur: ${[
      v.score === null ? '' : `performanca ${v.score}/100`,
      v.cores === null ? '' : v.threads === null ? `${v.cores} bërthama` : `${v.cores} bërthama / ${v.threads} fije`,
      v.socket ?? '',
      v.boxedCooler ? 'me ftohës në kuti' : '',
    ]
      .filter(Boolean)
      .join(', ')}.`,
  'reason.gpu': (v) =>
    `${v.score === null ? 'Performanca pa të dhëna' : `Performanca ${v.score}/100`}${v.vramGb === null ? '' : ` me ${v.vramGb} GB VRAM`}: karta më e fortë që ia vlen çmimin ${
      FOR_USE[v.useCase]
    } bashkë me procesorin.`,
  'reason.motherboard': (v) =>
    `${words('Pllaka amë më e lirë e përputhshme', v.socket, v.chipset, v.formFactor)}${v.memoryType ? ` për ${v.memoryType}` : ''}${v.wifi ? ' me Wi-Fi' : ''}${
      v.m2Slots === null ? '' : ` (${v.m2Slots} slote M.2)`
    }.`,
  'reason.ram': (v) =>
    `${words(v.capacityGb !== null && `${num(v.capacityGb)} GB`, v.type !== null && v.speedMts !== null ? `${v.type}-${v.speedMts}` : v.type)}${
      v.modules !== null && v.moduleGb !== null ? ` (${v.modules}x${v.moduleGb} GB)` : ''
    }, kompleti më i lirë i përputhshëm; ${why(v.why, true)}.`,
  'reason.storage': (v) => `${words(v.capacityGb !== null && `${num(v.capacityGb)} GB`, v.type)}${v.iface ? ` (${v.iface})` : ''}, disku më i lirë i përputhshëm; ${why(v.why, false)}.`,
  'reason.psu': (v) =>
    `${words(v.wattage !== null && `${v.wattage} W`, v.efficiency, v.formFactor)}${
      v.wattage !== null && v.drawW !== null ? ` për konsum të vlerësuar ${v.drawW} W (${ratio2(v.wattage / v.drawW)}×)` : ''
    }, me lidhësit e energjisë që kërkon karta grafike.`,
  'reason.case': (v) =>
    `${words('Kutia', v.type)} më e lirë${v.color ? ` (ngjyra: ${colorName(v.color, 'sq')})` : ''} që nxë ${v.boardFormFactor ? `pllakën amë ${v.boardFormFactor}` : 'pllakën amë'}${
      v.gpuLengthMm ? `, kartën grafike ${v.gpuLengthMm} mm` : ''
    }, ftohësin dhe furnizuesin.`,
  'reason.cooler': (v) =>
    `${
      v.type === 'aio' ? words('AIO', v.radiatorMm !== null && `${v.radiatorMm} mm`) : v.type === 'air' ? words('Ftohës me ajër', v.heightMm !== null && `${v.heightMm} mm`) : 'Ftohës'
    }${v.ratingW === null ? '' : `, i vlerësuar për ${v.ratingW} W`}${v.cpuTdpW !== null ? ` për procesorin ${v.cpuTdpW} W` : ''}, dhe hyn në kuti${
      v.quiet ? '; i përmasuar për shpejtësi të ulëta të ventilatorëve' : ''
    }.`,

  alternative: (v) => {
    const bits = [price(v.price), comparison(v.comparison)];
    if (v.outOfStock) bits.push('pa stok');
    if (v.overBudgetBy !== null) bits.push(`${eur(v.overBudgetBy)} mbi buxhet`);
    return bits.join(', ');
  },
};

/** The facts a rule may find missing, named in Albanian (src/compat/messages.ts names them in English). */
const UNKNOWN_FACTS_SQ: Record<UnknownFact, (p: string) => string> = {
  socket: (p) => `foleja e ${p}`,
  cpuMemoryTypes: (p) => `llojet e memories që mbështet ${p}`,
  memoryType: (p) => `lloji i memories së ${p}`,
  modules: (p) => `numri i moduleve të ${p}`,
  memorySlots: (p) => `slotet e memories së ${p}`,
  capacity: (p) => `kapaciteti i ${p}`,
  maxMemory: (p) => `memoria maksimale e ${p}`,
  formFactor: (p) => `formati i ${p}`,
  m2Slots: (p) => `slotet M.2 të ${p}`,
  releaseYear: (p) => `viti i daljes së ${p}`,
  chipsetYear: (p) => `viti i daljes së çipsetit të ${p}`,
  caseBoards: (p) => `pllakat amë që pranon ${p}`,
  gpuLength: (p) => `gjatësia e ${p}`,
  caseGpuClearance: (p) => `gjatësia maksimale e kartës grafike në ${p}`,
  coolerSockets: (p) => `foletë ku montohet ${p}`,
  coolerKind: (p) => `nëse ${p} ftohet me ajër apo me lëng`,
  coolerHeight: (p) => `lartësia e ${p}`,
  caseCoolerClearance: (p) => `lartësia maksimale e ftohësit në ${p}`,
  radiatorSize: (p) => `madhësia e radiatorit të ${p}`,
  caseRadiators: (p) => `radiatorët që montohen në ${p}`,
  coolerRating: (p) => `nxehtësia që përballon ${p}`,
  tdp: (p) => `TDP-ja e ${p}`,
  boxedCooler: (p) => `nëse ${p} vjen me ftohës`,
  integratedGraphics: (p) => `nëse ${p} ka grafikë të integruar`,
  wattage: (p) => `fuqia e ${p}`,
  powerDraw: (p) => `konsumi i energjisë së ${p}`,
  casePsus: (p) => `furnizuesit që pranon ${p}`,
  gpuPowerInputs: (p) => `hyrjet e energjisë së ${p}`,
  psuCables: (p) => `kabllot PCIe të ${p}`,
  boardPower: (p) => `fuqia nominale e ${p}`,
};

export const COMPAT_SQ: Translation<typeof COMPAT_EN> = {
  'cpu.socket': (v) => `${v.cpu} kërkon folenë ${v.cpuSocket}, por ${v.board} ka folenë ${v.boardSocket}.`,
  'ram.type.board': (v) => `${v.ram} është ${v.ramType}, por ${v.board} pranon vetëm ${v.boardType}.`,
  'ram.type.cpu': (v) => `${v.cpu} mbështet memorie ${v.cpuTypes.join('/')}, jo ${v.ramType} (${v.ram}).`,
  'ram.slots': (v) => `${v.ram} ka ${v.modules} module, por ${v.board} ka vetëm ${v.slots} slote memorieje.`,
  'ram.maxCapacity': (v) => `${v.ram} është ${num(v.capacityGb)} GB, por ${v.board} mbështet deri në ${num(v.maxGb)} GB.`,
  'm2.count': (v) => `${v.drive} është disk M.2, por ${v.board} nuk ka slot M.2.`,
  'cpu.biosUpdate': (v) => `${v.cpu} (${v.cpuYear}) është më i ri se çipseti${v.chipset ? ` ${v.chipset}` : ''} (${v.chipsetYear}) i ${v.board}; mund të duhet përditësim i BIOS-it.`,
  'case.moboFormFactor': (v) => `${v.board} është ${v.formFactor}, por ${v.pcCase} pranon pllaka ${v.supported.join('/')}.`,
  'case.gpuLength': (v) => `${v.gpu} është ${v.lengthMm} mm e gjatë, por ${v.pcCase} nxë karta deri në ${v.maxMm} mm.`,
  'cooler.socket': (v) => `${v.cooler} montohet në ${v.sockets.join('/')}, por ${v.cpu} përdor ${v.socket}.`,
  'case.coolerHeight': (v) => `${v.cooler} është ${v.heightMm} mm i lartë, por ${v.pcCase} nxë ftohës deri në ${v.maxMm} mm.`,
  'case.radiator': (v) =>
    `${v.cooler} ka radiator ${v.radiatorMm} mm, por ${v.supportedMm.length ? `në ${v.pcCase} montohen radiatorë ${v.supportedMm.join('/')} mm` : `${v.pcCase} nuk ka vend për radiator`}.`,
  'cooler.tdp': (v) => `${v.cooler} është i vlerësuar për ${v.ratingW} W, por ${v.cpu} ka TDP ${v.tdpW} W; nën ngarkesë frekuenca do të ulet.`,
  'cpu.noCooler': (v) => `${v.cpu} shitet pa ftohës, ndaj ndërtimi ka nevojë për një ftohës procesori.`,
  'gpu.required': (v) => `${v.cpu} nuk ka grafikë të integruar, ndaj ndërtimi ka nevojë për kartë grafike.`,
  'psu.wattage.short': (v) => `${v.psu} jep ${v.watts} W, por ndërtimi vlerësohet të harxhojë ${v.drawW} W.`,
  'psu.wattage.headroom': (v) => `${v.psu} (${v.watts} W) lë pak rezervë mbi konsumin e vlerësuar prej ${v.drawW} W; rekomandohen ${v.recommendedW} W ose më shumë.`,
  'case.psuFormFactor.bracket': (v) => `${v.psu} është ${v.formFactor}; ${v.pcCase} ka vend për ATX, ndaj duhet një mbajtëse SFX-në-ATX.`,
  'case.psuFormFactor.unfit': (v) => `${v.psu} është ${v.formFactor}, por ${v.pcCase} pranon furnizues ${v.accepted.join('/')}.`,
  'psu.gpuConnectors.missing': (v) =>
    `${v.gpu} kërkon ${v.need8} lidhës PCIe 8-pin${v.forAdapter > 0 ? ` (përfshirë ${v.forAdapter} për një përshtatës 16-pin)` : ''}, por ${v.psu} ka ${v.has8}.`,
  'psu.gpuConnectors.adapter': (v) => `${v.gpu} ka hyrje energjie 16-pin dhe ${v.psu} nuk ka kabllo 16-pin; përdorni përshtatësin 8-pin të kartës (${v.perAdapter} × 8-pin).`,
  notChecked: (v) => `Nuk u kontrollua, mungon në katalog: ${UNKNOWN_FACTS_SQ[v.fact](v.product)}.`,
};

/** The rules' titles in Albanian, by rule id. */
export const RULE_TITLES_SQ: Readonly<Record<string, string>> = {
  'cpu.socket': 'Foleja e procesorit përputhet me pllakën amë',
  'ram.type': 'Lloji i memories përputhet me pllakën amë dhe procesorin',
  'ram.slots': 'Modulet e memories hyjnë në slotet e pllakës amë',
  'ram.maxCapacity': 'Kapaciteti i memories brenda maksimumit të pllakës amë',
  'm2.count': 'Disqet NVMe hyjnë në slotet M.2',
  'cpu.biosUpdate': 'BIOS-i i pllakës amë e mbështet procesorin',
  'case.moboFormFactor': 'Formati i pllakës amë hyn në kuti',
  'case.gpuLength': 'Karta grafike hyn në kuti',
  'cooler.socket': 'Ftohësi mbështet folenë e procesorit',
  'case.coolerHeight': 'Ftohësi me ajër hyn në lartësinë e kutisë',
  'case.radiator': 'Radiatori i ftohësit me lëng hyn në kuti',
  'cooler.tdp': 'Ftohësi është i vlerësuar për nxehtësinë e procesorit',
  'cpu.noCooler': 'Procesori ka ftohës',
  'gpu.required': 'Ka dalje grafike',
  'psu.wattage': 'Fuqia e furnizuesit mbulon konsumin e vlerësuar',
  'case.psuFormFactor': 'Formati i furnizuesit hyn në kuti',
  'psu.gpuConnectors': 'Furnizuesi ka lidhësit e energjisë për kartën grafike',
};

/** A plan's texts in the page language: the contract's English as it is, or the Albanian renderings of the same codes. */
export interface PlanWords {
  warnings: string[];
  rationale: string[];
  /** One per part. */
  reasons: string[];
  /** One per alternative. */
  alternatives: string[];
  /** One per compatibility issue. */
  issues: { title: string; message: string }[];
}

export function planWords(result: PlanResult, lang: Lang): PlanWords {
  const { plan, compatibility, texts } = result;
  if (lang === 'en') {
    return {
      warnings: plan.warnings,
      rationale: plan.rationale,
      reasons: plan.parts.map((p) => p.selectionReason),
      alternatives: plan.alternatives.map((a) => a.reason),
      issues: compatibility.issues.map((i) => ({ title: i.title, message: i.message })),
    };
  }
  const sq = (t: (typeof texts.warnings)[number]) => renderMessage<typeof PLAN_EN>(PLAN_SQ, t);
  return {
    warnings: texts.warnings.map(sq),
    rationale: texts.rationale.map(sq),
    reasons: texts.selectionReasons.map(sq),
    alternatives: texts.alternativeReasons.map(sq),
    issues: compatibility.issues.map((issue, i) => ({
      title: RULE_TITLES_SQ[issue.ruleId] ?? issue.title,
      message: renderMessage<typeof COMPAT_EN>(COMPAT_SQ, texts.issues[i]),
    })),
  };
}
