import type { Category } from './types.js';

/** English names of the categories, as listings and suggestions show them. */
export const CATEGORY_LABELS: Record<Category, string> = {
  CPU: 'Processors (CPU)',
  GPU: 'Graphics cards (GPU)',
  MOTHERBOARD: 'Motherboards',
  RAM: 'Memory (RAM)',
  STORAGE: 'Storage (SSD, NVMe, HDD)',
  PSU: 'Power supplies (PSU)',
  CASE: 'PC cases',
  COOLING: 'CPU coolers',
};
