import { CATEGORIES, type Category } from '../enums.js';

/** Where each category's part stands in a plan: every category has a place, or this does not compile. */
const PLACE: Record<Category, number> = { CPU: 0, MOTHERBOARD: 1, RAM: 2, GPU: 3, STORAGE: 4, PSU: 5, CASE: 6, COOLING: 7 };

/** The order parts are listed in: the platform first, then graphics, then what houses and feeds it. */
export const PART_ORDER: readonly Category[] = [...CATEGORIES].sort((a, b) => PLACE[a] - PLACE[b]);
