import type { ReadModel } from '../../src/catalog/read-model.js';
import { priceHistoryOf } from '../../src/history/release-history.js';
import { DEFAULT_HISTORY_DAYS, type PricePoint } from '../../src/history/types.js';
import { formatPrice, type Lang } from './format.js';
import { html, raw, type SafeHtml } from './html.js';
import { MESSAGES } from './i18n.js';

/**
 * The product page's price-history section: the daily lowest prices of the last 90 days as a
 * server-rendered SVG line (no script), named by its title and described by the figure's
 * caption (the window's lowest, median and highest price in words), with the deal signal and
 * the price indication in text below.
 * Coordinates are rounded to a tenth, so the same release always draws the same bytes.
 */

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 64, right: 12, top: 12, bottom: 28 };

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const n = (value: number) => value.toFixed(1);

/** Runs of consecutive days: a day without a price breaks the line. */
function runs(points: readonly PricePoint[]): PricePoint[][] {
  const out: PricePoint[][] = [];
  for (const p of points) {
    const last = out.at(-1);
    if (last && dayOf(p.date) - dayOf(last.at(-1)!.date) === 1) last.push(p);
    else out.push([p]);
  }
  return out;
}

/** The chart; its summary in words is the figure's caption (`price-chart-summary`), which describes it. */
function chart(points: readonly PricePoint[], days: number, end: string, lang: Lang, title: string): SafeHtml {
  const first = dayOf(end) - days + 1;
  const prices = points.map((p) => p.lowestPrice);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  // A flat history is drawn mid-height rather than on an edge.
  const span = high - low || Math.max(1, high * 0.1);
  const bottom = high === low ? low - span / 2 : low;
  const x = (date: string) => PAD.left + ((dayOf(date) - first) / Math.max(1, days - 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - (value - bottom) / span) * (HEIGHT - PAD.top - PAD.bottom);
  const lines = runs(points).map((run) =>
    run.length === 1
      ? `<circle cx="${n(x(run[0].date))}" cy="${n(y(run[0].lowestPrice))}" r="2.5" fill="#1d4ed8"/>`
      : `<polyline fill="none" stroke="#1d4ed8" stroke-width="2" stroke-linejoin="round" points="${run.map((p) => `${n(x(p.date))},${n(y(p.lowestPrice))}`).join(' ')}"/>`,
  );
  const startDate = new Date(first * DAY_MS).toISOString().slice(0, 10);
  const axis = `<line x1="${PAD.left}" y1="${HEIGHT - PAD.bottom}" x2="${WIDTH - PAD.right}" y2="${HEIGHT - PAD.bottom}" stroke="#4a4a4a"/>`;
  const labels = [
    `<text x="${PAD.left - 6}" y="${n(y(high) + 4)}" text-anchor="end" font-size="12" fill="#222">${formatPrice(high, lang)}</text>`,
    ...(high === low ? [] : [`<text x="${PAD.left - 6}" y="${n(y(low) + 4)}" text-anchor="end" font-size="12" fill="#222">${formatPrice(low, lang)}</text>`]),
    `<text x="${PAD.left}" y="${HEIGHT - 8}" font-size="12" fill="#222">${startDate}</text>`,
    `<text x="${WIDTH - PAD.right}" y="${HEIGHT - 8}" text-anchor="end" font-size="12" fill="#222">${end}</text>`,
  ];
  return html`<svg class="price-chart" role="img" aria-labelledby="price-chart-title" aria-describedby="price-chart-summary" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" preserveAspectRatio="xMidYMid meet" xmlns="http://www.w3.org/2000/svg">
<title id="price-chart-title">${title}</title>
${raw([axis, ...lines, ...labels].join('\n'))}
</svg>`;
}

export function priceHistorySection(model: ReadModel, productId: number, name: string, lang: Lang): SafeHtml {
  const t = MESSAGES[lang];
  const view = priceHistoryOf(model, productId, DEFAULT_HISTORY_DAYS);
  const heading = html`<h2 id="price-history">${t.priceHistory}</h2>`;
  if (view.points.length === 0) return html`${heading}\n<p>${t.noPriceHistory}</p>`;
  const { stats, points } = view;
  const end = points.at(-1)!.date;
  const price = (value: number | null) => (value === null ? '—' : formatPrice(value, lang));
  const desc = t.priceHistoryDesc(points[0].date, end, price(stats.min), price(stats.median), price(stats.max), stats.current === null ? null : price(stats.current));
  const deal = view.judgement?.deal ?? null;
  return html`${heading}
<figure class="price-history">
${chart(points, DEFAULT_HISTORY_DAYS, end, lang, t.priceHistoryTitle(name, DEFAULT_HISTORY_DAYS))}
<figcaption id="price-chart-summary">${desc}</figcaption>
</figure>
${deal ? html`<p id="deal" data-deal="${deal.class}"><strong>${t.deals[deal.class]}</strong>. <span class="muted">${t.dealMethod(deal.coverageDays)}</span></p>` : ''}
${stats.lowest30DaysBefore !== null ? html`<p>${t.lowest30DaysBefore(formatPrice(stats.lowest30DaysBefore, lang))}</p>` : ''}`;
}
