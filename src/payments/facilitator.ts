import type { FacilitatorClient } from '@x402/core/server';
import type { PaymentPayload, PaymentRequirements, SettleResponse, SupportedResponse, VerifyResponse } from '@x402/core/types';
import { getAddress, isAddress, verifyTypedData, type Hex } from 'viem';
import { z } from 'zod';
import type { UsedNonceStore } from './nonces.js';
import { X402_CHAIN_ID, X402_NETWORK } from './price.js';

/**
 * Facilitators for the x402 resource server (the SDK accepts any object with verify, settle
 * and getSupported).
 *
 * - `OfflineFacilitator` (X402_FACILITATOR_URL=offline, for development) verifies an "exact"
 *   EVM payment without any network: the EIP-3009 TransferWithAuthorization signature
 *   (EIP-712, viem), recipient, exact amount, the time window, and the used-nonce table. It
 *   cannot see balances and moves no funds: "settling" claims the nonce and keeps the signed
 *   authorization so the operator can submit it on-chain; the receipt's `transaction` is
 *   therefore empty.
 * - `NonceGuard` wraps a remote facilitator (X402_FACILITATOR_URL) with the same nonce table
 *   and time window, so a replay or an over-long authorization is refused here before it costs
 *   a facilitator round trip.
 *
 * The window is validAfter <= now < validBefore <= now + the offer's maxTimeoutSeconds: an
 * authorization good for longer than we offered could be kept and spent much later (clients
 * derive validBefore from their own clock, hence a few seconds of tolerance).
 */

/** Client clocks run a little ahead of ours; this much of validBefore beyond the offer is tolerated. */
export const CLOCK_TOLERANCE_SECONDS = 5;

export const REASONS = {
  scheme: 'invalid_exact_evm_scheme',
  network: 'invalid_exact_evm_network_mismatch',
  payload: 'invalid_exact_evm_payload',
  recipient: 'invalid_exact_evm_recipient_mismatch',
  value: 'invalid_exact_evm_payload_authorization_value_mismatch',
  notYetValid: 'invalid_exact_evm_payload_authorization_valid_after',
  expired: 'invalid_exact_evm_payload_authorization_valid_before',
  tooLong: 'invalid_exact_evm_payload_authorization_valid_before_too_far',
  signature: 'invalid_exact_evm_signature',
  nonceUsed: 'invalid_exact_evm_nonce_already_used',
  token: 'invalid_exact_evm_token_name_mismatch',
} as const;

const address = z.string().refine((v) => isAddress(v, { strict: false }), 'not an address');
const uint = z.string().regex(/^\d{1,78}$/);
const exactPayload = z.object({
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/),
  authorization: z.object({
    from: address,
    to: address,
    value: uint,
    validAfter: uint,
    validBefore: uint,
    nonce: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  }),
});

export type ExactAuthorization = z.infer<typeof exactPayload>['authorization'];

export const TRANSFER_WITH_AUTHORIZATION_TYPES = {
  TransferWithAuthorization: [
    { name: 'from', type: 'address' },
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'validAfter', type: 'uint256' },
    { name: 'validBefore', type: 'uint256' },
    { name: 'nonce', type: 'bytes32' },
  ],
} as const;

const invalid = (invalidReason: string, invalidMessage: string, payer?: string): VerifyResponse => ({ isValid: false, invalidReason, invalidMessage, payer });

/** The authorization inside an exact EVM payload, or null when it is malformed. */
export function authorizationOf(payload: PaymentPayload): { authorization: ExactAuthorization; signature: Hex } | null {
  const parsed = exactPayload.safeParse(payload.payload);
  return parsed.success ? { authorization: parsed.data.authorization, signature: parsed.data.signature as Hex } : null;
}

/** The time window of an authorization against the offer; null when it is acceptable now. */
function windowProblem(auth: ExactAuthorization, requirements: PaymentRequirements, now: Date, payer: string): VerifyResponse | null {
  const nowSeconds = BigInt(Math.floor(now.getTime() / 1000));
  if (nowSeconds < BigInt(auth.validAfter)) return invalid(REASONS.notYetValid, 'The authorization is not valid yet', payer);
  if (nowSeconds >= BigInt(auth.validBefore)) return invalid(REASONS.expired, 'The authorization has expired', payer);
  const latest = nowSeconds + BigInt(requirements.maxTimeoutSeconds) + BigInt(CLOCK_TOLERANCE_SECONDS);
  if (BigInt(auth.validBefore) > latest) {
    return invalid(REASONS.tooLong, `The authorization must expire within ${requirements.maxTimeoutSeconds} seconds (the offer's maxTimeoutSeconds)`, payer);
  }
  return null;
}

