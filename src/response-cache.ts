import type { ReadModel } from './catalog/read-model.js';

/**
 * Serialized response bodies of pure reads, per release. A release is immutable, so the
 * same normalized input always gives the same bytes until the release changes; keys carry
 * the release id (and the degraded flag) and the cache is emptied on every swap, so an
 * answer never outlives its release. Bounded by entries and by the memory the entries take,
 * least recently used first out. Only bodies are kept — never headers, which may depend on
 * the caller. Bodies are kept as the UTF-8 bytes that go on the wire, so a hit is written
 * without encoding or measuring it again.
 */

/** Map slot, entry object, key string header and the body's Buffer and ArrayBuffer objects, roughly. */
const ENTRY_OVERHEAD_BYTES = 300;
/** V8 keeps a string with any character beyond Latin-1 at two bytes per character. */
const WIDE = /[^\u0000-\u00ff]/;

/** Heap bytes a string takes (its content; the header is in the entry overhead). */
export function stringBytes(value: string): number {
  return WIDE.test(value) ? value.length * 2 : value.length;
}

export class ResponseCache {
  private readonly entries = new Map<string, { body: Buffer; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 20_000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  private key(model: ReadModel, key: string): string {
    return `${model.release.id}|${model.degraded ? 'd' : 'c'}|${key}`;
  }

  get(model: ReadModel, key: string): Buffer | undefined {
    const full = this.key(model, key);
    const entry = this.entries.get(full);
    if (entry !== undefined) {
      this.entries.delete(full);
      this.entries.set(full, entry);
    }
    return entry?.body;
  }

  /** Stores `value` (a body as sent) and returns its bytes. */
  set(model: ReadModel, key: string, value: string): Buffer {
    // Its own allocation, not a slice of Buffer's shared pool, which a kept slice would pin whole.
    const body = Buffer.allocUnsafeSlow(Buffer.byteLength(value));
    body.write(value);
    const full = this.key(model, key);
    const previous = this.entries.get(full);
    if (previous !== undefined) {
      this.bytes -= previous.bytes;
      this.entries.delete(full);
    }
    // The key is counted as the heap holds it: a query in it can make it a two-byte string.
    const bytes = stringBytes(full) + body.length + ENTRY_OVERHEAD_BYTES;
    if (bytes > this.maxBytes) return body;
    this.entries.set(full, { body, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
    return body;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Memory the entries take, as counted against the bound. */
  get memoryBytes(): number {
    return this.bytes;
  }
}
