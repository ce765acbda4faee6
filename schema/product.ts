import { dataConfidence, dataWarning } from '../src/catalog/notes.js';
import { offersForKey, offersKey, productView, type ProductView } from '../src/catalog/product-view.js';
import type { Offer } from '../src/catalog/types.js';
import { z } from 'zod';
import { CATEGORY_SLUGS } from '../src/enums.js';
import { refusal } from '../src/validation.js';
import { builder } from './builder.js';
import { countLoad } from './context.js';
import { fieldInput } from './input.js';
import { JsonScalar } from './json.js';
import { StoreRef } from './store.js';

/** The most ids `products` takes: what one REST batch may read. */
export const MAX_PRODUCT_IDS = 20;

/** The products field's argument: a batch's worth of ids at most. */
export const productsArgs = z.object({
  ids: z
    .array(z.number())
    .refine((ids) => ids.length <= MAX_PRODUCT_IDS, refusal('invalid_ids', `ids: at most ${MAX_PRODUCT_IDS} product ids`, `Ask for ${MAX_PRODUCT_IDS} ids or fewer per products field.`)),
});

export const OfferRef = builder.objectRef<Offer>('Offer');

export const ProductRef = builder.loadableObject('Product', {
  description: 'A canonical product with its offers in the current release',
  load: async (ids: number[], ctx) => {
    countLoad(ctx, 'product', ids.length);
    return ids.map((id): ProductView | Error => {
      const product = ctx.model.productById.get(id);
      return product ? productView(ctx.model, product) : new Error(`product ${id} is not in the release`);
    });
  },
  sort: (view) => view.product.id,
  fields: (t) => ({
    id: t.int({ resolve: (v) => v.product.id }),
    name: t.string({ resolve: (v) => v.product.name }),
    category: t.string({ resolve: (v) => v.product.category }),
    categorySlug: t.string({ resolve: (v) => CATEGORY_SLUGS[v.product.category] }),
    brand: t.string({ nullable: true, resolve: (v) => v.product.brand }),
    model: t.string({ nullable: true, resolve: (v) => v.product.model }),
    price: t.float({ nullable: true, resolve: (v) => v.summary.price }),
    currency: t.string({ nullable: true, resolve: (v) => v.summary.currency }),
    availability: t.string({ resolve: (v) => v.summary.availability }),
    inStock: t.boolean({ resolve: (v) => v.summary.inStock }),
    dataConfidence: t.string({ resolve: (_v, _a, ctx) => dataConfidence(ctx.model) }),
    dataWarning: t.string({ nullable: true, resolve: (_v, _a, ctx) => dataWarning(ctx.model) }),
    serviceUrl: t.string({ resolve: (v, _a, ctx) => ctx.urls.productPage(v.product.id, v.product.name) }),
    englishUrl: t.string({ resolve: (v, _a, ctx) => ctx.urls.productPageEn(v.product.id, v.product.name) }),
    retailerUrl: t.string({ nullable: true, resolve: (v) => v.summary.retailerUrl }),
    offers: t.loadableList({
      type: OfferRef,
      load: async (keys: string[], ctx) => {
        countLoad(ctx, 'offers', keys.length);
        return keys.map((key) => [...offersForKey(ctx.model, key)]);
      },
      resolve: (v) => offersKey(v),
    }),
    lastUpdated: t.string({ nullable: true, resolve: (v) => v.summary.lastUpdated }),
    specs: t.field({ type: JsonScalar, resolve: (v) => v.product.specs }),
    mpn: t.string({ nullable: true, description: 'The primary manufacturer part number (a product may list several)', resolve: (v) => v.product.mpn }),
    gtin: t.string({ nullable: true, description: 'GTIN (EAN/UPC) where one is published, as published', resolve: (v) => v.product.ean }),
    releasedAt: t.string({ nullable: true, resolve: (v) => v.product.releasedAt }),
  }),
});

OfferRef.implement({
  description: 'One store offer for a product',
  fields: (t) => ({
    id: t.exposeInt('id'),
    store: t.exposeString('storeId'),
    storeName: t.string({
      resolve: async (o, _a, ctx) => (await StoreRef.getDataloader(ctx).load(o.storeId)).name,
    }),
    storeCity: t.string({
      resolve: async (o, _a, ctx) => (await StoreRef.getDataloader(ctx).load(o.storeId)).city,
    }),
    price: t.float({ nullable: true, resolve: (o) => o.price }),
    currency: t.string({ nullable: true, resolve: (o) => o.currency }),
    availability: t.exposeString('availability'),
    retailerUrl: t.exposeString('retailerUrl'),
    serviceUrl: t.string({
      resolve: async (o, _a, ctx) => ctx.urls.offerPage(o.productId, (await ProductRef.getDataloader(ctx).load(o.productId)).product.name, o.id),
    }),
    englishUrl: t.string({
      resolve: async (o, _a, ctx) => ctx.urls.offerPageEn(o.productId, (await ProductRef.getDataloader(ctx).load(o.productId)).product.name, o.id),
    }),
    lastUpdated: t.string({ nullable: true, resolve: (o) => o.lastUpdated }),
  }),
});

builder.queryFields((t) => ({
  product: t.field({
    type: ProductRef,
    nullable: true,
    description: 'One product of the current release, or null when the release has no such id',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, ctx) => (ctx.model.productById.has(id) ? id : null),
  }),
  products: t.field({
    type: [ProductRef],
    nullable: { list: false, items: true },
    description: `Up to ${MAX_PRODUCT_IDS} products by id (a batch's worth), in the order asked; null for ids the release lacks`,
    args: { ids: t.arg.intList({ required: true }) },
    complexity: ({ ids }) => ({ field: 1, multiplier: Math.min(ids.length, MAX_PRODUCT_IDS + 1) }),
    resolve: (_root, args, ctx) => fieldInput(ctx, productsArgs, args).ids.map((id) => (ctx.model.productById.has(id) ? id : null)),
  }),
}));
