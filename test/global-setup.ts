import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../src/build/ensure-built.mjs';
import { removeSeededDataDir } from './support/seeded-dir.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's id, naming its seeded data directory (`support/seeded.ts`). */
    testRun: string;
  }
}

/**
 * End-to-end tests run the built server exactly as `npm start` does. The build is redone only
 * when a source is newer than it, the same check `npm start` makes. The run's seeded data
 * directory (`support/seeded.ts`), if a worker made one, goes at the end.
 */
export default function setup(project: TestProject): () => void {
  ensureBuilt();
  const run = String(process.pid);
  project.provide('testRun', run);
  return () => removeSeededDataDir(run);
}
