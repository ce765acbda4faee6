import type { Store } from '../src/catalog/types.js';
import { builder } from './builder.js';
import { countLoad } from './context.js';

export const StoreRef = builder.loadableObject('Store', {
  description: 'A participating store',
  load: async (ids: string[], ctx) => {
    countLoad(ctx, 'store', ids.length);
    return ids.map((id): Store | Error => ctx.model.storeById.get(id) ?? new Error(`store ${id} is not in the release`));
  },
  sort: (store) => store.id,
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    city: t.exposeString('city'),
    website: t.exposeString('website'),
  }),
});
