import { EntitySchema } from '@mikro-orm/core';

/**
 * A payment authorization nonce, kept so it is spent once. Class-less EntitySchema definitions (no decorator metadata), listed in
 * src/db/entities.ts; timestamps are ISO strings so both engines return the text stored.
 */

export interface PaymentNonceRow {
  payer: string;
  nonce: string;
  network: string;
  asset: string;
  payTo: string;
  amount: string;
  resource: string;
  /** The signed EIP-3009 authorization (JSON), kept so the operator can submit it on-chain later. */
  payload: string;
  usedAt: string;
}

export const PaymentNonceEntity = new EntitySchema<PaymentNonceRow>({
  name: 'PaymentNonce',
  tableName: 'x402_payment_nonce',
  properties: {
    payer: { type: 'string', primary: true, length: 42 },
    nonce: { type: 'string', primary: true, length: 66 },
    network: { type: 'string', length: 32 },
    asset: { type: 'string', length: 42 },
    payTo: { type: 'string', length: 42 },
    amount: { type: 'string', length: 78 },
    resource: { type: 'string', length: 2048 },
    payload: { type: 'text' },
    usedAt: { type: 'string', length: 32 },
  },
});
