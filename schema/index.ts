import { builder } from './builder.js';
import './json.js';
import './catalog.js';
import './store.js';
import './product.js';
import './compare.js';
import './build.js';
import './search.js';
import './lookup.js';
import './price-history.js';
import './build-plan.js';

export const schema = builder.toSchema({ sortSchema: false });
