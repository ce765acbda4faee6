import { z } from 'zod';
import { MAX_LOOKUP_MATCHES } from '../src/catalog/identifier-index.js';
import { notFound } from '../src/errors.js';
import { boundedText } from '../src/validation.js';
import { LookupResponse } from './contract.js';
import type { RouteDoc } from './doc.js';
import { queryInput } from './query.js';
import { built, element, FACADE, fields, nonNull, sometimes } from './body-map.js';
import { graphql, ProductFields } from './fragments.js';
import { answered, defineReadEndpoint } from './read-endpoint.js';
import { errorResponses } from './responses.js';

export const lookupInput = z
  .strictObject({
    gtin: z
      .string()
      .regex(/^(?:\d{8}|\d{12,14})$/, 'must be 8, 12, 13 or 14 digits')
      .optional()
      .meta({
        description: 'A GTIN: GTIN-8, UPC-A (12), EAN-13 or GTIN-14, digits only; the check digit is verified (`invalid_gtin`). The shorter forms match their GTIN-14 with leading zeros',
        examples: ['0761345100601'],
      }),
    mpn: boundedText(3, 80)
      .optional()
      .meta({
        description: 'A manufacturer part number; compared on letters and digits only, so spacing, case, hyphens and other punctuation do not matter',
        examples: ['GV-N3050WF2OC-6GD'],
      }),
  })
  .refine((input) => (input.gtin === undefined) !== (input.mpn === undefined), 'send exactly one of gtin and mpn');

export const lookupProduct = defineReadEndpoint({
  path: '/lookup',
  input: lookupInput,
  invalidCode: 'invalid_parameter',
  fromRequest: (() => {
    const read = queryInput(lookupInput, { unknown: 'refuse' });
    return ({ query }) => read(query);
  })(),
  document: graphql('query lookupProduct($gtin: String, $mpn: String) { result: lookup(gtin: $gtin, mpn: $mpn) { by value normalized matchCount matches { ...ProductFields } } }', [
    ProductFields,
  ]),
  variables: (input) => ({ gtin: input.gtin ?? null, mpn: input.mpn ?? null }),
  shape: (result, catalog) => {
    const { by, value, normalized, matchCount, matches } = answered(result);
    if (matchCount === 0) {
      throw notFound(
        'product_not_found',
        `No product in the current release has ${by} ${value}`,
        by === 'gtin' ? 'Few products publish a GTIN; try the part number (mpn) or GET /search.' : 'Try GET /search with the model name.',
      );
    }
    if (matchCount === 1) return { schemaVersion: 1, catalog, product: matches[0] };
    return { schemaVersion: 1, catalog, lookup: { by, value, normalized }, matchCount, matches };
  },
  body: ({ catalog, result }) => {
    const { by, value, normalized, matchCount, matches } = fields(nonNull(result));
    return {
      schemaVersion: FACADE,
      catalog,
      product: sometimes(element(matches)),
      lookup: sometimes(built({ by, value, normalized })),
      matchCount: sometimes(matchCount),
      matches: sometimes(matches),
    };
  },
});

export const lookupProductDoc: RouteDoc = {
  method: 'get',
  path: '/lookup',
  operationId: 'lookupProduct',
  tag: 'Products',
  summary: 'Find a product by barcode (GTIN) or manufacturer part number (MPN)',
  description: `Exactly one of gtin and mpn. One product carrying the identifier: 200 with the GET /products/{id} body. Several (a part number shared by variants): 200 with \`matches\`, at most ${MAX_LOOKUP_MATCHES} candidates (those whose primary part number it is first, then by id) and \`matchCount\`. None: 404. A GTIN with a wrong check digit is a 400 \`invalid_gtin\` (one of the wrong length, like any malformed parameter, \`invalid_parameter\`). Every part number a product lists is matched, not only the primary one its \`mpn\` shows.`,
  query: lookupInput,
  responses: {
    200: { description: 'The product, or the candidates', schema: LookupResponse, example: 'lookupMatches' },
    ...errorResponses([400, 401, 402, 404, 429, 503], {
      400: {
        code: 'invalid_gtin',
        message: 'gtin: 0761345100602 fails the GS1 check digit',
        description: 'Neither or both of gtin and mpn, a GTIN of the wrong length, a wrong check digit (`invalid_gtin`), or an mpn with fewer than 3 letters or digits (`invalid_mpn`)',
      },
      404: {
        code: 'product_not_found',
        message: 'No product in the current release has gtin 0761345100618',
        resolution: 'Few products publish a GTIN; try the part number (mpn) or GET /search.',
      },
    }),
  },
  paid: 'request',
};
