/** The targets the bench reports against (never asserted): PASS, MISS or n/a with what was measured. */
import type { ScaleResult } from './growth.js';
import type { LogCost } from './log-cost.js';
import type { StartTimes } from './start-times.js';
import { ratio } from './stats.js';
import type { TargetResult } from './target-runs.js';
import { BATCH_SIZE, QUERIES } from './targets.js';

const GIB = 1024;

export interface Verdict {
  target: string;
  measured: string;
  pass: boolean | null;
}

export function verdicts(http: TargetResult[], scale: ScaleResult[], logCost: LogCost | null, starts: StartTimes | null): Verdict[] {
  const out: Verdict[] = [];
  const t = (name: string) => http.find((r) => r.name === name);
  const fmt = (n: number | null | undefined, digits = 2) => (n === null || n === undefined ? 'n/a' : n.toFixed(digits));
  const x = (n: number | null | undefined) => (n === null || n === undefined ? 'n/a' : `${n.toFixed(2)}×`);
  for (const name of ['product', 'search']) {
    const r = t(name);
    out.push({ target: `${name}: service/peer ≥ 1.0×`, measured: x(r?.vsPeer), pass: r?.vsPeer == null ? null : r.vsPeer >= 1 });
    out.push({ target: `${name}: service/peer-bytes ≥ 0.5×`, measured: x(r?.vsPeerBytes), pass: r?.vsPeerBytes == null ? null : r.vsPeerBytes >= 0.5 });
    out.push({ target: `${name}: service/ceiling ≥ 0.25× (moonshot)`, measured: x(r?.vsCeiling), pass: r?.vsCeiling == null ? null : r.vsCeiling >= 0.25 });
    const drop = logCost?.drop[name];
    if (drop !== undefined) {
      out.push({
        target: `${name}: LOG_LEVEL=info costs < 15% of req/s`,
        measured:
          drop === null
            ? 'n/a'
            : `${Math.round(logCost!.info[name].rps)} vs ${logCost!.quiet[name].map((q) => Math.round(q.rps)).join(' / ')} req/s (at ${logCost!.level} before / after): ${(drop * 100).toFixed(1)}%`,
        pass: drop === null ? null : drop < 0.15,
      });
    }
  }
  if (starts) {
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    for (const [label, t] of [
      ['first, empty DATA_DIR', starts.first],
      ['restart', starts.restart],
    ] as const) {
      out.push({ target: `npm start (${label}) answers ≤ 3 s`, measured: `${s(t.answeredMs)}; ready (catalog loaded) after ${s(t.readyMs)}`, pass: t.answeredMs <= 3000 });
    }
    out.push({ target: 'npm run admin -- api-key list ≤ 2 s', measured: s(starts.adminMs), pass: starts.adminMs <= 2000 });
  }
  const batch = t('batch');
  const product = t('product');
  const perItem = batch && product ? ratio(batch.service.rps * BATCH_SIZE, product.service.rps) : null;
  out.push({ target: `batch: per-item throughput ≥ 8× single GETs`, measured: x(perItem), pass: perItem === null ? null : perItem >= 8 });
  const history = t('price-history');
  const historyVsRead = history && product ? ratio(history.service.p50Ms, product.service.p50Ms) : null;
  out.push({ target: 'price-history read: p50 ≤ 2× product read p50', measured: x(historyVsRead), pass: historyVsRead === null ? null : historyVsRead <= 2 });
  const plan = t('build-plan');
  const planVsRead = plan && product ? ratio(plan.service.p50Ms, product.service.p50Ms) : null;
  out.push({ target: 'build-plan: p50 ≤ 25× product read p50', measured: x(planVsRead), pass: planVsRead === null ? null : planVsRead <= 25 });
  const planD = t('build-plan-distinct');
  if (planD && product) {
    const ratioD = ratio(planD.service.p50Ms, product.service.p50Ms);
    out.push({ target: 'build-plan (never-repeating): p50 ≤ 25× product read p50 (info)', measured: x(ratioD), pass: ratioD === null ? null : ratioD <= 25 });
  }
  const largest = scale.at(-1);
  const smallest = scale[0];
  if (largest) {
    const at = `${largest.size / 1000}k`;
    // Against FTS5 with the words OR-ed: the reading that answers these queries (AND leaves most of them empty).
    const empties = `; empty results: engine ${largest.emptyResults.engine}, FTS5 OR ${largest.emptyResults.or}, AND ${largest.emptyResults.and} of ${QUERIES.length}`;
    out.push({
      target: `search @${at}: engine p50 < FTS5 p50 (OR)`,
      measured: `${fmt(largest.engine.p50Ms, 3)} vs ${fmt(largest.fts5.or.p50Ms, 3)} ms (AND ${fmt(largest.fts5.and.p50Ms, 3)})${empties}`,
      pass: largest.engine.p50Ms < largest.fts5.or.p50Ms,
    });
    out.push({
      target: `search @${at}: engine p99 < FTS5 p99 (OR)`,
      measured: `${fmt(largest.engine.p99Ms, 3)} vs ${fmt(largest.fts5.or.p99Ms, 3)} ms (AND ${fmt(largest.fts5.and.p99Ms, 3)})`,
      pass: largest.engine.p99Ms < largest.fts5.or.p99Ms,
    });
    if (smallest && smallest !== largest) {
      const g = ratio(largest.engine.p50Ms, smallest.engine.p50Ms);
      out.push({ target: `search growth ${smallest.size / 1000}k→${at} ≤ 10× at p50 (engine)`, measured: x(g), pass: g === null ? null : g <= 10 });
      const h = ratio(largest.httpSerial.p50Ms, smallest.httpSerial.p50Ms);
      out.push({ target: `search growth ${smallest.size / 1000}k→${at} ≤ 10× at p50 (HTTP, 1 conn, info)`, measured: x(h), pass: h === null ? null : h <= 10 });
    }
    const rss = largest.memory.afterWarmup.rssMiB;
    out.push({
      target: `RSS @${at} ≤ 1 GiB (serving, index built)`,
      measured:
        rss === null ? 'n/a' : `${fmt(rss / GIB)} GiB (after load ${fmt((largest.memory.afterLoad.rssMiB ?? 0) / GIB)}, peak ${fmt((largest.memory.afterLoad.peakRssMiB ?? 0) / GIB)})`,
      pass: rss === null ? null : rss <= GIB,
    });
  }
  return out;
}
