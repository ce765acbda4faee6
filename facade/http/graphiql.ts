import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Router } from 'express';
import { strictRouter } from '../../src/http/routing.js';

/**
 * GraphiQL in development, from the installed @graphql-yoga/graphiql package instead of a CDN:
 * it works offline, and under the site's Content-Security-Policy its scripts are all 'self'
 * (the options travel as inert JSON, no inline script). GraphiQL's editor writes its styles at
 * run time, so its page alone also allows inline styles (GRAPHIQL_CSP). Production serves none of it.
 */

export const GRAPHIQL_ASSETS = '/graphiql';

export const GRAPHIQL_CSP =
  "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';worker-src 'self'";

/** The editor's web workers, by the label Monaco asks for. */
const WORKERS: Record<string, string> = {
  editorWorkerService: 'monacoeditorwork/editor.worker.bundle.js',
  json: 'monacoeditorwork/json.worker.bundle.js',
  graphql: 'monacoeditorwork/graphql.worker..bundle.js',
};

/** Tells Monaco where its workers are; runs before the GraphiQL bundle. */
const ENVIRONMENT_JS = `self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_id, label) => ${JSON.stringify(GRAPHIQL_ASSETS)} + '/' + ${JSON.stringify(WORKERS)}[label] };\n`;
const START_JS = "YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), JSON.parse(document.getElementById('graphiql-options').textContent));\n";

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/** JSON that cannot end the script element it sits in. */
const inertJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Yoga's `renderGraphiQL`: the page, with every script and style from GRAPHIQL_ASSETS. */
export function renderGraphiql(options: { title?: string } & Record<string, unknown>): string {
  const title = escapeHtml(options.title ?? 'GraphiQL');
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>`,
    `<link rel="stylesheet" href="${GRAPHIQL_ASSETS}/graphiql.css"></head>`,
    `<body><div id="root">Loading ${title}…</div>`,
    `<script type="application/json" id="graphiql-options">${inertJson(options)}</script>`,
    `<script src="${GRAPHIQL_ASSETS}/environment.js"></script>`,
    `<script src="${GRAPHIQL_ASSETS}/yoga-graphiql.umd.js"></script>`,
    `<script src="${GRAPHIQL_ASSETS}/start.js"></script>`,
    '</body></html>',
  ].join('');
}

/** The bundle, its stylesheet and workers from the installed package, and the two small scripts above. */
export function createGraphiqlAssets(): Router {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@graphql-yoga/graphiql'));
  const own: Record<string, string> = { 'environment.js': ENVIRONMENT_JS, 'start.js': START_JS };
  const packaged = new Set(['yoga-graphiql.umd.js', 'graphiql.css', ...Object.values(WORKERS)]);
  const router = strictRouter();
  router.get('/*file', (req, res, next) => {
    const file = (req.params as { file: string[] }).file.join('/');
    const type = TYPES[path.extname(file)];
    if (!type || !(file in own || packaged.has(file))) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'no-cache');
    if (file in own) return res.send(own[file]);
    fs.createReadStream(path.join(dist, file)).on('error', next).pipe(res);
  });
  return router;
}
