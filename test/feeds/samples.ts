import fs from 'node:fs';
import path from 'node:path';
import { projectRoot, shippedCatalogDir } from '../../src/paths.js';
import { tempDir } from './helpers.js';

/** The shipped sample feeds (`seeds/samples`), one per format. */
export const samplesDir = path.join(projectRoot, 'seeds', 'samples');

/** A publishable copy of the samples: their stores, feeds and mappings with the shipped products. */
export function samplesCatalog(): string {
  const dir = tempDir('samples-');
  fs.cpSync(samplesDir, dir, { recursive: true });
  fs.cpSync(path.join(shippedCatalogDir, 'products'), path.join(dir, 'products'), { recursive: true });
  return dir;
}

/** Inside the sample sale windows (Peja Tech's runs 20–30 November 2026, Mitrovica PC's ended in October). */
export const SAMPLE_NOW = new Date('2026-11-25T12:00:00Z');
