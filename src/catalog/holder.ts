import type { Database } from '../db/database.js';
import type { Logger } from '../logger.js';
import { buildReadModel, type ReadModel } from './read-model.js';
import { currentReleaseId, loadRelease } from './repository.js';
import { readSnapshot, writeSnapshot } from './snapshot.js';
import type { ReleaseContent } from './types.js';

/**
 * Holds the read model of the current release and swaps it, as a whole, when a newer
 * release is published. A request takes the model once at its start and keeps it, so
 * in-flight requests finish on the release they began with.
 *
 * When the database cannot be read, the last good release (in memory, or the snapshot
 * file at start) keeps serving, marked degraded; the next healthy check leaves that mode.
 */
export class CatalogHolder {
  private model: ReadModel | null = null;
  private content: ReleaseContent | null = null;
  private timer: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;
  private readonly listeners = new Set<(model: ReadModel) => void>();

  constructor(
    private readonly db: Database,
    private readonly dataDir: string,
    private readonly log: Logger,
  ) {}

  current(): ReadModel | null {
    return this.model;
  }

  onSwap(listener: (model: ReadModel) => void): void {
    this.listeners.add(listener);
  }

  refresh(): Promise<void> {
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private swap(model: ReadModel): void {
    this.model = model;
    for (const listener of this.listeners) listener(model);
  }

  private async load(): Promise<void> {
    if (await this.db.check()) {
      try {
        const em = this.db.em();
        const id = await currentReleaseId(em);
        if (id && (id !== this.model?.release.id || this.model.degraded)) {
          const content = id === this.content?.id ? this.content : await loadRelease(em, id);
          const fresh = content !== this.content;
          this.content = content;
          this.swap(buildReadModel(content));
          this.log.info({ releaseId: id, products: content.products.length, offers: content.offers.length }, 'catalog release loaded');
          if (fresh) await writeSnapshot(this.dataDir, content);
        }
        return;
      } catch (error) {
        this.log.error({ err: error }, 'reading the current release failed');
      }
    }
    await this.degrade();
  }

  private async degrade(): Promise<void> {
    if (this.model?.degraded) return;
    const content = this.content ?? (await readSnapshot(this.dataDir));
    if (!content) return;
    this.content = content;
    this.swap(buildReadModel(content, true));
    this.log.warn({ releaseId: content.id }, 'serving the last good release (degraded)');
  }

  startPolling(intervalMs: number): void {
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) => this.log.error({ err: error }, 'release refresh failed'));
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
