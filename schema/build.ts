import { buildView, type BuildPartView, type BuildView } from '../src/catalog/builds.js';
import { builder } from './builder.js';

const BuildPart = builder.objectRef<BuildPartView>('BuildPart').implement({
  description: 'One part of a curated build, priced against the current release',
  fields: (t) => ({
    category: t.string({ resolve: (p) => p.part.category }),
    categorySlug: t.exposeString('categorySlug'),
    productId: t.int({ resolve: (p) => p.part.productId }),
    name: t.exposeString('name', { nullable: true }),
    price: t.exposeFloat('price', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    inStock: t.exposeBoolean('inStock'),
    available: t.exposeBoolean('available'),
    dataConfidence: t.exposeString('dataConfidence', { nullable: true }),
    dataWarning: t.exposeString('dataWarning', { nullable: true }),
    lastUpdated: t.exposeString('lastUpdated', { nullable: true }),
    serviceUrl: t.string({
      resolve: (p, _a, ctx) => ctx.urls.productPage(p.part.productId, p.name ?? p.part.category),
    }),
    englishUrl: t.string({
      resolve: (p, _a, ctx) => ctx.urls.productPageEn(p.part.productId, p.name ?? p.part.category),
    }),
  }),
});

const Build = builder.objectRef<BuildView>('Build').implement({
  description: 'A curated complete build with live part prices',
  fields: (t) => ({
    id: t.string({ resolve: (b) => b.build.id }),
    name: t.string({ resolve: (b) => b.build.name }),
    budgetTier: t.string({ resolve: (b) => b.build.budgetTier }),
    total: t.exposeFloat('total', { nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    partCount: t.int({ resolve: (b) => b.parts.length }),
    missingPartCount: t.exposeInt('missingPartCount'),
    complete: t.exposeBoolean('complete'),
    outOfStockPartCount: t.exposeInt('outOfStockPartCount'),
    readyToBuy: t.exposeBoolean('readyToBuy'),
    parts: t.field({ type: [BuildPart], resolve: (b) => b.parts }),
    pageUrl: t.string({ resolve: (b, _a, ctx) => ctx.urls.buildPage(b.build.id) }),
    builderUrl: t.string({ resolve: (b, _a, ctx) => ctx.urls.builderPage(b.build.id) }),
  }),
});

builder.queryField('builds', (t) =>
  t.field({
    type: [Build],
    nullable: true,
    description: 'Curated builds in tiers Budget, Entry, Mid and High',
    resolve: (_root, _args, ctx) => ctx.model.builds.map((b) => buildView(ctx.model, b)),
  }),
);
