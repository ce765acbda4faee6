import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { projectRoot } from '../src/paths.js';
import { schema } from './index.js';

/** Writes the committed SDL printout (npm run schema:print); a test keeps it in step with the code. */
export const sdlPath = path.join(projectRoot, 'schema', 'schema.graphql');

export function printedSdl(): string {
  return `${printSchema(schema)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('schema', 'print.js'))) {
  fs.writeFileSync(sdlPath, printedSdl());
  process.stdout.write(`wrote ${sdlPath}\n`);
}
