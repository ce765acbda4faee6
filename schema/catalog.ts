import { coverageNote, dataConfidence, freshnessNote, MARKET } from '../src/catalog/notes.js';
import type { ReadModel } from '../src/catalog/read-model.js';
import type { DataSource, Store } from '../src/catalog/types.js';
import { builder } from './builder.js';

export const ParticipatingStore = builder.objectRef<Store>('ParticipatingStore').implement({
  description: 'A store whose offers the release carries',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    city: t.exposeString('city'),
  }),
});

export const CatalogSource = builder.objectRef<DataSource>('CatalogSource').implement({
  description: 'Where the canonical products of a release come from, and under which licence (the attribution it requires)',
  fields: (t) => ({
    name: t.exposeString('name'),
    url: t.exposeString('url'),
    licence: t.exposeString('licence'),
    licenceUrl: t.exposeString('licenceUrl'),
    commit: t.exposeString('commit', { description: 'The source commit the catalog was imported from' }),
  }),
});

export const Catalog = builder.objectRef<ReadModel>('Catalog').implement({
  description: 'Metadata of the catalog release an answer comes from',
  fields: (t) => ({
    releaseId: t.string({ resolve: (m) => m.release.id }),
    degraded: t.boolean({ resolve: (m) => m.degraded }),
    generatedAt: t.string({ resolve: (m) => m.release.generatedAt }),
    country: t.string({ resolve: () => 'XK' }),
    market: t.string({ resolve: () => MARKET }),
    currency: t.string({ resolve: () => 'EUR' }),
    participatingStoreCount: t.int({ resolve: (m) => m.stores.length }),
    participatingStores: t.field({ type: [ParticipatingStore], resolve: (m) => m.stores }),
    coverageNote: t.string({ resolve: coverageNote }),
    freshnessNote: t.string({ resolve: freshnessNote }),
    dataConfidence: t.string({ resolve: dataConfidence }),
    dataSource: t.field({ type: CatalogSource, nullable: true, resolve: (m) => m.release.dataSource }),
  }),
});

builder.queryField('catalog', (t) => t.field({ type: Catalog, resolve: (_root, _args, ctx) => ctx.model }));
