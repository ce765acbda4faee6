import { z } from 'zod';

/**
 * An operator's decisions about a store's listings, kept in the catalog directory as
 * `mappings/<store>.json`: pin a listing (by SKU) to a product, or mark it "not ours" so it
 * is never matched. They are applied before matching and reported on every publish.
 *
 *   [{ "sku": "TP-000123", "productId": 2020, "note": "checked against the shop page" },
 *    { "sku": "TP-000999", "notOurs": true, "note": "sold as a bundle with a game" }]
 */

const pin = z.strictObject({ sku: z.string().min(1).max(100), productId: z.number().int().min(1), note: z.string().max(500).optional() });
const notOurs = z.strictObject({ sku: z.string().min(1).max(100), notOurs: z.literal(true), note: z.string().max(500).optional() });

export const mappingFileSchema = z.array(z.union([pin, notOurs]));
export type MappingEntry = z.infer<typeof pin> | z.infer<typeof notOurs>;

/** A store's mappings by SKU, with each entry's position in its file (1-based). */
export type StoreMapping = Map<string, { entry: MappingEntry; position: number }>;
