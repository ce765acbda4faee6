import type { Router } from 'express';
import { strictRouter } from '../../src/http/routing.js';
import type { ReadModel } from '../../src/catalog/read-model.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors.js';
import type { Database } from '../../src/db/database.js';

/**
 * /healthz: the process is alive. /readyz: whether it can serve data — ready, degraded
 * (answering from the last good release) or not ready (no release at all) — with why.
 * Both sit outside the rate limits so orchestrators can poll them freely.
 */
/** /readyz's reason while a start is still publishing or loading its catalog (the server answers meanwhile). */
export const LOADING_REASON = 'the catalog is being loaded';

export function createHealthRouter(deps: { db: Database; currentModel(): ReadModel | null; loading(): boolean }): Router {
  const router = strictRouter();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', (_req, res) => {
    const model = deps.currentModel();
    const database = deps.db.healthy ? 'ok' : deps.db.unhealthyReason;
    res.setHeader('Cache-Control', 'no-store');
    // Ready once the start has finished (release loaded, its snapshot written, the job pool running).
    if (!model || deps.loading()) {
      res.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      res.status(503).json({ status: 'not_ready', reason: deps.loading() ? LOADING_REASON : 'no catalog release is loaded', database, releaseId: null });
    } else if (model.degraded || !deps.db.healthy) {
      res.json({ status: 'degraded', reason: `serving the last good release; database: ${database}`, database, releaseId: model.release.id });
    } else {
      res.json({ status: 'ready', reason: null, database, releaseId: model.release.id });
    }
  });
  return router;
}
