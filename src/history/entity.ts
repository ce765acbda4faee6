import { EntitySchema } from '@mikro-orm/core';

/** A price-history row in the database (see types.ts for what a row means). */
export interface PriceHistoryRow {
  productId: number;
  storeId: string;
  day: string;
  lowestPrice: number | null;
  lastPrice: number | null;
}

export const PriceHistoryEntity = new EntitySchema<PriceHistoryRow>({
  name: 'PriceHistory',
  tableName: 'price_history',
  properties: {
    productId: { type: 'integer', primary: true },
    storeId: { type: 'string', primary: true, length: 64 },
    day: { type: 'string', primary: true, length: 10 },
    lowestPrice: { type: 'double', nullable: true },
    lastPrice: { type: 'double', nullable: true },
  },
});
