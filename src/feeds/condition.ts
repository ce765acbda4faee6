import { fold, opensWithOtherProduct, words } from './normalize.js';
import { NOT_A_COMPONENT_WORDS } from './vocabulary.js';

/**
 * Listings that name a real part but are not an offer for it new and alone: used,
 * refurbished, open-box or damaged items (in the languages of the shops that sell here:
 * Albanian, English, German, Italian, Spanish, French, Polish, Hungarian, the Yugoslav ones),
 * bundles (`+ game`, `me lojë`, `kit with cooler`), and things that are not one component
 * at all (a laptop, a complete PC, a mouse, a case fan, a cable). They go to the review list
 * with the reason and never become offers.
 * A component named with its category word (`Kuti kompjuteri …`) is still a component.
 */

export type ConditionCode = 'used' | 'refurbished' | 'open_box' | 'damaged' | 'bundle' | 'not_a_component';

export interface Condition {
  code: ConditionCode;
  reason: string;
}

const PATTERNS: readonly [ConditionCode, RegExp][] = [
  [
    'refurbished',
    /\b(?:refurbished|refurb|renewed|reconditioned|(?:i |e )?rinovuar|ri[\s-]?kondicionuar|rikondicionuar|obnovljen\w*|generaluberholt|ricondizionat[oaie]|rigenerat[oaie]|reacondicionad[oa]s?|reconditionnee?s?|odnowion[yae]|felujitott)\b/,
  ],
  [
    'used',
    /\b(?:used|(?:i |e |te )?perdorur[ae]?|second[\s-]?hand|pre[\s-]?owned|polovn\w*|koriscen\w*|b[\s-]?stock|b[\s-]?ware|ex[\s-]?demo|demo|gebraucht\w*|usat[oaie]|usad[oa]s?|d occasion|uzywan[yae]|rabljen\w*|hasznalt)\b/,
  ],
  ['open_box', /\b(?:open[\s-]?box|kuti e hapur|ex[\s-]?display|returned|(?:i |e )?kthyer|outlet)\b/],
  [
    'damaged',
    /\b(?:damaged|defekt\w*|(?:i |e )?demtuar|broken|for parts|per pjese|difettos[oaie]|per ricambi|danneggiat[oaie]|defectuos[oa]s?|defectueux|pour pieces|uszkodzon[yae]|na czesci|ostecen\w*|neispravan\w*|hibas)\b/,
  ],
  ['bundle', /\b(?:bundle|combo|pako|paket[e]?|me loje|me lojen|game code|promo code)\b/],
];

const MEANING: Record<ConditionCode, string> = {
  used: 'a used item',
  refurbished: 'a refurbished item',
  open_box: 'an open-box or returned item',
  damaged: 'a damaged item',
  bundle: 'a bundle with something else',
  not_a_component: 'not one new component',
};

/** What may follow ` + ` in the title of one component: its own parts and extras, not another product. */
const PART_OF_ONE = /^(?:heatsink|hs|rgb|argb|wraith|fan|fans|ventilator\w*|pwm|backplate|\d)/;

/**
 * A component's noun right after such words makes them describe it (`PC Gaming Case`,
 * `All-in-One CPU Water Cooler`, `Server Processor`, `Workstation Graphics Card`).
 */
const COMPONENT_NOUN =
  /^(?:case|chassis|tower|midtower|cooler|power supply|psu|cpu|liquid|water|aio|processor|procesor|graphics card|video card|gpu|motherboard|mainboard|memory|ram|ssd|hdd|hard drive|wasserkuhlung|kuhler|cooling|ftohes)\b/;

/**
 * A word before them that makes them describe a component: its category (`Procesor Server
 * Intel Xeon`, `Memorie Server`), a processor socket (`sTR5 Workstation`) or a radiator's
 * size (`Light Loop 360mm All-in-One`).
 */
const COMPONENT_BEFORE = /^(?:procesor|processor|cpu|memorie|memory|ram|ssd|hdd|gpu|str5|swrx8|strx4|tr4|lga\d{4}|am[45]|(?:120|140|240|280|360|420)(?:mm)?)$/;

