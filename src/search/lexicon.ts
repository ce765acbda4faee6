/**
 * The fixed vocabulary the query parser recognises, all in folded form (no diacritics,
 * lowercase; see `fold`). Phrases are space-separated token sequences and are matched
 * longest first, so `cpu cooler` wins over `cpu` and `karta grafike` over `grafike`.
 */
import type { Category } from '../catalog/types.js';

export interface CategoryPhrase {
  category: Category;
  /** Tokens that stay in the query as search terms (`nvme` also narrows STORAGE to NVMe drives). */
  keep?: string[];
}

const cat = (category: Category, words: string[], keep?: string[]): [string, CategoryPhrase][] => words.map((w) => [w, keep ? { category, keep } : { category }]);

export const CATEGORY_PHRASES: ReadonlyMap<string, CategoryPhrase> = new Map([
  ...cat('CPU', ['cpu', 'cpus', 'processor', 'processors', 'procesor', 'procesori', 'procesore', 'procesoret', 'procesora', 'procesorer']),
  ...cat('GPU', [
    'gpu',
    'gpus',
    'graphics card',
    'graphics cards',
    'graphic card',
    'graphics',
    'video card',
    'video cards',
    'vga',
    'karta grafike',
    'karte grafike',
    'kartela grafike',
    'kartele grafike',
    'kartelat grafike',
    'grafike',
    'grafika',
    'graficka karta',
    'graficka kartica',
    'video kartica',
  ]),
  ...cat('MOTHERBOARD', ['motherboard', 'motherboards', 'mainboard', 'mainboards', 'mobo', 'pllake ame', 'pllaka ame', 'pllaka e ames', 'pllaken ame', 'maticna ploca', 'maticna']),
  ...cat('RAM', ['ram', 'ram memory', 'memory', 'memorie', 'memoria', 'memorje', 'memorja', 'memorija', 'radna memorija']),
  ...cat('STORAGE', ['storage', 'disk', 'disks', 'disku', 'drive', 'drives']),
  ...cat('STORAGE', ['hard disk', 'hard disku', 'hard drive', 'hard drives', 'harddisk'], ['hdd']),
  ...cat('STORAGE', ['ssd', 'ssds'], ['ssd']),
  ...cat('STORAGE', ['hdd', 'hdds'], ['hdd']),
  ...cat('STORAGE', ['nvme', 'nvme ssd', 'm2 ssd'], ['nvme']),
  ...cat('PSU', [
    'psu',
    'psus',
    'power supply',
    'power supplies',
    'power supply unit',
    'ushqyes',
    'ushqyesi',
    'ushqyese',
    'furnizues',
    'furnizuesi',
    'furnizues rryme',
    'napajanje',
    'napajanja',
  ]),
  ...cat('CASE', ['case', 'cases', 'pc case', 'computer case', 'chassis', 'kuti', 'kutia', 'kutija', 'kase', 'kasa', 'kasat', 'shtepize', 'shtepiza']),
  ...cat('COOLING', ['cooler', 'coolers', 'cpu cooler', 'cpu coolers', 'cooling', 'ftohes', 'ftohesi', 'ftohese', 'ftohje', 'hladnjak', 'kuler']),
  ...cat('COOLING', ['aio', 'aio cooler', 'water cooling', 'water cooler', 'liquid cooler', 'liquid cooling', 'ftohes uji', 'ftohje me uje'], ['aio']),
  ...cat('COOLING', ['air cooler', 'ftohes ajri'], ['air']),
]);

/** Kosovo cities: every spelling (Albanian definite/indefinite, Serbian, ASCII) → canonical name. */
const CITY_SPELLINGS: Record<string, string[]> = {
  Prishtinë: ['prishtine', 'prishtina', 'prishtines', 'prishtinen', 'pristina', 'pristine'],
  Prizren: ['prizren', 'prizreni', 'prizrenit'],
  Pejë: ['peje', 'peja', 'pejes', 'pejen', 'pec'],
  Ferizaj: ['ferizaj', 'ferizaji', 'ferizajt', 'urosevac'],
  Gjakovë: ['gjakove', 'gjakova', 'gjakoves', 'gjakoven', 'dakovica', 'djakovica'],
  Gjilan: ['gjilan', 'gjilani', 'gjilanit', 'gnjilane'],
  Mitrovicë: ['mitrovice', 'mitrovica', 'mitrovices', 'mitrovicen', 'kosovska mitrovica'],
};

