/** The synthetic catalog's stores, spread over Kosovo's cities. */
import type { Store } from '../../src/catalog/types.js';

const CITIES = ['Prishtinë', 'Prizren', 'Pejë', 'Ferizaj', 'Gjakovë', 'Gjilan', 'Mitrovicë', 'Podujevë', 'Vushtrri', 'Suharekë'];
const STORE_WORDS = ['Tech', 'Komponente', 'PC', 'Digital', 'IT', 'Computers', 'Hardware', 'Byte', 'Chip', 'Gaming'];
const STORE_NAMES = ['Arbëria', 'Dardani', 'Iliria', 'Kosova', 'Drini', 'Sharri', 'Nerodime', 'Rugova', 'Llapi', 'Morava', 'Ibri', 'Bjeshka'];

export function syntheticStores(count: number): Store[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${STORE_NAMES[i % STORE_NAMES.length]} ${STORE_WORDS[(i * 7) % STORE_WORDS.length]}${i >= STORE_NAMES.length ? ` ${Math.floor(i / STORE_NAMES.length) + 1}` : ''}`;
    const id = name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    return { id: `syn-${id}`.slice(0, 64), name, city: CITIES[i % CITIES.length], website: `https://${id.replace(/-/g, '')}.example` };
  });
}
