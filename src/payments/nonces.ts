import type { EmSource } from '../auth/state.js';
import { PaymentNonceEntity, type PaymentNonceRow } from './entity.js';

/**
 * EIP-3009 authorization nonces already spent here. Offline verification cannot see the
 * chain, so this table is what makes a signed payment single-use: a nonce is claimed
 * atomically (primary key on payer + nonce) when the payment settles.
 */
export type NonceClaim = Omit<PaymentNonceRow, 'usedAt'>;

export class UsedNonceStore {
  constructor(
    private readonly em: EmSource,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async isUsed(payer: string, nonce: string): Promise<boolean> {
    const row = await (await this.em()).findOne(PaymentNonceEntity, { payer: payer.toLowerCase(), nonce: nonce.toLowerCase() });
    return row !== null;
  }

  /** True when this call claimed the nonce; false when it was already used. */
  async claim(claim: NonceClaim): Promise<boolean> {
    const result = await (await this.em()).getConnection().execute(
      `insert into x402_payment_nonce (payer, nonce, network, asset, pay_to, amount, resource, payload, used_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (payer, nonce) do nothing`,
      [
        claim.payer.toLowerCase(),
        claim.nonce.toLowerCase(),
        claim.network,
        claim.asset.toLowerCase(),
        claim.payTo.toLowerCase(),
        claim.amount,
        claim.resource.slice(0, 2048),
        claim.payload,
        this.now().toISOString(),
      ],
      'run',
    );
    const r = result as { affectedRows?: number; changes?: number };
    return r.affectedRows === 1 || r.changes === 1;
  }

  /** Gives a claimed nonce back (the facilitator could not settle it, so it was never spent). */
  async release(payer: string, nonce: string): Promise<void> {
    await (await this.em()).nativeDelete(PaymentNonceEntity, { payer: payer.toLowerCase(), nonce: nonce.toLowerCase() });
  }
}
