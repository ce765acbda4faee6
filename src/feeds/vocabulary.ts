import type { Category } from '../catalog/types.js';

/**
 * The words the matcher knows, folded (lowercase, no diacritics): what shops put in front
 * of a title, colours, the words that name a variant, the words that only describe, and
 * the brands of the market the catalog does not carry. Kept apart from the logic so a new
 * word is a one-line change.
 */

/** Category phrases a Kosovo shop puts in front of a title (Albanian, English, Serbian). Longest match wins. */
export const CATEGORY_PREFIXES: readonly [string, Category][] = [
  ['cpu cooler', 'COOLING'], ['cpu fan', 'COOLING'], ['cpu air cooler', 'COOLING'], ['ftohes cpu', 'COOLING'],
  ['ftohes per cpu', 'COOLING'], ['ftohes per procesor', 'COOLING'], ['ftohes procesori', 'COOLING'], ['ftohes uji', 'COOLING'],
  ['ftohes', 'COOLING'], ['ftohesi', 'COOLING'], ['ftohje', 'COOLING'], ['ftohje me uje', 'COOLING'], ['cooler', 'COOLING'],
  ['kuler', 'COOLING'], ['hladnjak', 'COOLING'], ['aio', 'COOLING'], ['liquid cooler', 'COOLING'], ['water cooler', 'COOLING'],
  ['ftohes kompjuteri', 'COOLING'],
  ['procesor', 'CPU'], ['procesori', 'CPU'], ['processor', 'CPU'], ['cpu', 'CPU'], ['procesor desktop', 'CPU'],
  ['karte grafike', 'GPU'], ['karta grafike', 'GPU'], ['kartele grafike', 'GPU'], ['kartela grafike', 'GPU'], ['grafike', 'GPU'],
  ['graphics card', 'GPU'], ['graphic card', 'GPU'], ['video card', 'GPU'], ['vga', 'GPU'], ['gpu', 'GPU'], ['graficka karta', 'GPU'],
  ['pllake ame', 'MOTHERBOARD'], ['pllaka ame', 'MOTHERBOARD'], ['pllaka e ames', 'MOTHERBOARD'], ['motherboard', 'MOTHERBOARD'],
  ['mainboard', 'MOTHERBOARD'], ['maticna ploca', 'MOTHERBOARD'], ['mobo', 'MOTHERBOARD'],
  ['memorie ram', 'RAM'], ['memorie', 'RAM'], ['memoria ram', 'RAM'], ['memoria', 'RAM'], ['memorje', 'RAM'], ['ram', 'RAM'],
  ['ram memory', 'RAM'], ['memory', 'RAM'], ['desktop memory', 'RAM'], ['memorie kompjuteri', 'RAM'],
  ['ssd', 'STORAGE'], ['disk ssd', 'STORAGE'], ['disk', 'STORAGE'], ['disku', 'STORAGE'], ['hdd', 'STORAGE'], ['hard disk', 'STORAGE'],
  ['hard disku', 'STORAGE'], ['hard drive', 'STORAGE'], ['nvme', 'STORAGE'], ['m2 ssd', 'STORAGE'], ['m2 nvme', 'STORAGE'],
  ['ushqyes', 'PSU'], ['ushqyesi', 'PSU'], ['furnizues', 'PSU'], ['furnizuesi', 'PSU'], ['furnizues rryme', 'PSU'],
  ['furnizues me rryme', 'PSU'], ['power supply', 'PSU'], ['psu', 'PSU'], ['napajanje', 'PSU'], ['ushqyes kompjuteri', 'PSU'],
  ['kuti', 'CASE'], ['kutia', 'CASE'], ['kase', 'CASE'], ['kasa', 'CASE'], ['shtepize', 'CASE'], ['shtepiza', 'CASE'],
  ['case', 'CASE'], ['pc case', 'CASE'], ['chassis', 'CASE'], ['kuti kompjuteri', 'CASE'], ['kuti pc', 'CASE'], ['kase kompjuteri', 'CASE'],
  ['kutia e kompjuterit', 'CASE'], ['kuci', 'CASE'],
];

/** Colour words (Albanian, English, German, shop abbreviations) → canonical colour. */
export const COLOR_WORDS: ReadonlyMap<string, string> = new Map([
  ['white', 'white'], ['bardhe', 'white'], ['bardh', 'white'], ['wh', 'white'], ['chalk', 'white'], ['weiss', 'white'], ['snow', 'white'],
  ['black', 'black'], ['zeze', 'black'], ['zi', 'black'], ['blk', 'black'], ['charcoal', 'black'], ['schwarz', 'black'], ['chromax', 'black'],
  ['silver', 'silver'], ['argjendte', 'silver'], ['argjend', 'silver'],
  ['grey', 'grey'], ['gray', 'grey'], ['hiri', 'grey'],
  ['brown', 'brown'], ['kafe', 'brown'],
  ['graphite', 'graphite'], ['jade', 'jade'],
  ['pink', 'pink'], ['roze', 'pink'], ['red', 'red'], ['kuqe', 'red'], ['blue', 'blue'], ['kalter', 'blue'],
  ['green', 'green'], ['gjelber', 'green'], ['gold', 'gold'], ['wood', 'wood'], ['walnut', 'wood'], ['aqua', 'aqua'],
]);

