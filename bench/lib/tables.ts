/** The bench's result tables, as printed. */
import type { BenchConfig } from './config.js';
import type { ScaleResult } from './growth.js';
import { table, type Cell } from './report.js';
import { ratio, round } from './stats.js';
import type { TargetResult } from './target-runs.js';
import { BATCH_SIZE, QUERIES } from './targets.js';

export function printHttp(size: number, config: BenchConfig, results: TargetResult[], machineLine: string): string {
  const rows: Cell[][] = results.map((r) => [
    r.label,
    r.service.rps,
    r.service.p50Ms,
    r.service.p99Ms,
    r.ceiling?.rps,
    r.peer?.rps,
    r.peerBytes?.rps,
    r.vsCeiling,
    r.vsPeer,
    r.vsPeerBytes,
    r.meanBodyBytes,
  ]);
  return [
    machineLine,
    `HTTP, ${size} products, ${config.connections} connections × ${config.duration}s per run, service at LOG_LEVEL=${config.logLevel} (latencies in ms; ceiling = node:http writing the bytes, peer = Express res.json, peer-bytes = Express res.send of the bytes)`,
    table(['target', 'svc req/s', 'p50', 'p99', 'ceiling', 'peer', 'peer-bytes', 'svc/ceil', 'svc/peer', 'svc/bytes', 'body B'], rows),
  ].join('\n');
}

export function printBatch(results: TargetResult[]): string {
  const batch = results.find((r) => r.name === 'batch');
  const product = results.find((r) => r.name === 'product');
  if (!batch || !product) return '';
  const perItem = batch.service.rps * BATCH_SIZE;
  return [
    `Batch: ${BATCH_SIZE} product reads per POST /batch vs ${BATCH_SIZE} separate GETs`,
    table(
      ['', 'req/s', 'items/s', 'p50', 'p99'],
      [
        ['POST /batch', batch.service.rps, round(perItem, 0), batch.service.p50Ms, batch.service.p99Ms],
        ['GET /products/{id}', product.service.rps, product.service.rps, product.service.p50Ms, product.service.p99Ms],
        ['per-item ratio', null, ratio(perItem, product.service.rps), null, null],
      ],
    ),
  ].join('\n');
}

export function printScale(config: BenchConfig, scale: ScaleResult[]): string {
  const latency: Cell[][] = scale.map((s) => [
    s.size,
    s.httpSerial.p50Ms,
    s.httpSerial.p99Ms,
    s.httpLoaded.rps,
    s.httpLoaded.p50Ms,
    s.httpLoaded.p99Ms,
    s.engine.p50Ms,
    s.engine.p99Ms,
    s.fts5.or.p50Ms,
    s.fts5.or.p99Ms,
    s.fts5.and.p50Ms,
    s.fts5.and.p99Ms,
    s.fts5.or.roundTripP50Ms,
    `${s.emptyResults.engine}/${s.emptyResults.or}/${s.emptyResults.and}`,
  ]);
  const memory: Cell[][] = scale.map((s) => [
    s.size,
    s.offers,
    round(s.publishMs / 1000, 1),
    round(s.startMs / 1000, 1),
    s.indexBuildMs,
    s.memory.afterStart.rssMiB,
    s.memory.afterWarmup.rssMiB,
    s.memory.afterLoad.rssMiB,
    s.memory.afterLoad.peakRssMiB,
    s.heap.releaseContentMiB,
    s.heap.readModelMiB,
    s.heap.searchIndexMiB,
  ]);
  return [
    `Search as the catalog grows (${QUERIES.length} queries, limit 10, in stock only; HTTP with never-repeating input for ${config.scaleDuration}s; engine and FTS5 in a fresh process, ${config.rounds} rounds; ms)`,
    table(
      [
        'products',
        'HTTP 1c p50',
        'p99',
        `HTTP ${config.connections}c req/s`,
        'p50',
        'p99',
        'engine p50',
        'p99',
        'FTS5 OR p50',
        'p99',
        'FTS5 AND p50',
        'p99',
        'sqlite3 trip',
        'empty eng/OR/AND',
      ],
      latency,
    ),
    '',
    'Memory and start-up (RSS of the service in MiB: after start, after the first searches built the index, after the search load, peak; JS heap in MiB held by each part, measured in the probe)',
    table(['products', 'offers', 'publish s', 'start s', 'index ms', 'RSS start', 'RSS warm', 'RSS load', 'RSS peak', 'heap content', 'heap model', 'heap index'], memory),
  ].join('\n');
}
