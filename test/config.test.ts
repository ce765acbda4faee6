import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('config', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', siteUrl: 'http://localhost:3000', logLevel: 'info' });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'sqlite', path: path.resolve('./data/catalog.sqlite') });
    expect(config.rateLimit.anonymous).toEqual({ quota: 60, windowSeconds: 60, text: '60;w=60' });
    expect(config.rateLimit.credentialed.quota).toBe(600);
  });

  it('derives SITE_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(loadConfig({ SITE_URL: 'https://parts.example/' }).siteUrl).toBe('https://parts.example');
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', SITE_URL: 'not a url', LOG_LEVEL: 'loud', RATE_LIMIT_ANONYMOUS: '60/min', X402_ENABLED: 'true', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'SITE_URL', 'LOG_LEVEL', 'RATE_LIMIT_ANONYMOUS', 'X402_PAY_TO', 'DATABASE_URL']) expect(problems).toContain(name);
  });
});
