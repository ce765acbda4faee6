import fs from 'node:fs';
import path from 'node:path';
import { introspectionFromSchema, printSchema } from 'graphql';
import { minifyIntrospection, outputIntrospectionFile } from 'gql.tada/internal';
import { projectRoot } from '../src/paths.js';
import { schema } from './index.js';

/**
 * Writes the committed printouts of the schema (npm run schema:print): the SDL, and the
 * typing gql.tada reads to type the facade's documents against it. A test keeps both in
 * step with the code.
 */
export const sdlPath = path.join(projectRoot, 'schema', 'schema.graphql');
export const typingPath = path.join(projectRoot, 'schema', 'graphql-env.d.ts');

const TYPING_PREAMBLE = '/* The schema as gql.tada reads it, written by npm run schema:print from schema/index.ts; do not edit. */\n';

export function printedSdl(): string {
  return `${printSchema(schema)}\n`;
}

export function printedTyping(): string {
  return `${outputIntrospectionFile(minifyIntrospection(introspectionFromSchema(schema)), { fileType: '.d.ts', shouldPreprocess: true, preamble: TYPING_PREAMBLE })}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('schema', 'print.js'))) {
  for (const [file, text] of [
    [sdlPath, printedSdl()],
    [typingPath, printedTyping()],
  ]) {
    fs.writeFileSync(file, text);
    process.stdout.write(`wrote ${file}\n`);
  }
}
