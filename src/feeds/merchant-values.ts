import type { Category } from '../catalog/types.js';
import { fold } from './normalize.js';
import { parsePrice } from './row.js';

/**
 * Values as shop platforms export them, read into a feed row's terms: a price with its
 * currency (`1299.00 EUR`, `€ 1.299,00`), a sale price and the window it applies in,
 * stock states, and the category path a shop files a product under.
 */

export type Parsed<T> = { value: T } | { problem: string };

const CURRENCY = /^(?:([A-Z]{3})\s*)?([\d][\d.,\s]*)\s*(?:([A-Z]{3})|€)?$|^€\s*([\d][\d.,\s]*)$/;

/**
 * A price in EUR from `1299.00 EUR`, `EUR 1299`, `1.299,00 €` or a bare amount in the
 * currency the store's mapping declares. Any other currency is a problem, never converted.
 */
export function priceInEur(raw: string, defaultCurrency: string): Parsed<number> {
  const text = raw.trim().toUpperCase();
  const m = CURRENCY.exec(text);
  if (!m) return { problem: `unreadable price "${raw}"` };
  const currency = m[1] ?? m[3] ?? (m[4] !== undefined || text.includes('€') ? 'EUR' : defaultCurrency.toUpperCase());
  const amount = parsePrice(m[2] ?? m[4]);
  if (amount === undefined || amount === null) return { problem: `unreadable price "${raw}"` };
  if (currency !== 'EUR') return { problem: `price "${raw}" is in ${currency}; only EUR prices are accepted` };
  return { value: amount };
}

const instant = (text: string): number | null => {
  const t = Date.parse(text.trim().replace(' ', 'T'));
  return Number.isNaN(t) ? null : t;
};

/**
 * Whether a sale runs at `now`: Google's `sale_price_effective_date` interval
 * (`2026-11-20T00:00+01:00/2026-11-30T23:59+01:00`), or WooCommerce's start and end dates
 * (either may be empty). No window means the sale runs.
 */
export function saleRuns(window: { interval?: string; from?: string; to?: string }, now: Date): Parsed<boolean> {
  let from = window.from?.trim() || undefined;
  let to = window.to?.trim() || undefined;
  if (window.interval?.trim()) {
    const parts = window.interval.trim().split('/');
    if (parts.length !== 2) return { problem: `unreadable sale window "${window.interval}"` };
    [from, to] = parts;
  }
  const start = from === undefined ? -Infinity : instant(from);
  // A bare end date includes its whole day.
  const endRaw = to === undefined ? Infinity : instant(to);
  const end = endRaw !== null && to !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(to) ? endRaw + 86_399_999 : endRaw;
  if (start === null || end === null) return { problem: `unreadable sale window "${window.interval ?? `${from ?? ''} – ${to ?? ''}`}"` };
  return { value: now.getTime() >= start && now.getTime() <= end };
}

/** Google's stock states; a pre-order or back-order cannot be bought now. */
export function availabilityOf(raw: string): Parsed<'in_stock' | 'out_of_stock'> {
  const v = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (v === 'in_stock') return { value: 'in_stock' };
  if (v === 'out_of_stock' || v === 'preorder' || v === 'backorder' || v === 'pre_order' || v === 'back_order') return { value: 'out_of_stock' };
  return { problem: `unknown availability "${raw}"` };
}

/**
 * Words that name one of the catalog's categories in a shop's category path, folded: the
 * languages of the shops that sell into Kosovo (Albanian, English, German, Italian, French,
 * Polish, Hungarian and the Yugoslav ones).
 */
const CATEGORY_PATH_WORDS: readonly [RegExp, Category][] = [
  [/\b(?:processors?|procesor[eiy]?|prozessor(?:en)?|processori|processeurs?|processzor|cpus?)\b/, 'CPU'],
  [
    /\b(?:video|graphics?) cards?\b|\bkart[ae]l?[ae]? grafike\b|\bgpus?\b|\bvga\b|\bgrafikkarten?\b|\bkart[ay] graficzn[ae]\b|\bschede? video\b|\bcartes? graphiques?\b|\bgraficke kartice\b|\bgraficka kartica\b|\bvideokartya\b/,
    'GPU',
  ],
  [
    /\bmotherboards?\b|\bmainboards?\b|\bpllak[ae] ame\b|\bmaticn[ae] ploc[ae]\b|\bschede? madri\b|\bscheda madre\b|\bplyt[ay] glown[ae]\b|\bcartes? meres?\b|\balaplap\b|\bboards?\b/,
    'MOTHERBOARD',
  ],
  [/\b(?:desktop )?memory\b|\bmemorie\b|\bram\b|\barbeitsspeicher\b|\bpamiec\b|\bmemorija\b|\bmemoire\b/, 'RAM'],
  [/\bssds?\b|\bhdds?\b|\bhard (?:disk|drive)s?\b|\bsolid state drives?\b|\bdisqe\b|\bdisk(?:u|et|ovi)?\b|\bfestplatten?\b|\bdyski?\b/, 'STORAGE'],
  [
    /\bpower suppl(?:y|ies)\b|\bpsus?\b|\bushqyes\w*\b|\bfurnizues\w*\b|\bnjesi furnizimi\b|\bnetzteile?\b|\balimentator[ei]\b|\balimentations?\b|\bzasilacz[ea]?\b|\bnapajanj[ae]\b|\btapegyseg\b/,
    'PSU',
  ],
  [/\b(?:computer |pc[ -])?(?:cases?|gehause)\b|\bkuti\w*\b|\bkas[ae]\b|\bchassis\b|\bobudow[ay]\b|\bkucist[ae]\b|\bboitiers?\b/, 'CASE'],
  [
    /\b(?:cpu )?coolers?\b|\bftohes\w*\b|\bftohje\b|\bcooling\b|\w*kuhler\b|\w*kuhlung\b|\baio\b|\bchlodzenie\b|\bhladenje\b|\bdissipator[ei]\b|\brefroidissement\b|\bhladnja(?:k|ci)\b|\bhuto\b/,
    'COOLING',
  ],
];

/**
 * The category a shop's path names in its last segment (`Komponente > Karta grafike`,
 * `Electronics > … > Video Cards & Adapters`), or null when it names none or several.
 * Google's numeric category ids are not read: the words are.
 */
export function categoryFromPath(path: string): Category | null {
  const last =
    fold(path)
      .split(/>|\/|\|/)
      .map((s) => s.trim())
      .filter(Boolean)
      .pop() ?? '';
  const found = new Set(CATEGORY_PATH_WORDS.filter(([re]) => re.test(last)).map(([, c]) => c));
  // `CPU Cooler`, `CPU-Kühler`, `Ftohës procesori`: the processor is what the cooler is for.
  if (found.has('COOLING')) found.delete('CPU');
  return found.size === 1 ? [...found][0] : null;
}