/** The words of `NOT_A_COMPONENT_WORDS`, split once. */
const NOT_A_COMPONENT_PHRASES = NOT_A_COMPONENT_WORDS.map((w) => w.split(' '));

/** Letters joined by a hyphen to a code with a digit in it (`PC-O11DEX`, `PC-LAN216X`). */
const MAKERS_CODE = /\b[a-z]+-(?=[a-z0-9-]*\d)[a-z0-9]+(?:-[a-z0-9]+)*\b/gi;

const CPU_MODEL = /\b(?:ryzen [3579] \d{4}|core i[3579]|i[3579] \d{4,5}|core ultra [579])/;
const GPU_CHIP = /\b(?:rtx|gtx|rx) ?\d{4}|\barc [ab]\d{3}/;

function condition(code: ConditionCode, said: string): Condition {
  return { code, reason: `${MEANING[code]} (the listing says "${said}"): never an offer for the new product` };
}

/**
 * Whether the words at `at` (`phrase`) are part of a model's name: a catalog name holds them
 * with the word before or after (`Kingston Server Premier`, `MSI X99A WORKSTATION`).
 */
function inModelName(spoken: string[], at: number, phrase: string[], modelPhrases: ReadonlySet<string>): boolean {
  const before = spoken[at - 1];
  const after = spoken[at + phrase.length];
  return (!!before && modelPhrases.has([before, ...phrase].join(' '))) || (!!after && modelPhrases.has([...phrase, after].join(' ')));
}

/** Where the words of `phrase` stand in `spoken`. */
function occurrences(spoken: string[], phrase: string[]): number[] {
  const out: number[] = [];
  for (let i = 0; i + phrase.length <= spoken.length; i++) if (phrase.every((w, k) => spoken[i + k] === w)) out.push(i);
  return out;
}

/**
 * Whether a title names a used, bundled or non-component listing; `stated` is a feed's own
 * condition field, `modelPhrases` the catalog's names' word pairs around such words
 * (`catalog-index.ts`), which name a component's line or maker rather than another kind of product.
 */
export function detectCondition(title: string, stated?: string | null, modelPhrases: ReadonlySet<string> = new Set()): Condition | null {
  if (stated && stated !== 'new') return condition(stated === 'refurbished' ? 'refurbished' : 'used', `condition ${stated}`);
  const folded = fold(title);
  const plain = ` ${words(title).join(' ')} `;
  for (const [code, re] of PATTERNS) {
    const m = re.exec(plain);
    if (m) return condition(code, m[0].trim());
  }
  // A maker's code (`PC-O11DEX`, `PC-LAN216X`) is no word of the title: its `PC` names no computer.
  const uncoded = title.replace(MAKERS_CODE, ' ');
  const spoken = words(uncoded);
  const other = opensWithOtherProduct(uncoded);
  if (other && !modelPhrases.has(`${other} ${spoken[other.split(' ').length] ?? ''}`)) return condition('not_a_component', other);
  const present = new Set(spoken);
  const named = NOT_A_COMPONENT_PHRASES.find(
    (phrase) =>
      present.has(phrase[0]) &&
      occurrences(spoken, phrase).some(
        (at) => !COMPONENT_NOUN.test(spoken.slice(at + phrase.length).join(' ')) && !COMPONENT_BEFORE.test(spoken[at - 1] ?? '') && !inModelName(spoken, at, phrase, modelPhrases),
      ),
  );
  if (named) return condition('not_a_component', named.join(' '));
  for (const part of folded.split(/\s\+\s/).slice(1)) {
    if (!PART_OF_ONE.test(part.trim())) return condition('bundle', `+ ${part.trim().split(/\s+/).slice(0, 3).join(' ')}`);
  }
  if (CPU_MODEL.test(plain) && GPU_CHIP.test(plain)) return condition('not_a_component', 'a processor and a graphics card');
  return null;
}
