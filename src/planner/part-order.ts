import type { Category } from '../catalog/types.js';

/** The order parts are listed in: the platform first, then graphics, then what houses and feeds it. */
export const PART_ORDER: readonly Category[] = ['CPU', 'MOTHERBOARD', 'RAM', 'GPU', 'STORAGE', 'PSU', 'CASE', 'COOLING'];
