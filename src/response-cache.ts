import type { ReadModel } from './catalog/read-model.js';

/**
 * Serialized response bodies of pure reads, per release. A release is immutable, so the
 * same normalized input always gives the same bytes until the release changes; keys carry
 * the release id (and the degraded flag) and the cache is emptied on every swap, so an
 * answer never outlives its release. Bounded by entries and by bytes, least recently used
 * first out. Only bodies are kept — never headers, which may depend on the caller.
 */
export class ResponseCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 20_000,
    private readonly maxBytes = 128 * 1024 * 1024,
  ) {}

  private key(model: ReadModel, key: string): string {
    return `${model.release.id}|${model.degraded ? 'd' : 'c'}|${key}`;
  }

  get(model: ReadModel, key: string): string | undefined {
    const full = this.key(model, key);
    const value = this.entries.get(full);
    if (value !== undefined) {
      this.entries.delete(full);
      this.entries.set(full, value);
    }
    return value;
  }

  set(model: ReadModel, key: string, value: string): void {
    const full = this.key(model, key);
    const previous = this.entries.get(full);
    if (previous !== undefined) {
      this.bytes -= previous.length;
      this.entries.delete(full);
    }
    this.entries.set(full, value);
    this.bytes += value.length;
    for (const [oldest, body] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= body.length;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