/** Offline verification of an exact EVM payment against what we asked for. */
export async function verifyExactEvm(payload: PaymentPayload, requirements: PaymentRequirements, now: Date): Promise<VerifyResponse> {
  if (payload.x402Version !== 2 || requirements.scheme !== 'exact' || payload.accepted?.scheme !== 'exact') {
    return invalid(REASONS.scheme, 'Only x402 v2 "exact" payments are accepted');
  }
  if (requirements.network !== X402_NETWORK || payload.accepted.network !== requirements.network) {
    return invalid(REASONS.network, `Only ${X402_NETWORK} is accepted`);
  }
  const parsed = authorizationOf(payload);
  if (!parsed) return invalid(REASONS.payload, 'The payment payload is not an EIP-3009 authorization with a signature');
  const { authorization: auth, signature } = parsed;
  const payer = getAddress(auth.from);
  if (getAddress(auth.to) !== getAddress(requirements.payTo)) return invalid(REASONS.recipient, 'The authorization pays another recipient', payer);
  if (BigInt(auth.value) !== BigInt(requirements.amount)) return invalid(REASONS.value, `The authorization must transfer exactly ${requirements.amount}`, payer);
  const window = windowProblem(auth, requirements, now, payer);
  if (window) return window;
  const name = requirements.extra?.name;
  const version = requirements.extra?.version;
  if (typeof name !== 'string' || typeof version !== 'string') return invalid(REASONS.token, 'The token domain is unknown', payer);
  let valid: boolean;
  try {
    valid = await verifyTypedData({
      address: payer,
      domain: { name, version, chainId: X402_CHAIN_ID, verifyingContract: getAddress(requirements.asset) },
      types: TRANSFER_WITH_AUTHORIZATION_TYPES,
      primaryType: 'TransferWithAuthorization',
      message: {
        from: payer,
        to: getAddress(auth.to),
        value: BigInt(auth.value),
        validAfter: BigInt(auth.validAfter),
        validBefore: BigInt(auth.validBefore),
        nonce: auth.nonce as Hex,
      },
      signature,
    });
  } catch {
    valid = false;
  }
  if (!valid) return invalid(REASONS.signature, 'The signature does not match the authorization', payer);
  return { isValid: true, payer };
}

const SUPPORTED: SupportedResponse = { kinds: [{ x402Version: 2, scheme: 'exact', network: X402_NETWORK }], extensions: [], signers: {} };

function claimFor(payload: PaymentPayload, requirements: PaymentRequirements, auth: ExactAuthorization, signature: string) {
  return {
    payer: auth.from,
    nonce: auth.nonce,
    network: requirements.network,
    asset: requirements.asset,
    payTo: requirements.payTo,
    amount: requirements.amount,
    resource: payload.resource?.url ?? '',
    payload: JSON.stringify({ authorization: auth, signature }),
  };
}

export class OfflineFacilitator implements FacilitatorClient {
  constructor(
    private readonly nonces: UsedNonceStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async getSupported(): Promise<SupportedResponse> {
    return SUPPORTED;
  }

  async verify(payload: PaymentPayload, requirements: PaymentRequirements): Promise<VerifyResponse> {
    const result = await verifyExactEvm(payload, requirements, this.now());
    if (!result.isValid) return result;
    const { authorization } = authorizationOf(payload)!;
    if (await this.nonces.isUsed(authorization.from, authorization.nonce)) {
      return invalid(REASONS.nonceUsed, 'This payment authorization was already used', result.payer);
    }
    return result;
  }

  async settle(payload: PaymentPayload, requirements: PaymentRequirements): Promise<SettleResponse> {
    const parsed = authorizationOf(payload);
    if (!parsed) return { success: false, errorReason: REASONS.payload, transaction: '', network: requirements.network };
    const payer = getAddress(parsed.authorization.from);
    const claimed = await this.nonces.claim(claimFor(payload, requirements, parsed.authorization, parsed.signature));
    if (!claimed)
      return { success: false, errorReason: REASONS.nonceUsed, errorMessage: 'This payment authorization was already used', payer, transaction: '', network: requirements.network };
    return { success: true, payer, transaction: '', network: requirements.network };
  }
}

export class NonceGuard implements FacilitatorClient {
  constructor(
    private readonly inner: FacilitatorClient,
    private readonly nonces: UsedNonceStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  getSupported(): Promise<SupportedResponse> {
    return this.inner.getSupported();
  }

  async verify(payload: PaymentPayload, requirements: PaymentRequirements): Promise<VerifyResponse> {
    const parsed = authorizationOf(payload);
    if (!parsed) return invalid(REASONS.payload, 'The payment payload is not an EIP-3009 authorization with a signature');
    const window = windowProblem(parsed.authorization, requirements, this.now(), parsed.authorization.from);
    if (window) return window;
    if (await this.nonces.isUsed(parsed.authorization.from, parsed.authorization.nonce)) {
      return invalid(REASONS.nonceUsed, 'This payment authorization was already used', parsed.authorization.from);
    }
    return this.inner.verify(payload, requirements);
  }

  async settle(payload: PaymentPayload, requirements: PaymentRequirements): Promise<SettleResponse> {
    const parsed = authorizationOf(payload);
    if (!parsed) return { success: false, errorReason: REASONS.payload, transaction: '', network: requirements.network };
    const { authorization, signature } = parsed;
    if (!(await this.nonces.claim(claimFor(payload, requirements, authorization, signature)))) {
      return { success: false, errorReason: REASONS.nonceUsed, payer: authorization.from, transaction: '', network: requirements.network };
    }
    try {
      const result = await this.inner.settle(payload, requirements);
      if (!result.success) await this.nonces.release(authorization.from, authorization.nonce);
      return result;
    } catch (error) {
      await this.nonces.release(authorization.from, authorization.nonce);
      throw error;
    }
  }
}
