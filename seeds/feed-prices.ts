/** A listing's price as the store sets and writes it, and its timestamp in the store's time zone. */
import { chance, pick } from './random.js';
import type { PriceStyle } from './feed-styles.js';

/** msrp × 0.92–1.12, moved to the nearest price ending in .90, .99 or .00 the store likes. */
export function storePrice(msrp: number, r: () => number): number {
  const raw = msrp * (0.92 + 0.2 * r());
  const ending = pick(r, [0.9, 0.99, 0]);
  const below = Math.floor(raw - ending) + ending;
  const price = raw - below <= below + 1 - raw ? below : below + 1;
  return Math.round(price * 100) / 100;
}

export function formatPrice(price: number, style: PriceStyle, r: () => number): number | string {
  const [int, dec] = price.toFixed(2).split('.');
  const eu = int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const us = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  switch (style) {
    case 'number':
      return price;
    case 'eu':
      return `${eu},${dec} €`;
    case 'eu-bare':
      return chance(r, 0.3) ? price : `${eu},${dec}`;
    case 'us':
      return `${us}.${dec}`;
    case 'euro-prefix':
      return chance(r, 0.5) ? `€ ${int}.${dec}` : `${int}.${dec} EUR`;
  }
}

export function isoAt(ms: number, offsetMin: number): string {
  if (offsetMin === 0) return new Date(ms).toISOString().replace('.000Z', 'Z');
  const local = new Date(ms + offsetMin * 60_000).toISOString().slice(0, 19);
  const sign = offsetMin >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMin);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}
