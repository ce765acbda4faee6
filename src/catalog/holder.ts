import type { Orm } from '../db/orm.js';
import type { Logger } from '../logger.js';
import { buildReadModel, type ReadModel } from './read-model.js';
import { currentReleaseId, loadRelease } from './repository.js';

/**
 * Holds the read model of the current release and swaps it, as a whole, when a newer
 * release is published. A request takes the model once at its start and keeps it, so
 * in-flight requests finish on the release they began with.
 */
export class CatalogHolder {
  private model: ReadModel | null = null;
  private timer: NodeJS.Timeout | null = null;
  private refreshing: Promise<void> | null = null;
  private readonly listeners = new Set<(model: ReadModel) => void>();

  constructor(
    private readonly orm: Orm,
    private readonly log: Logger,
  ) {}

  current(): ReadModel | null {
    return this.model;
  }

  onSwap(listener: (model: ReadModel) => void): void {
    this.listeners.add(listener);
  }

  /** Loads the current release if it differs from the one held. */
  refresh(): Promise<void> {
    this.refreshing ??= this.load().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async load(): Promise<void> {
    const em = this.orm.em.fork();
    const id = await currentReleaseId(em);
    if (!id || id === this.model?.release.id) return;
    const model = buildReadModel(await loadRelease(em, id));
    this.model = model;
    this.log.info({ releaseId: id, products: model.products.length, offers: [...model.offersByProduct.values()].reduce((n, list) => n + list.length, 0) }, 'catalog release loaded');
    for (const listener of this.listeners) listener(model);
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
