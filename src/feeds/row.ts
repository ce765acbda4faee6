import { decodeHTML } from 'entities';
import { z } from 'zod';
import { CATEGORIES } from '../enums.js';

/**
 * One listing of a store feed. Stores write prices as numbers or as localized text
 * ("1.299,00 €", "1,299.00", "89.90"); both are read here into a EUR amount. A pre-order
 * or back-order cannot be bought now: it reads as out of stock.
 */

export function parsePrice(raw: unknown): number | null | undefined {
  if (raw === null || raw === '') return null;
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? Math.round(raw * 100) / 100 : undefined;
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/\s|€|eur/gi, '');
  if (!/^\d[\d.,]*$/.test(text)) return undefined;
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  const decimalSep = lastComma > lastDot ? ',' : '.';
  const decimalIndex = Math.max(lastComma, lastDot);
  const hasDecimals = decimalIndex >= 0 && text.length - decimalIndex - 1 <= 2 && text.length - decimalIndex - 1 > 0;
  // "1.299" is a thousands separator, "12.99" a decimal: only 1–2 trailing digits mean decimals.
  const integerPart = hasDecimals ? text.slice(0, decimalIndex) : text;
  const fraction = hasDecimals ? text.slice(decimalIndex + 1) : '';
  if (hasDecimals && integerPart.includes(decimalSep)) return undefined;
  const value = Number(`${integerPart.replace(/[.,]/g, '')}.${fraction || '0'}`);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : undefined;
}

const availability = z
  .string()
  .transform((v) =>
    v
      .trim()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  )
  .pipe(z.enum(['in_stock', 'out_of_stock', 'instock', 'outofstock', 'available', 'unavailable', 'ne_stok', 'pa_stok', 'preorder', 'backorder']))
  .transform((v) => (['in_stock', 'instock', 'available', 'ne_stok'].includes(v) ? 'in_stock' : 'out_of_stock') as 'in_stock' | 'out_of_stock');

/**
 * Text a shop's export left HTML-escaped (`3.5&quot;`, `&#8211;`, `AT&amp;T`, `&nbsp;`), as it
 * reads: an offer shows it, and the matcher reads `3.5"` as a drive's size.
 */
const plainText = (v: string) => decodeHTML(v).replace(/\s+/g, ' ').trim();

export const feedRowSchema = z
  .object({
    store: z.string().min(1).max(64),
    sku: z.string().min(1).max(100),
    title: z.string().max(300).transform(plainText).pipe(z.string().min(3)),
    brand: z.string().max(100).transform(plainText).pipe(z.string().min(1)).optional(),
    mpn: z.string().min(1).max(100).optional(),
    ean: z
      .string()
      .regex(/^\d{8,14}$/, 'must be 8–14 digits')
      .optional(),
    gtin: z
      .string()
      .regex(/^\d{8,14}$/, 'must be 8–14 digits')
      .optional(),
    category: z.enum(CATEGORIES).optional(),
    price: z.union([z.number(), z.string(), z.null()]).transform((v, ctx) => {
      const parsed = parsePrice(v);
      if (parsed === undefined) {
        ctx.addIssue({ code: 'custom', message: `unreadable price ${JSON.stringify(v)}` });
        return z.NEVER;
      }
      return parsed;
    }),
    currency: z
      .string()
      .transform((v) => v.trim().toUpperCase())
      .refine((v) => v === 'EUR' || v === '€', { message: 'only EUR prices are accepted' })
      .transform(() => 'EUR' as const)
      .nullable()
      .optional(),
    availability,
    url: z.url({ protocol: /^https?$/ }),
    updatedAt: z.iso.datetime({ offset: true }).nullable().optional(),
    specs: z.record(z.string(), z.unknown()).optional(),
    condition: z
      .string()
      .transform((v) => v.trim().toLowerCase())
      .pipe(z.enum(['new', 'used', 'refurbished']))
      .optional(),
  })
  .strict();

export type FeedRow = z.output<typeof feedRowSchema>;
