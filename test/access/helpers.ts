import { privateKeyToAccount } from 'viem/accounts';
import type { TestServer } from '../support/app.js';
import { runAdmin } from '../../src/cli/admin.js';

export const PAY_TO = '0x1111111111111111111111111111111111111111';
export const USDC = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
// A throwaway key (never funded, used only to sign test authorizations).
export const PAYER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const payer = privateKeyToAccount(PAYER_KEY);

/** Runs an admin command in-process against the test server's database; returns the parsed JSON line. */
export async function admin(server: TestServer, ...argv: string[]): Promise<any> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, () => server.db.em(), { out: (l) => out.push(l), err: (l) => err.push(l) });
  if (code !== 0) throw new Error(`admin ${argv.join(' ')} exited ${code}: ${err.join('')}`);
  return JSON.parse(out.join('\n'));
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function tokenFor(server: TestServer, clientId: string, clientSecret: string): Promise<string> {
  const res = await fetch(`${server.url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }).toString(),
  });
  if (res.status !== 200) throw new Error(`token request failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export const decodeB64Json = (value: string | null): any => (value ? JSON.parse(Buffer.from(value, 'base64').toString('utf8')) : null);
export const encodeB64Json = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

export interface SignOptions {
  value?: string;
  to?: string;
  validAfter?: number;
  validBefore?: number;
  nonce?: `0x${string}`;
}

export function randomNonce(): `0x${string}` {
  return `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}`;
}

/** Builds a PAYMENT-SIGNATURE header for the first `accepts` entry of a decoded PAYMENT-REQUIRED challenge. */
export async function paymentFor(challenge: any, opts: SignOptions = {}): Promise<{ header: string; nonce: `0x${string}`; payload: any }> {
  const accepted = challenge.accepts[0];
  const now = Math.floor(Date.now() / 1000);
  const authorization = {
    from: payer.address,
    to: (opts.to ?? accepted.payTo) as `0x${string}`,
    value: opts.value ?? accepted.amount,
    validAfter: String(opts.validAfter ?? now - 60),
    validBefore: String(opts.validBefore ?? now + 300),
    nonce: opts.nonce ?? randomNonce(),
  };
  const signature = await payer.signTypedData({
    domain: { name: accepted.extra.name, version: accepted.extra.version, chainId: 84532, verifyingContract: accepted.asset },
    types: {
      TransferWithAuthorization: [
        { name: 'from', type: 'address' },
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'validAfter', type: 'uint256' },
        { name: 'validBefore', type: 'uint256' },
        { name: 'nonce', type: 'bytes32' },
      ],
    },
    primaryType: 'TransferWithAuthorization',
    message: {
      from: authorization.from,
      to: authorization.to,
      value: BigInt(authorization.value),
      validAfter: BigInt(authorization.validAfter),
      validBefore: BigInt(authorization.validBefore),
      nonce: authorization.nonce,
    },
  });
  const payload = { x402Version: 2, resource: challenge.resource, accepted, payload: { signature, authorization } };
  return { header: encodeB64Json(payload), nonce: authorization.nonce, payload };
}

/**
 * Every rate-limit header the contract lists: integers, except RateLimit-Limit and
 * RateLimit-Policy, which the contract gives in the policy form `<quota>;w=<seconds>`.
 */
export function expectRateLimitHeaders(headers: Headers, policy?: string): void {
  for (const name of ['ratelimit-remaining', 'ratelimit-reset', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
    const value = headers.get(name);
    if (value === null || !/^\d+$/.test(value)) throw new Error(`${name} missing or not an integer: ${value}`);
  }
  for (const name of ['ratelimit-limit', 'ratelimit-policy']) {
    const value = headers.get(name);
    if (!value || !/^\d+;w=\d+$/.test(value)) throw new Error(`${name} malformed: ${value}`);
    if (policy && value !== policy) throw new Error(`${name} ${value}, expected ${policy}`);
  }
}
