/** Numbers, prices and dates as each page language writes them; deterministic (time zones come from Node's ICU data). */

export type Lang = 'sq' | 'en';

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** `1.299,00 €` in Albanian, `€1,299.00` in English. */
export function formatPrice(amount: number, lang: Lang): string {
  const negative = amount < 0;
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
  if (lang === 'sq') return `${negative ? '-' : ''}${group(whole, '.')},${cents} €`;
  return `${negative ? '-' : ''}€${group(whole, ',')}.${cents}`;
}

/** Whole euros, as prose uses them: `1.200 €` in Albanian (a no-break space keeps the sign with the number), `€1,200` in English. */
export function formatEuros(amount: number, lang: Lang): string {
  const whole = group(String(Math.abs(Math.round(amount))), lang === 'sq' ? '.' : ',');
  const sign = amount < -0.5 ? '-' : '';
  return lang === 'sq' ? `${sign}${whole}\u00a0€` : `${sign}€${whole}`;
}

/** A plain number with up to `maxDecimals` decimals: `3,8` in Albanian, `3.8` in English. */
export function formatNumber(value: number, lang: Lang, maxDecimals = 2): string {
  const fixed = Number.isInteger(value) ? String(Math.abs(value)) : String(Number(Math.abs(value).toFixed(maxDecimals)));
  const [whole, fraction] = fixed.split('.');
  const sign = value < 0 ? '-' : '';
  const grouped = group(whole, lang === 'sq' ? '.' : ',');
  return fraction ? `${sign}${grouped}${lang === 'sq' ? ',' : '.'}${fraction}` : `${sign}${grouped}`;
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Albanian months in the genitive a date takes after a noun: "Katalogu i 25 nëntorit 2026". */
const MONTHS_SQ_OF = ['janarit', 'shkurtit', 'marsit', 'prillit', 'majit', 'qershorit', 'korrikut', 'gushtit', 'shtatorit', 'tetorit', 'nëntorit', 'dhjetorit'];

/**
 * Kosovo keeps Central European time (CET, CEST in summer), as Europe/Belgrade does. The zone
 * rules come from Node's ICU data through Intl; the wording around the numbers is ours.
 */
const KOSOVO_TIME_ZONE = 'Europe/Belgrade';

const KOSOVO_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: KOSOVO_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

interface LocalTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  /** `HH:MM` on the 24-hour clock */
  time: string;
  /** `CET` or `CEST` */
  zone: string;
}

function kosovoTime(iso: string): LocalTime | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const parts = Object.fromEntries(KOSOVO_PARTS.formatToParts(d).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    time: `${parts.hour}:${parts.minute}`,
    zone: parts.timeZoneName,
  };
}

/** Kosovo local time: `23.11.2026, 10:05` / `23 Nov 2026, 10:05 CET`; the raw text when it is not a date. */
export function formatDateTime(iso: string, lang: Lang): string {
  const t = kosovoTime(iso);
  if (!t) return iso;
  if (lang === 'sq') return `${String(t.day).padStart(2, '0')}.${String(t.month).padStart(2, '0')}.${t.year}, ${t.time}`;
  return `${t.day} ${MONTHS_EN[t.month - 1].slice(0, 3)} ${t.year}, ${t.time} ${t.zone}`;
}

/** A release as people name it, in Kosovo local time: `25 nëntorit 2026, 10:00` / `25 November 2026, 10:00 CET`. */
export function formatReleaseDate(iso: string, lang: Lang): string {
  const t = kosovoTime(iso);
  if (!t) return iso;
  if (lang === 'sq') return `${t.day} ${MONTHS_SQ_OF[t.month - 1]} ${t.year}, ${t.time}`;
  return `${t.day} ${MONTHS_EN[t.month - 1]} ${t.year}, ${t.time} ${t.zone}`;
}

/** Storage sizes: `512 GB`, `2 TB`. */
export function formatCapacity(gb: number, lang: Lang): string {
  return gb >= 1000 ? `${formatNumber(gb / 1000, lang, 1)} TB` : `${formatNumber(gb, lang)} GB`;
}
