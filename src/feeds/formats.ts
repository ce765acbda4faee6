import { z } from 'zod';
import { availabilityOf, categoryFromPath, priceInEur, saleRuns } from './merchant-values.js';

/**
 * How each feed format a shop can send maps onto a feed row. A format is a column
 * mapping — which column holds the SKU, the title, the price — plus the few rules its
 * platform needs (Google's currency in the price and sale windows, WooCommerce's
 * published flag and sale dates, Shopify's rows per variant). An operator can override
 * any column, or map an unknown CSV entirely, in `feeds/<store>.columns.json`.
 */

export const FEED_FORMATS = ['native', 'google', 'woocommerce', 'shopify', 'columns'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/** What a mapped column can supply. */
export const MAPPED_FIELDS = ['sku', 'title', 'brand', 'mpn', 'gtin', 'category', 'price', 'salePrice', 'currency', 'availability', 'url', 'updatedAt', 'condition'] as const;
type Field = (typeof MAPPED_FIELDS)[number];

export const columnsFileSchema = z.strictObject({
  format: z.enum(FEED_FORMATS).optional(),
  /** Feed field → the column (header name, any case) that holds it. */
  columns: z.partialRecord(z.enum(MAPPED_FIELDS), z.string().min(1)).optional(),
  /** The currency of prices written without one (WooCommerce and Shopify exports carry none). */
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .default('EUR'),
  /** Listing address from its cells, e.g. `https://shop.example/?p={ID}`; `{website}` is the store's site. */
  productUrl: z.string().min(1).optional(),
  delimiter: z.enum([',', ';', '\t', '|']).optional(),
});
export type ColumnsFile = z.infer<typeof columnsFileSchema>;

export interface FeedContext {
  storeId: string;
  website: string;
  /** The time sale windows are judged at: the publish. */
  now: Date;
}

/** A record's cells by column name, case-insensitive; undefined when the column is absent or the cell empty. */
export type Cells = (column: string) => string | undefined;

export type Mapped = { value: Record<string, unknown> } | { error: string } | { skip: string };

const PRESETS: Record<Exclude<FeedFormat, 'native' | 'columns'>, Partial<Record<Field, string>>> = {
  google: { sku: 'id', title: 'title', brand: 'brand', mpn: 'mpn', gtin: 'gtin', price: 'price', salePrice: 'sale_price', availability: 'availability', url: 'link', condition: 'condition' },
  woocommerce: {
    sku: 'SKU',
    title: 'Name',
    brand: 'Brands',
    gtin: 'GTIN, UPC, EAN, or ISBN',
    price: 'Regular price',
    salePrice: 'Sale price',
    availability: 'In stock?',
    category: 'Categories',
  },
  shopify: { sku: 'Variant SKU', title: 'Title', brand: 'Vendor', gtin: 'Variant Barcode', price: 'Variant Price', category: 'Product Category' },
};

/** The columns that name a header's format, most specific first. */
export function detectFormat(header: readonly string[]): FeedFormat | null {
  const has = (...names: string[]) => names.every((n) => header.some((h) => h.trim().toLowerCase() === n.toLowerCase()));
  if (has('Handle', 'Title', 'Variant Price')) return 'shopify';
  if (has('ID', 'Type', 'Name', 'Regular price')) return 'woocommerce';
  if (has('store', 'sku', 'title')) return 'native';
  if (has('id', 'title', 'price', 'link')) return 'google';
  return null;
}

const digits = (v: string | undefined) => (v && /^\d{8,14}$/.test(v.trim()) ? v.trim() : undefined);

function fillTemplate(template: string, cells: Cells, website: string): string | undefined {
  let missing = false;
  const url = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name === 'website') return website.replace(/\/$/, '');
    const v = cells(name);
    if (v === undefined) missing = true;
    return encodeURIComponent(v ?? '');
  });
  return missing ? undefined : url;
}

