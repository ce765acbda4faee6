import { describe, expect, it } from 'vitest';
import { sameIdentity } from '../../src/catalog/import/identity.js';
import type { Product } from '../../src/catalog/types.js';

const cpu = (socket: string) => ({ category: 'CPU', specs: { socket } }) as unknown as Product;
const cooler = (lighting: boolean | null) => ({ category: 'COOLING', specs: { type: 'aio', radiatorMm: 360, lighting } }) as unknown as Product;

describe('the identity two records of one product share', () => {
  it('reads TR4 and sTR4 as one socket, and other sockets as other processors', () => {
    expect(sameIdentity(cpu('TR4'), cpu('sTR4'))).toBe(true);
    expect(sameIdentity(cpu('AM4'), cpu('AM5'))).toBe(false);
  });

  it('tells a lit cooler from an unlit one, and leaves a record that does not say open', () => {
    expect(sameIdentity(cooler(true), cooler(false))).toBe(false);
    expect(sameIdentity(cooler(true), cooler(null))).toBe(true);
  });
});