export const CITY_ALIASES: ReadonlyMap<string, string> = new Map(Object.entries(CITY_SPELLINGS).flatMap(([city, spellings]) => spellings.map((s) => [s, city] as const)));

/** Phrases that ask for the cheapest first (effective sort `price_asc` unless the caller sorted). */
export const CHEAP_PHRASES: readonly string[] = [
  'cheapest',
  'cheap',
  'cheaper',
  'lowest price',
  'lowest priced',
  'best price',
  'least expensive',
  'budget',
  'me i lire',
  'me e lire',
  'me te lire',
  'me te lirat',
  'me te lirin',
  'me lire',
  'i lire',
  'e lire',
  'te lire',
  'lire',
  'me i lireshem',
  'i lireshem',
  'lireshem',
  'cmimi me i ulet',
  'cmim te ulet',
  'cmimi i ulet',
  'najjeftiniji',
  'jeftino',
];

/** Phrases that ask for the most expensive first. */
export const EXPENSIVE_PHRASES: readonly string[] = ['most expensive', 'priciest', 'highest price', 'me i shtrenjte', 'me e shtrenjte', 'me te shtrenjte', 'i shtrenjte', 'e shtrenjte'];

/** Phrases that ask for the newest first. */
export const NEWEST_PHRASES: readonly string[] = ['newest', 'latest', 'most recent', 'me i ri', 'me e re', 'me te rinj', 'me te rejat', 'i ri', 'e re'];

/** Phrases that ask for products in stock. */
export const STOCK_PHRASES: readonly string[] = [
  'in stock',
  'instock',
  'available',
  'ne stok',
  'ne stock',
  'me stok',
  'ne gjendje',
  'ne dispozicion',
  'disponueshem',
  'i disponueshem',
  'na stanju',
];

/**
 * Filler words dropped from the terms (prepositions, articles, shop talk). They never
 * name a product, and requiring them would turn `ryzen 7600 in prishtina` into nothing.
 */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'in',
  'at',
  'near',
  'from',
  'for',
  'of',
  'and',
  'or',
  'with',
  'to',
  'on',
  'buy',
  'price',
  'prices',
  'store',
  'shop',
  'stores',
  'shops',
  'best',
  'good',
  'new',
  'eur',
  'euro',
  'euros',
  'ne',
  'nga',
  'per',
  'dhe',
  'ose',
  'te',
  'tek',
  'ku',
  'me',
  'blej',
  'cmim',
  'cmimi',
  'cmimet',
  'dyqan',
  'dyqani',
  'dyqane',
  'qytet',
  'qyteti',
  'u',
  'na',
  'za',
  'i',
  'e',
  'cena',
  'kosovo',
  'kosove',
  'kosova',
  'pc',
  'computer',
  'kompjuter',
  'kompjuteri',
  'kompjuterit',
]);

/**
 * Words that describe a use rather than a product (`gaming gpu`): optional terms that lift
 * products naming them (`MSI GAMING X`) but never exclude the others. Alone, with nothing
 * else to go on, they are ordinary terms.
 */
export const SOFT_WORDS: ReadonlySet<string> = new Set(['gaming', 'gamer', 'lojera', 'lojra', 'lojerash', 'igrice']);

/**
 * Albanian and Serbian words rewritten to the English word product data uses
 * (`kuti e bardhe` → `white`; colours are in the specs in English).
 */
export const SYNONYMS: ReadonlyMap<string, string> = new Map([
  ['bardhe', 'white'],
  ['bardh', 'white'],
  ['bela', 'white'],
  ['beli', 'white'],
  ['zeze', 'black'],
  ['zi', 'black'],
  ['crna', 'black'],
  ['crni', 'black'],
  ['argjend', 'silver'],
  ['argjendte', 'silver'],
  ['srebrna', 'silver'],
  ['ajri', 'air'],
  ['uji', 'aio'],
]);