/** Reads the columns of one format, with the operator's overrides. */
export function mapper(format: FeedFormat, file: ColumnsFile, ctx: FeedContext): (cells: Cells) => Mapped {
  const columns: Partial<Record<Field, string>> = { ...(format === 'native' || format === 'columns' ? {} : PRESETS[format]), ...file.columns };
  const col = (cells: Cells, field: Field) => (columns[field] ? cells(columns[field]) : undefined);
  const base = (cells: Cells) => ({
    store: ctx.storeId,
    sku: col(cells, 'sku'),
    title: col(cells, 'title'),
    brand: col(cells, 'brand'),
    mpn: col(cells, 'mpn'),
    gtin: digits(col(cells, 'gtin')),
    url: col(cells, 'url'),
    updatedAt: col(cells, 'updatedAt'),
  });
  const price = (cells: Cells, saleWindow: () => ReturnType<typeof saleRuns>): { value: number | null } | { error: string } => {
    const currency = col(cells, 'currency') ?? file.currency;
    const regular = col(cells, 'price');
    const sale = col(cells, 'salePrice');
    if (sale) {
      const runs = saleWindow();
      if ('problem' in runs) return { error: runs.problem };
      if (runs.value) {
        const p = priceInEur(sale, currency);
        return 'problem' in p ? { error: `sale_price: ${p.problem}` } : { value: p.value };
      }
    }
    if (regular === undefined) return { value: null };
    const p = priceInEur(regular, currency);
    return 'problem' in p ? { error: p.problem } : { value: p.value };
  };
  const urlFrom = (cells: Cells, fallback: string | undefined) => {
    const template = file.productUrl ?? fallback;
    return col(cells, 'url') ?? (template ? fillTemplate(template, cells, ctx.website) : undefined);
  };

  switch (format) {
    case 'native':
      throw new Error('native rows are read by their own columns');
    case 'google':
    case 'columns':
      return (cells) => {
        const p = price(cells, () => saleRuns({ interval: cells('sale_price_effective_date') }, ctx.now));
        if ('error' in p) return { error: p.error };
        const stock = col(cells, 'availability');
        // Google's stock words are a closed list; an operator's own columns may say `Në stok` like a native feed.
        const availability = stock === undefined || format === 'columns' ? undefined : availabilityOf(stock);
        if (availability && 'problem' in availability) return { error: `availability: ${availability.problem}` };
        const path = col(cells, 'category') ?? cells('product_type') ?? cells('google_product_category');
        const condition = col(cells, 'condition')?.toLowerCase();
        return {
          value: {
            ...base(cells),
            url: urlFrom(cells, undefined),
            price: p.value,
            currency: 'EUR',
            availability: availability?.value ?? stock,
            category: path ? (categoryFromPath(path) ?? undefined) : undefined,
            condition,
          },
        };
      };
    case 'woocommerce':
      return (cells) => {
        const type = cells('Type')?.toLowerCase() ?? 'simple';
        if (type !== 'simple' && type !== 'variation') return { skip: `a ${type} product is not a listing` };
        if ((cells('Published') ?? '1') !== '1') return { skip: 'not published' };
        const p = price(cells, () => saleRuns({ from: cells('Date sale price starts'), to: cells('Date sale price ends') }, ctx.now));
        if ('error' in p) return { error: p.error };
        const stock = col(cells, 'availability')?.toLowerCase();
        const availability = stock === '1' ? 'in_stock' : stock === undefined ? undefined : 'out_of_stock';
        const path = col(cells, 'category');
        return {
          value: {
            ...base(cells),
            sku: col(cells, 'sku') ?? cells('ID'),
            url: urlFrom(cells, '{website}/?post_type=product&p={ID}'),
            price: p.value,
            currency: 'EUR',
            availability,
            category: path ? (categoryFromPath(path.split(',')[0]) ?? undefined) : undefined,
          },
        };
      };
    case 'shopify':
      return (cells) => {
        const status = cells('Status')?.toLowerCase();
        if (status && status !== 'active') return { skip: `status ${status}` };
        if (cells('Published')?.toLowerCase() === 'false') return { skip: 'not published' };
        const p = price(cells, () => ({ value: true }));
        if ('error' in p) return { error: p.error };
        const options = [1, 2, 3].map((n) => cells(`Option${n} Value`)).filter((v) => v && v !== 'Default Title');
        const title = col(cells, 'title');
        const tracked = cells('Variant Inventory Tracker') !== undefined;
        const qty = Number(cells('Variant Inventory Qty') ?? '0');
        const path = col(cells, 'category') ?? cells('Type');
        return {
          value: {
            ...base(cells),
            sku: col(cells, 'sku') ?? [cells('Handle'), ...options].join(':'),
            title: title && options.length ? `${title} ${options.join(' ')}` : title,
            url: urlFrom(cells, '{website}/products/{Handle}'),
            price: p.value,
            currency: 'EUR',
            availability: !tracked || qty > 0 ? 'in_stock' : 'out_of_stock',
            category: path ? (categoryFromPath(path) ?? undefined) : undefined,
          },
        };
      };
  }
}
