/**
 * The reference servers the service is measured against, each in its own process (like
 * the service), serving the exact bodies the service returned:
 *   ceiling    — node:http writing the stored bytes (what any Node server's floor costs);
 *   peer       — an Express 5 handler doing `res.json` of the parsed object (what a plain
 *                Express endpoint with nothing in front of it costs), with express.json()
 *                reading POST bodies;
 *   peer-bytes — the same Express app sending the stored bytes with `res.send` (a plain
 *                Express endpoint that has its answers serialized already).
 * A request names its entry in the `x-bench-key` header.
 *
 *   node dist/bench/reference-server.js <ceiling|peer|peer-bytes> <port> <entries.json>
 * entries.json: { "<key>": "<body as the service sent it>" }
 */
import fs from 'node:fs';
import http from 'node:http';
import express from 'express';

const [kind, portText, entriesFile] = process.argv.slice(2);
if ((kind !== 'ceiling' && kind !== 'peer' && kind !== 'peer-bytes') || !portText || !entriesFile) {
  process.stderr.write('usage: reference-server <ceiling|peer|peer-bytes> <port> <entries.json>\n');
  process.exit(64);
}
const entries = JSON.parse(fs.readFileSync(entriesFile, 'utf8')) as Record<string, string>;
const CONTENT_TYPE = 'application/json; charset=utf-8';

function keyOf(req: http.IncomingMessage): string {
  const key = req.headers['x-bench-key'];
  return typeof key === 'string' ? key : '';
}

let server: http.Server;
if (kind === 'ceiling') {
  const bytes = new Map(Object.entries(entries).map(([k, v]) => [k, Buffer.from(v)]));
  const ready = Buffer.from('{"ready":true}');
  server = http.createServer((req, res) => {
    const send = () => {
      const body = req.url === '/__ready' ? ready : bytes.get(keyOf(req));
      if (!body) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': CONTENT_TYPE, 'Content-Length': body.length });
      res.end(body);
    };
    if (req.method === 'GET' || req.method === 'HEAD') send();
    else req.on('data', () => {}).on('end', send);
  });
} else {
  const objects = new Map(Object.entries(entries).map(([k, v]) => [k, JSON.parse(v) as unknown]));
  const bytes = new Map(Object.entries(entries).map(([k, v]) => [k, Buffer.from(v)]));
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '64kb' }));
  app.get('/__ready', (_req, res) => {
    res.json({ ready: true });
  });
  app.use(
    kind === 'peer'
      ? (req, res) => {
          const object = objects.get(keyOf(req));
          if (object === undefined) res.status(404).end();
          else res.json(object);
        }
      : (req, res) => {
          const body = bytes.get(keyOf(req));
          if (body === undefined) res.status(404).end();
          else res.type('application/json').send(body);
        },
  );
  server = http.createServer(app);
}
server.keepAliveTimeout = 5_000;
server.listen(Number(portText), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
