import { coverageNote, dataConfidence, freshnessNote, MARKET } from '../src/catalog/notes.js';
import type { ReadModel } from '../src/catalog/read-model.js';
import type { Store } from '../src/catalog/types.js';
import { builder } from './builder.js';

export const ParticipatingStore = builder.objectRef<Store>('ParticipatingStore').implement({
  description: 'A store whose offers the release carries',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    city: t.exposeString('city'),
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
  }),
});

builder.queryField('catalog', (t) => t.field({ type: Catalog, resolve: (_root, _args, ctx) => ctx.model }));
