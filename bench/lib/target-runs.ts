/** The endpoint targets run against the service and against the reference servers serving its bodies. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchConfig } from './config.js';
import { load, type LoadRequest, type LoadResult } from './load.js';
import { startReference, type Child } from './procs.js';
import { log } from './report.js';
import { ratio } from './stats.js';
import { BATCH_SIZE, checkVariants, defineTargets, fetchText, liveProductIds, type TargetDef } from './targets.js';

export interface TargetResult {
  name: string;
  label: string;
  distinctRequests: number;
  meanBodyBytes: number;
  service: LoadResult;
  ceiling: LoadResult | null;
  peer: LoadResult | null;
  peerBytes: LoadResult | null;
  /** req/s of the service over req/s of the reference. */
  vsCeiling: number | null;
  vsPeer: number | null;
  vsPeerBytes: number | null;
  note?: string;
}

export async function runTargets(service: Child, dir: string, config: BenchConfig): Promise<{ targets: TargetResult[]; defs: TargetDef[]; ids: number[]; problems: string[] }> {
  const ids = await liveProductIds(service, dir, BATCH_SIZE);
  const defs = defineTargets(ids).filter((t) => !config.targets || config.targets.includes(t.name));
  const problems = await checkVariants(service);

  // Fetch every stored-body request once from the service: checks it, and gives the bytes the references serve.
  const entries: Record<string, string> = {};
  const bodyBytes = new Map<string, number>();
  for (const def of defs) {
    let bytes = 0;
    for (const [i, r] of def.requests.entries()) {
      const sample = r.setup ? { ...r, ...(r.setup({ method: r.method, path: r.path, body: r.body }) as Partial<LoadRequest>) } : r;
      const { status, body } = await fetchText(service.url, sample);
      const problem = def.check?.(status, body, i);
      if (problem) throw new Error(`${def.label}: ${sample.method} ${sample.path}: ${problem}\n${body.slice(0, 500)}`);
      bytes += Buffer.byteLength(body);
      if (def.reference) {
        const key = `${def.name}#${i}`;
        entries[key] = body;
        r.headers = { ...r.headers, 'x-bench-key': key };
      }
    }
    bodyBytes.set(def.name, Math.round(bytes / def.requests.length));
  }

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kpc-bench-ref-'));
  const entriesFile = path.join(tmp, 'entries.json');
  fs.writeFileSync(entriesFile, JSON.stringify(entries));
  const ceiling = await startReference('ceiling', entriesFile);
  const peer = await startReference('peer', entriesFile);
  const peerBytes = await startReference('peer-bytes', entriesFile);
  try {
    // The references must hand back exactly what the service did.
    for (const [key, body] of Object.entries(entries)) {
      const def = defs.find((d) => key.startsWith(`${d.name}#`))!;
      const r = def.requests[Number(key.split('#')[1])];
      for (const ref of [ceiling, peer, peerBytes]) {
        const got = await fetchText(ref.url, r);
        if (got.status !== 200 || JSON.stringify(JSON.parse(got.body)) !== JSON.stringify(JSON.parse(body))) throw new Error(`reference ${ref.url} does not serve ${key}`);
      }
    }
    const opts = { connections: config.connections, durationSeconds: config.duration, warmupSeconds: config.warmup };
    const results: TargetResult[] = [];
    for (const def of defs) {
      log(`  ${def.label}: service…`);
      const svc = await load(service.url, def.requests, opts);
      let ceil: LoadResult | null = null;
      let pr: LoadResult | null = null;
      let prb: LoadResult | null = null;
      if (def.reference) {
        log(`  ${def.label}: ceiling, peer, peer-bytes…`);
        ceil = await load(ceiling.url, def.requests, opts);
        pr = await load(peer.url, def.requests, opts);
        prb = await load(peerBytes.url, def.requests, opts);
      }
      for (const [who, r] of [
        ['service', svc],
        ['ceiling', ceil],
        ['peer', pr],
        ['peer-bytes', prb],
      ] as const) {
        if (r && (r.non2xx > 0 || r.errors > 0)) problems.push(`${def.name} on ${who}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
      }
      results.push({
        name: def.name,
        label: def.label,
        distinctRequests: def.reference ? def.requests.length : Infinity,
        meanBodyBytes: bodyBytes.get(def.name) ?? 0,
        service: svc,
        ceiling: ceil,
        peer: pr,
        peerBytes: prb,
        vsCeiling: ratio(svc.rps, ceil?.rps),
        vsPeer: ratio(svc.rps, pr?.rps),
        vsPeerBytes: ratio(svc.rps, prb?.rps),
      });
    }
    return { targets: results, defs, ids, problems };
  } finally {
    await ceiling.stop();
    await peer.stop();
    await peerBytes.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