/** Line words that come in one colour only: a card of Gigabyte's `AERO` or `ICE` line is white, whether the title says so or not. */
export const COLOUR_LINES: ReadonlyMap<string, string> = new Map([
  ['aero', 'white'],
  ['ice', 'white'],
]);

/**
 * Words that name an edition or a version in any category: a listing that carries one the
 * product does not have names another product (`XL`, `V2`, `MKII`, `SE`, `G2`, `CO`, `Zero
 * Dark`, `Nano`, `ARGB`, `LCD`, `Ti`, `Super`, `OC` on a card).
 */
export const EDITION_WORDS: ReadonlySet<string> = new Set([
  'xl', 'xxl', 'mini', 'nano', 'compact', 'slim', 'sff', 'lp', 'max', 'plus', 'pro', 'ultra', 'elite', 'lite', 'evo', 'neo',
  'se', 'limited', 'special', 'anniversary', 'signature', 'founders', 'duo', 'trio', 'btf',
  'solo', 'mkii', 'mkiii', 'ii', 'iii', 'iv', 'rgb', 'argb', 'drgb', 'lcd', 'digital', 'display', 'screen', 'touch', 'vision',
  'frost', 'ice', 'zero', 'dark', 'stealth', 'silent', 'airflow', 'flow', 'mesh', 'rs', 'dx', 'fx', 'co', 'lbc', 'hbc',
  'redux', 'performance', 'infinite', 'sl', 'inf', 'xs', 'oc', 'soc', 'shift', 'core', 'creator', 'hero', 'extreme',
  'premium', 'advanced', 'essential', 'essentials', 'standard', 'std', 'x3d', 'pg', 'ssd', 'hs', 'heatsink', 'tray', 'mk',
  'spectral', 'royal', 'halo', 'ax', 'ac', 'csm', 'blackedition',
]);

/** Edition words of one category only (`Ti` on a card, `SO-DIMM` for memory, `portable` for a drive). */
export const EDITION_WORDS_IN: Partial<Record<Category, ReadonlySet<string>>> = {
  GPU: new Set(['ti', 'super', 'xt', 'xtx', 'gre']),
  // `B760M` is the micro-ATX board, `B760` the ATX one.
  MOTHERBOARD: new Set(['m']),
  RAM: new Set(['sodimm', 'ecc', 'registered', 'rdimm', 'laptop', 'notebook']),
  STORAGE: new Set(['portable', 'external', 'usb']),
};

/** Version markers written as a letter and a number: `V2`, `MK2`, `G2`, `Gen 2`, `R2.0`, `E1`. */
export const VERSION_TOKEN = /^(?:v\d{1,2}|mk\d|mkii|mkiii|g\d{1,2}|gen\d|r\d{1,2}|e\d)$/;

/**
 * Words that only describe: never evidence of a variant even when a product's name has
 * them (`Gaming`, `Edition`, `Power` in "Pure Power", `Air` in "air cooler").
 */
export const DESCRIPTIVE: ReadonlySet<string> = new Set([
  'gaming', 'edition', 'series', 'new', 'original', 'retail', 'genuine', 'official', 'garanci', 'garancion', 'warranty', 'with',
  'me', 'and', 'per', 'for', 'the', 'of', 'e', 'i', 'te', 'nga', 'dhe', 'power', 'supply', 'liquid', 'air', 'cooler', 'cooling',
  'cpu', 'gpu', 'graphics', 'card', 'desktop', 'processor', 'memory', 'ram', 'dimm', 'udimm', 'drive', 'disk', 'internal',
  'motherboard', 'mainboard', 'case', 'tower', 'mid', 'midtower', 'full', 'fan', 'fans', 'box', 'boxed', 'wof', 'mpk', 'kit',
  'black', 'modular', 'fully', 'semi', 'non', 'watt', 'atx', 'matx', 'miniitx', 'itx', 'eatx', 'version', 'model', 'pcs',
  'heatpipe', 'heatpipes', 'low', 'profile', 'height', 'dual', 'tempered', 'glass', 'tg', 'clear', 'tint', 'light', 'window',
  'windowed', 'solid', 'quiet', 'ready', 'support', 'socket', 'chipset', 'nas', 'hard', 'state', 'nand', 'tlc', 'qlc',
  'wifi', 'aura', 'sync', 'titanium', 'bronze', 'gold', 'platinum', '80plus', 'pwm', 'tdp', 'radiator', 'water', 'single',
  'usbc',
]);

