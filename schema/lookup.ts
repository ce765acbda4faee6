import { lookupByGtin, lookupByMpn, MAX_LOOKUP_MATCHES, type LookupOutcome } from '../src/catalog/identifier-index.js';
import { invalidInput } from '../src/errors.js';
import { builder } from './builder.js';
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

builder.queryField('lookup', (t) =>
  t.field({
    type: LookupResult,
    nullable: true,
    description: 'Products by GTIN (8, 12, 13 or 14 digits, check digit verified) or by manufacturer part number (spacing, case and punctuation ignored); exactly one of the two',
    args: { gtin: t.arg.string(), mpn: t.arg.string() },
    resolve: (_root, { gtin, mpn }, ctx) => {
      if ((gtin == null) === (mpn == null)) {
        throw invalidInput('invalid_parameter', 'Send exactly one of gtin and mpn', 'Look up by gtin=<digits> or by mpn=<part number>, not both and not neither.');
      }
      if (gtin != null) return lookupByGtin(ctx.model, gtin);
      if (mpn!.length > 80) throw invalidInput('invalid_mpn', 'mpn: must be at most 80 characters', 'Send the manufacturer part number alone.');
      return lookupByMpn(ctx.model, mpn!);
    },
  }),
);
