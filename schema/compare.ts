import { compareProducts, MAX_COMPARE, type Comparison } from '../src/catalog/compare.js';
import { builder } from './builder.js';
import { OfferRef, ProductRef } from './product.js';

const CompareResult = builder.objectRef<Comparison>('CompareResult').implement({
  description: 'Products side by side with the cheapest product and offer among them',
  fields: (t) => ({
    // The compare field multiplies by the number of ids already.
    products: t.field({ type: [ProductRef], complexity: { field: 1, multiplier: 1 }, resolve: (c) => c.ids }),
    cheapestProductId: t.int({ nullable: true, resolve: (c) => c.cheapestProductId }),
    cheapestOffer: t.field({ type: OfferRef, nullable: true, resolve: (c) => c.cheapestOffer }),
  }),
});

builder.queryField('compare', (t) =>
  t.field({
    type: CompareResult,
    // Nullable so that, in a batch, one failing comparison does not null its siblings.
    nullable: true,
    description: 'Compare 1 to 8 distinct products; unknown ids fail with product_not_found',
    args: { ids: t.arg.intList({ required: true }) },
    complexity: ({ ids }) => ({ field: 1, multiplier: Math.min(ids.length, MAX_COMPARE + 1) }),
    resolve: (_root, { ids }, ctx) => compareProducts(ctx.model, ids),
  }),
);
