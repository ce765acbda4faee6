import { ensureBuilt } from '../src/build/ensure-built.mjs';

/**
 * End-to-end tests run the built server exactly as `npm start` does. The build is redone only
 * when a source is newer than it, the same check `npm start` makes.
 */
export default function setup(): void {
  ensureBuilt();
}
