/** Search as the catalog grows: the results per size and the in-process probe. */
import path from 'node:path';
import type { BenchResult } from '../../src/search/bench.js';
import type { PreparedCatalog } from './catalog.js';
import type { BenchConfig } from './config.js';
import type { LoadResult } from './load.js';
import { distDir, runNode, type Memory } from './procs.js';
import { QUERIES } from './targets.js';

interface FtsTiming {
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  buildMs: number;
  roundTripP50Ms: number;
}

export interface ScaleResult {
  size: number;
  offers: number;
  generator: PreparedCatalog['generator'];
  generateMs: number;
  publishMs: number;
  startMs: number;
  /** First GET /search after start (builds the search index). */
  firstSearchMs: number;
  memory: { afterStart: Memory; afterWarmup: Memory; afterLoad: Memory };
  /** HTTP, never-repeating queries, 1 connection: end-to-end latency. */
  httpSerial: LoadResult;
  /** HTTP, never-repeating queries, BENCH_CONNECTIONS connections. */
  httpLoaded: LoadResult;
  /** In a fresh process, no HTTP: the engine (`search()`) on the same catalog and queries. */
  engine: BenchResult;
  /** JS heap held by the release content, the read model and the search index (fresh process, after GC). */
  heap: ProbeResult['heap'];
  indexBuildMs: number;
  /** In a fresh process: SQLite FTS5 bm25 over the same names, same queries, in-stock filter; words OR-ed and AND-ed. */
  fts5: Record<'or' | 'and', FtsTiming>;
  /** Queries (of QUERIES) with no result at all, per reading. */
  emptyResults: { engine: number; or: number; and: number };
}

interface ProbeResult {
  products: number;
  offers: number;
  readSourceMs: number;
  indexBuildMs: number;
  heap: { releaseContentMiB: number; readModelMiB: number; contentPlusModelMiB: number; searchIndexMiB: number };
  engine: BenchResult;
  fts5: ScaleResult['fts5'];
  emptyResults: ScaleResult['emptyResults'];
}

/** The engine and FTS5 timings and the heap breakdown, from a fresh process (bench/engine-probe.ts). */
export async function inProcess(dir: string, config: BenchConfig): Promise<ProbeResult> {
  const probe = path.join(distDir, 'bench', 'engine-probe.js');
  const run = await runNode(probe, [dir, String(config.rounds), JSON.stringify(QUERIES)], {}, ['--expose-gc']);
  if (run.code !== 0) throw new Error(`engine-probe failed (${run.code}):\n${run.stderr}`);
  return JSON.parse(run.stdout) as ProbeResult;
}