/** Words that describe in one category though they name a variant in others (`Core` of a six-core CPU, `SSD` on a disk). */
export const DESCRIPTIVE_IN: Partial<Record<Category, ReadonlySet<string>>> = {
  CPU: new Set(['core', 'cores', 'threads', 'unlocked', 'cache', 'radeon', 'vega', 'uhd', 'iris', 'integrated', 'wraith', 'stealth', 'prism', 'spire', 'ultra', 'oc']),
  MOTHERBOARD: new Set(['oc', 'hdmi', 'dp', 'displayport', 'lan', '5g', '2g']),
  GPU: new Set(['video', 'geforce', 'radeon', 'nvidia', 'rtx', 'gtx', 'rx', 'bit', 'hdmi', 'dp', 'displayport', 'dlss', 'ray', 'tracing', 'axial', 'tech', 'triple']),
  STORAGE: new Set(['ssd', 'nvme', 'sata', 'm2', 'pcie3', 'pcie4', 'pcie5', 'solid', 'ps5', 'read', 'write', 'game', 'playstation']),
  RAM: new Set(['expo', 'xmp', 'channel', 'overclocking']),
  PSU: new Set(['pcie5', 'cybenetics', 'atx']),
  COOLING: new Set(['aio', 'heatsink']),
};

/** Words describing a category that shops add anywhere in a title (not only in front). */
export const CATEGORY_WORDS: ReadonlySet<string> = new Set([
  'procesor', 'procesori', 'karte', 'karta', 'kartele', 'kartela', 'grafike', 'pllake', 'pllaka', 'ame', 'memorie', 'ushqyes',
  'furnizues', 'rryme', 'kuti', 'kutia', 'kase', 'shtepize', 'ftohes', 'ftohje', 'uje', 'disk', 'ssd', 'hdd', 'kompjuteri',
  'video', 'vga', 'psu', 'chassis', 'aio', 'bertham', 'berthama', 'cores', 'threads', 'ventilatore', 'ventilator', 'grafik',
]);

/** Chip makers named on partner cards, boards and memory; they say nothing about the maker of the part. */
export const CHIP_BRANDS: ReadonlySet<string> = new Set(['amd', 'intel', 'nvidia']);

/**
 * PC-part brands the catalog does not carry. A listing naming one of them is another
 * maker's product, whatever model words it shares with ours.
 */
export const FOREIGN_BRANDS: readonly string[] = [
  'adata', 'xpg', 'pny', 'inno3d', 'kfa2', 'galax', 'colorful', 'manli', 'biostar', 'sparkle', 'acer', 'yeston', 'maxsun',
  'afox', 'emtek', 'netac', 'transcend', 'silicon power', 'hikvision', 'kioxia', 'sk hynix', 'hynix', 'apacer', 'verbatim',
  'goodram', 'chieftec', 'xilence', 'sharkoon', 'aerocool', 'segotep', 'lc power', 'zalman', 'gamdias', 'darkflash',
  'valkyrie', 'alphacool', 'ek', 'xigmatek', 'antec', 'enermax', 'super flower', 'cougar', 'raijintek', 'inter tech',
  'logitech', 'razer', 'hyperx', 'steelseries', 'redragon', 'lenovo', 'hp', 'dell', 'apple', 'sandisk', 'orico', 'tp link',
  'creative', 'eaton', 'apc', 'cablemod', 'thermal grizzly', 'powerspec', 'mushkin', 'timetec', 'oloy', 'kingbank', 'fanxiang',
  'kingspec', 'walram', 'asgard',
];

/** Words that make a listing something other than one PC component, wherever they stand. */
export const NOT_A_COMPONENT_WORDS: readonly string[] = [
  'laptop', 'notebook', 'ultrabook', 'pc gaming', 'gaming pc', 'desktop pc', 'kompjuter gaming', 'mini pc', 'all in one',
  'all-in-one', 'server', 'workstation', 'mouse', 'maus', 'miush', 'keyboard', 'tastiere', 'headset', 'kufje', 'headphones',
  'monitor', 'tablet', 'smartphone', 'iphone', 'galaxy tab', 'galaxy s', 'printer', 'router', 'webcam', 'mousepad',
  'chair', 'karrige', 'usb flash', 'flash drive', 'microsd', 'microsdxc', 'sdxc', 'sd card', 'datatraveler', 'enclosure',
  'kuti e jashtme', 'egpu', 'ups', 'stabilizator', 'contact frame', 'mounting kit', 'fan controller', '3 pack', '5 pack',
  'triple pack', 'extension cable', 'pack fans', 'dvd', 'uni hub', 'strimer', 'galaxy', 'phone',
];

/** Leading words of a title that name an accessory or another kind of product. */
export const NOT_A_COMPONENT_PREFIXES: readonly string[] = [
  'kabllo', 'kabell', 'cable', 'adapter', 'adaptor', 'ventilator', 'fan', 'riser', 'mbajtese', 'mbeshtetese', 'holder',
  'bracket', 'mount', 'vertical gpu', 'tester', 'pasta', 'paste', 'kartele zeri', 'kartele wi fi', 'wi fi kartele',
  'front panel', 'bateri', 'mbrojtes', 'ftohes m2', 'ftohes ssd', 'kompjuter', 'pc', 'desktop', 'thermal paste', 'paste termike',
  'samsung bar', 'kuti e jashtme', 'wi fi', 'wifi kartele', 'server', 'monitor',
];
