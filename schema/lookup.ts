import { z } from 'zod';
import { lookupByGtin, lookupByMpn, MAX_LOOKUP_MATCHES, type LookupOutcome } from '../src/catalog/identifier-index.js';
import { refusal } from '../src/validation.js';
import { builder } from './builder.js';
import { fieldInput, nullable } from './input.js';
import { ProductRef } from './product.js';

const LookupResult = builder.objectRef<LookupOutcome>('LookupResult').implement({
  description: 'The products an identifier names: one when it is unambiguous, else the candidates',
  fields: (t) => ({
    by: t.exposeString('by'),
    value: t.exposeString('value'),
    normalized: t.exposeString('normalized', { description: 'GTIN-14 form of a GTIN; letters and digits of a part number, upper case' }),
    matchCount: t.int({ resolve: (r) => r.productIds.length }),
    matches: t.field({
      type: [ProductRef],
      description: `At most ${MAX_LOOKUP_MATCHES}: products whose primary part number it is first, then by id`,
      complexity: { field: 1, multiplier: MAX_LOOKUP_MATCHES },
      resolve: (r) => r.productIds.slice(0, MAX_LOOKUP_MATCHES),
    }),
  }),
});

/** The lookup field's arguments: exactly one identifier (the GTIN's digits and the part number's letters are the identifier index's to check). */
export const lookupArgs = z
  .object({ gtin: nullable(z.string()), mpn: nullable(z.string()) })
  .refine(
    ({ gtin, mpn }) => (gtin === null) !== (mpn === null),
    refusal('invalid_parameter', 'Send exactly one of gtin and mpn', 'Look up by gtin=<digits> or by mpn=<part number>, not both and not neither.'),
  )
  .refine(({ mpn }) => mpn === null || mpn.length <= 80, refusal('invalid_mpn', 'mpn: must be at most 80 characters', 'Send the manufacturer part number alone.'));

builder.queryField('lookup', (t) =>
  t.field({
    type: LookupResult,
    nullable: true,
    description: 'Products by GTIN (8, 12, 13 or 14 digits, check digit verified) or by manufacturer part number (spacing, case and punctuation ignored); exactly one of the two',
    args: { gtin: t.arg.string(), mpn: t.arg.string() },
    resolve: (_root, args, ctx) => {
      const { gtin, mpn } = fieldInput(ctx, lookupArgs, args);
      return gtin !== null ? lookupByGtin(ctx.model, gtin) : lookupByMpn(ctx.model, mpn!);
    },
  }),
);
