import crypto from 'node:crypto';
import { Lru } from './lru.js';

/**
 * What is kept per GraphQL document that callers shape (/graphql documents, batch shapes),
 * bounded. Parsed documents (and, weakly keyed by them, validation results) live in an LRU of
 * PARSED_DOCUMENTS. Compiled execution is the costly part: graphql-jit keeps module-level memo
 * tables for every document it has ever compiled and never releases them (measured at
 * 0.4–1 MB per document of some size, with 0.8.7 and 0.8.9 alike), so compiling whatever
 * documents callers send grows memory without end. A document is compiled only once it has
 * been seen HOT_AFTER times, and at most MAX_COMPILED documents in the life of the process;
 * every other one runs on graphql-js, which keeps nothing beyond the parse cache. Internal
 * tools and batch callers repeat a handful of documents, so they keep the compiled path.
 */

export const PARSED_DOCUMENTS = 128;
export const HOT_AFTER = 3;
export const MAX_COMPILED = 64;

export function parsedDocumentCaches() {
  return { documentCache: new Lru<string, never>(PARSED_DOCUMENTS), errorCache: new Lru<string, never>(PARSED_DOCUMENTS) };
}

/** Decides per document source whether it runs compiled; documents are remembered by digest, not text. */
export class CompileGate {
  private readonly seen = new Lru<string, number>(PARSED_DOCUMENTS * 4);
  private readonly compiled = new Set<string>();

  constructor(
    private readonly hotAfter = HOT_AFTER,
    private readonly maxCompiled = MAX_COMPILED,
  ) {}

  get compiledCount(): number {
    return this.compiled.size;
  }

  shouldCompile(source: string): boolean {
    const key = crypto.createHash('sha256').update(source).digest('base64url');
    if (this.compiled.has(key)) return true;
    const count = (this.seen.get(key) ?? 0) + 1;
    if (count < this.hotAfter || this.compiled.size >= this.maxCompiled) {
      this.seen.set(key, count);
      return false;
    }
    this.seen.delete(key);
    this.compiled.add(key);
    return true;
  }
}
