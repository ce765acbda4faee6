/** Numbers, prices and dates as each page language writes them; deterministic, no ICU data needed. */

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

/** A plain number with up to `maxDecimals` decimals: `3,8` in Albanian, `3.8` in English. */
export function formatNumber(value: number, lang: Lang, maxDecimals = 2): string {
  const fixed = Number.isInteger(value) ? String(Math.abs(value)) : String(Number(Math.abs(value).toFixed(maxDecimals)));
  const [whole, fraction] = fixed.split('.');
  const sign = value < 0 ? '-' : '';
  const grouped = group(whole, lang === 'sq' ? '.' : ',');
  return fraction ? `${sign}${grouped}${lang === 'sq' ? ',' : '.'}${fraction}` : `${sign}${grouped}`;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `23.11.2026 09:00 UTC` / `23 Nov 2026, 09:00 UTC`; the raw text when it is not a date. */
export function formatDateTime(iso: string, lang: Lang): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
  if (lang === 'sq') return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${time}`;
  return `${d.getUTCDate()} ${MONTHS_EN[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${time}`;
}

/** Storage sizes: `512 GB`, `2 TB`. */
export function formatCapacity(gb: number, lang: Lang): string {
  return gb >= 1000 ? `${formatNumber(gb / 1000, lang, 1)} TB` : `${formatNumber(gb, lang)} GB`;
}
