import { pathToFileURL } from 'node:url';
import { CredentialError, CredentialStore } from '../auth/credentials.js';
import type { EmSource } from '../auth/state.js';
import { ConfigError, loadConfig } from '../config.js';
import { openOrm } from '../db/orm.js';

/**
 * Operator credentials, against DATABASE_URL (safe while the server runs: SQLite is in WAL
 * mode and every request re-reads the credential tables, so a revocation is immediate).
 *
 *   npm run admin -- api-key create --name <name>        → {"id","apiKey"}
 *   npm run admin -- api-key list                        → {"apiKeys":[…]}
 *   npm run admin -- api-key revoke <id>                 → {"id","status"}
 *   npm run admin -- oauth-client create --name <name>   → {"clientId","clientSecret"}
 *   npm run admin -- oauth-client list                   → {"oauthClients":[…]}
 *   npm run admin -- oauth-client revoke <clientId>      → {"clientId","status"}
 *
 * Each command prints one JSON line. Secrets are shown once, at creation; only salted,
 * peppered hashes are stored.
 */

export const USAGE = `usage:
  admin api-key create --name <name>
  admin api-key list
  admin api-key revoke <id>
  admin oauth-client create --name <name>
  admin oauth-client list
  admin oauth-client revoke <clientId>
`;

export interface AdminIo {
  out(line: string): void;
  err(line: string): void;
}

function option(args: string[], name: string): string | undefined {
  for (let i = 0; i < args.length; i++) {
    if (args[i] === `--${name}`) return args[i + 1];
    if (args[i].startsWith(`--${name}=`)) return args[i].slice(name.length + 3);
  }
  return undefined;
}

function positional(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i].startsWith('--')) {
      if (!args[i].includes('=')) i++;
      continue;
    }
    out.push(args[i]);
  }
  return out;
}

/** Runs one admin command; returns the process exit code (0 ok, 1 not found, 2 bad input, 64 usage). */
export async function runAdmin(argv: string[], em: EmSource, io: AdminIo): Promise<number> {
  const [resource, action, ...rest] = argv;
  if ((resource !== 'api-key' && resource !== 'oauth-client') || !['create', 'list', 'revoke'].includes(action ?? '')) {
    io.err(USAGE);
    return 64;
  }
  const json = (value: unknown) => io.out(JSON.stringify(value));
  const store = await CredentialStore.open(em);
  try {
    if (action === 'create') {
      const name = option(rest, 'name');
      if (name === undefined) {
        io.err(`usage: admin ${resource} create --name <name>\n`);
        return 64;
      }
      json(resource === 'api-key' ? await store.createApiKey(name) : await store.createOAuthClient(name));
      return 0;
    }
    if (action === 'list') {
      json(resource === 'api-key' ? { apiKeys: await store.listApiKeys() } : { oauthClients: await store.listOAuthClients() });
      return 0;
    }
    const [id] = positional(rest);
    if (!id) {
      io.err(`usage: admin ${resource} revoke <${resource === 'api-key' ? 'id' : 'clientId'}>\n`);
      return 64;
    }
    const status = resource === 'api-key' ? await store.revokeApiKey(id) : await store.revokeOAuthClient(id);
    if (status === 'not_found') {
      io.err(`no ${resource} with id ${id}\n`);
      return 1;
    }
    json(resource === 'api-key' ? { id, status } : { clientId: id, status });
    return 0;
  } catch (error) {
    if (error instanceof CredentialError) {
      io.err(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
}

async function main(argv: string[]): Promise<number> {
  const config = loadConfig();
  const orm = await openOrm(config);
  try {
    return await runAdmin(argv, () => orm.em.fork(), {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(line.endsWith('\n') ? line : `${line}\n`),
    });
  } finally {
    await orm.close(true);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof ConfigError) {
        process.stderr.write(`${error.message}\n`);
        process.exit(78);
      }
      process.stderr.write(`admin failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
