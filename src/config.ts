import { isIP, isIPv4 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads the environment. Everything else receives the typed Config.
 * Parsing reports every bad variable at once, so an operator fixes a deployment in one go.
 */

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be true or false' }).transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const policy = z
  .string()
  .regex(/^\d+;w=\d+$/, { message: 'must look like <quota>;w=<seconds>, e.g. 60;w=60' })
  .transform((v) => {
    const [quota, window] = v.split(';w=').map(Number);
    return { quota, windowSeconds: window, text: v };
  })
  .refine((p) => p.quota >= 1 && p.windowSeconds >= 1, { message: 'quota and window must be at least 1' });

/**
 * TRUST_PROXY in the forms Express documents for `trust proxy`: true/false, a hop count, or a
 * comma-separated list of IP addresses, subnets (CIDR, or an IPv4 netmask) and the preset
 * names loopback, linklocal, uniquelocal. A bare number is a hop count, never an address.
 */
const PROXY_PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  if (PROXY_PRESETS.has(item)) return true;
  const [address, range, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIPv4(range);
}

const trustProxy = z.string().transform((raw, ctx): boolean | number | string[] => {
  const value = raw.trim();
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const items = value.split(',').map((item) => item.trim());
  const bad = items.filter((item) => !isProxyAddress(item));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `"${bad.join('", "')}" is not true, false, a hop count, an IP address or subnet, or loopback/linklocal/uniquelocal`,
    });
    return z.NEVER;
  }
  return items;
});
// Load-shedding and memory defaults, chosen from `npm run bench:load` on a 2-core machine (README).
const HEAVY_DEFAULT = 64;
const DELAY_DEFAULT_MS = 50;
const CACHE_DEFAULT_MB = 64;

const httpUrl = z.url({ protocol: /^https?$/, message: 'must be an absolute http(s) URL' });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: httpUrl.optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, { message: 'must be sqlite:<path> or postgres://…' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_ANONYMOUS: policy.prefault('60;w=60'),
  RATE_LIMIT_CREDENTIALED: policy.prefault('600;w=60'),
  TRUST_PROXY: trustProxy.prefault('false'),
  X402_ENABLED: bool.default(false),
  X402_PAY_TO: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, { message: 'must be a 0x-prefixed 20-byte address' })
    .optional(),
  X402_FACILITATOR_URL: z.union([z.literal('offline'), httpUrl], { message: 'must be an absolute http(s) URL, or offline (development only)' }).optional(),
  X402_OFFLINE_IN_PRODUCTION: bool.default(false),
  API_DEPRECATION: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' }).optional(),
  API_SUNSET: z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time' }).optional(),
  API_DEPRECATION_LINK: httpUrl.optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  RELEASE_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(2000),
  JOB_RETENTION_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 86400)
    .default(3600),
  MAX_CONCURRENT_HEAVY: z.coerce.number().int().min(1).max(10_000).default(HEAVY_DEFAULT),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(1).max(60_000).default(DELAY_DEFAULT_MS),
  RESPONSE_CACHE_MB: z.coerce.number().int().min(0).max(65_536).default(CACHE_DEFAULT_MB),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  siteUrl: string;
  dataDir: string;
  database: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };
  logLevel: string;
  rateLimit: { anonymous: RatePolicy; credentialed: RatePolicy };
  /** Express `trust proxy`: a boolean, a hop count, or addresses/subnets/preset names. */
  trustProxy: boolean | number | string[];
  /** `facilitatorUrl` is a URL, or 'offline' for the built-in verifier that moves no funds (development only). */
  x402: { enabled: boolean; payTo: string | null; facilitatorUrl: string | null };
  deprecation: { deprecation: string | null; sunset: string | null; link: string | null };
  /** The Prometheus listener, apart from the public one; port null = none, 0 = any free port. */
  metrics: { port: number | null; host: string };
  releasePollMs: number;
  jobRetentionSeconds: number;
  /** Load shedding: heavy requests in flight, and event-loop delay, past which requests get 503. */
  overload: { maxConcurrentHeavy: number; maxEventLoopDelayMs: number };
  responseCacheBytes: number;
}

export interface RatePolicy {
  quota: number;
  windowSeconds: number;
  text: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const known: Record<string, string | undefined> = Object.fromEntries(Object.keys(schema.shape).flatMap((k) => (env[k] === undefined || env[k] === '' ? [] : [[k, env[k]]])));
  const parsed = schema.safeParse(known);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
  // Rules across variables are checked on the raw values too, so they are reported with the rest.
  if (/^(true|1|yes|on)$/.test(known.X402_ENABLED ?? '')) {
    if (!known.X402_PAY_TO) problems.push('X402_PAY_TO: is required when X402_ENABLED is on');
    if (!known.X402_FACILITATOR_URL) {
      problems.push("X402_FACILITATOR_URL: is required when X402_ENABLED is on (the facilitator's URL; offline verifies signatures without moving funds, for development only)");
    } else if (known.X402_FACILITATOR_URL === 'offline' && known.NODE_ENV === 'production' && !/^(true|1|yes|on)$/.test(known.X402_OFFLINE_IN_PRODUCTION ?? '')) {
      problems.push('X402_FACILITATOR_URL: offline moves no funds and is refused with NODE_ENV=production; set a facilitator URL (or X402_OFFLINE_IN_PRODUCTION=true to insist)');
    }
  }
  if (known.METRICS_PORT !== undefined && known.METRICS_PORT !== '0' && Number(known.METRICS_PORT) === Number(known.PORT ?? 3000)) {
    problems.push('METRICS_PORT: must differ from PORT (metrics are never served on the public listener)');
  }
  if (known.API_SUNSET && known.API_DEPRECATION && Date.parse(known.API_SUNSET) < Date.parse(known.API_DEPRECATION)) {
    problems.push('API_SUNSET: must not be earlier than API_DEPRECATION');
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'catalog.sqlite')}`;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir,
    database: databaseUrl.startsWith('sqlite:') ? { kind: 'sqlite', path: path.resolve(databaseUrl.slice('sqlite:'.length)) } : { kind: 'postgres', url: databaseUrl },
    logLevel: e.LOG_LEVEL,
    rateLimit: { anonymous: e.RATE_LIMIT_ANONYMOUS, credentialed: e.RATE_LIMIT_CREDENTIALED },
    trustProxy: e.TRUST_PROXY,
    x402: { enabled: e.X402_ENABLED, payTo: e.X402_PAY_TO ?? null, facilitatorUrl: e.X402_FACILITATOR_URL ?? null },
    deprecation: {
      deprecation: e.API_DEPRECATION ?? null,
      sunset: e.API_SUNSET ?? null,
      link: e.API_DEPRECATION_LINK ?? null,
    },
    metrics: { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST },
    releasePollMs: e.RELEASE_POLL_MS,
    jobRetentionSeconds: e.JOB_RETENTION_SECONDS,
    overload: { maxConcurrentHeavy: e.MAX_CONCURRENT_HEAVY, maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS },
    responseCacheBytes: e.RESPONSE_CACHE_MB * 1024 * 1024,
  };
}
