import { z } from 'zod';
import { compareProducts, MAX_COMPARE, type Comparison } from '../src/catalog/compare.js';
import { refusal } from '../src/validation.js';
import { builder } from './builder.js';
import { fieldInput } from './input.js';
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

/** The compare field's argument: 1 to MAX_COMPARE distinct ids. */
export const compareArgs = z.object({
  ids: z
    .array(z.number())
    .refine(
      (ids) => ids.length >= 1 && ids.length <= MAX_COMPARE,
      refusal('invalid_ids', `ids must hold 1 to ${MAX_COMPARE} product ids`, `Pass between 1 and ${MAX_COMPARE} comma-separated product ids.`),
    )
    .refine((ids) => new Set(ids).size === ids.length, refusal('invalid_ids', 'ids must not repeat a product id', 'Remove the repeated ids.')),
});

builder.queryField('compare', (t) =>
  t.field({
    type: CompareResult,
    // Nullable so that, in a batch, one failing comparison does not null its siblings.
    nullable: true,
    description: 'Compare 1 to 8 distinct products; unknown ids fail with product_not_found',
    args: { ids: t.arg.intList({ required: true }) },
    complexity: ({ ids }) => ({ field: 1, multiplier: Math.min(ids.length, MAX_COMPARE + 1) }),
    resolve: (_root, args, ctx) => compareProducts(ctx.model, fieldInput(ctx, compareArgs, args).ids),
  }),
);
