import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/catalog/types.js';
import { createMatcher, type MatchInput } from '../../src/feeds/match.js';
import { seedProducts } from './helpers.js';

const products = seedProducts();
const matcher = createMatcher(products);
const match = (title: string, extra: Partial<MatchInput> = {}) => matcher.match({ title, ...extra });
const matchedId = (title: string, extra: Partial<MatchInput> = {}) => {
  const r = match(title, extra);
  return r.kind === 'matched' ? r.productId : r.kind;
};
const withProduct = (id: number, change: Partial<Product>) => products.map((p) => (p.id === id ? ({ ...p, ...change } as Product) : p));

describe('identifiers', () => {
  it('matches by GTIN first, ignoring leading zeros, and says so in the evidence', () => {
    const m = createMatcher(withProduct(1027, { ean: '0730143314442' }));
    expect(m.match({ title: 'anything at all', gtin: '730143314442' })).toMatchObject({
      kind: 'matched',
      productId: 1027,
      method: 'gtin',
      confidence: 1,
      evidence: { agreed: ['GTIN 730143314442'], conflicts: [] },
    });
    expect(m.match({ title: 'anything at all', ean: '0730143314442' })).toMatchObject({ kind: 'matched', productId: 1027, method: 'gtin' });
  });

  it('reports a GTIN shared by two products as ambiguous', () => {
    const shared = products.map((p) => (p.id === 1027 || p.id === 1028 ? ({ ...p, ean: '4006381333931' } as Product) : p));
    expect(createMatcher(shared).match({ title: 'x', gtin: '4006381333931' })).toMatchObject({ kind: 'ambiguous', candidates: [1027, 1028] });
  });

  it('matches by MPN whatever its punctuation, without needing the brand in the title', () => {
    expect(match('Karte grafike', { mpn: 'gv-n4060eagle oc-8gd' })).toMatchObject({ kind: 'matched', productId: 2024, method: 'mpn', confidence: 0.97 });
    expect(match('Kingston Fury Beast 32GB DDR5', { mpn: 'KF560C30BBEK2-32' })).toMatchObject({ productId: 4069, method: 'mpn' });
  });

  it('reads the words of a part number the title spells word by word as the code, not as another edition', () => {
    // `GP` starts Gigabyte's other supplies (`GP-P750GM`); here it is the first word of this unit's own code.
    expect(matchedId('Gigabyte GP-UD850GM PG5 850W 80+ Gold Fully Modular PCIe 5.0', { mpn: 'GP-UD850GM PG5' })).toBe(6109);
    expect(matchedId('Gigabyte GP-UD850GM PG5 850W 80+ Gold Fully Modular PCIe 5.0')).toBe(6109);
    // A source's "part number" that is only the name again makes no word the product's own.
    expect(matchedId('DeepCool CH560 Digital Black')).not.toBe(7104);
  });

  it('takes a part number written for another region as the one product it names', () => {
    // The catalog holds the RM750e's `-NA`/`-EU`/`-UK`/`-AU` codes, and the 990 PRO's `/AM`.
    expect(match('Ushqyes Corsair RM750e', { mpn: 'CP-9020262-WW' })).toMatchObject({ kind: 'matched', productId: 6005, method: 'mpn' });
    expect(match('Samsung 990 PRO 1TB', { mpn: 'MZ-V9P1T0B/EU' })).toMatchObject({ kind: 'matched', productId: 5001, method: 'mpn' });
    expect(match('CP-9020262-WW')).toMatchObject({ kind: 'matched', productId: 6005 });
  });

  it('takes a part number the source gives two products as the one the title spells', () => {
    expect(match('Seagate IronWolf 4TB NAS 3.5" HDD ST4000VN006', { mpn: 'ST4000VN006' })).toMatchObject({ kind: 'matched', productId: 5121, method: 'mpn' });
  });

  it('refuses an identifier whose title states a conflicting attribute', () => {
    const r = match('Samsung 990 PRO 2TB', { mpn: 'MZ-V9P1T0BW' });
    expect(r).toMatchObject({ kind: 'unmatched', code: 'identifier_conflict', candidates: [5001] });
    expect(r.kind !== 'matched' && r.reason).toMatch(/capacity: listing 2000 GB, product 1000 GB/);
  });

  it('sends a listing whose MPN and title name different products to review', () => {
    expect(match('MSI GeForce RTX 4060 Ti VENTUS 2X BLACK 8G OC', { mpn: 'V516-001R' })).toMatchObject({ kind: 'ambiguous', candidates: [2020, 2033] });
  });

  it('falls back to the title when the MPN is unknown', () => {
    expect(match('Samsung 990 PRO 2TB', { mpn: 'NOT-A-REAL-MPN' })).toMatchObject({ kind: 'matched', productId: 5002, method: 'title' });
  });

  it('takes the maker’s code written in the title as the SKU, whatever else the head calls it', () => {
    // The catalog names CA-1Y3-00M1WN-00 `CTE E600 Black`; Thermaltake's `MX` is also the line of the CTE E660 MX.
    expect(match('Thermaltake CTE E600 MX Black Mid Tower CA-1Y3-00M1WN-00')).toMatchObject({ kind: 'matched', productId: 29889, method: 'mpn' });
    expect(match('Thermaltake CTE E600 MX Black Mid Tower')).toMatchObject({ kind: 'unmatched', code: 'conflict' });
  });

  it('finds a catalog MPN written inside the title, even alone or in a coded name', () => {
    expect(match('Memorie Corsair CMK32GX5M2B6000C30')).toMatchObject({ kind: 'matched', productId: 4003, method: 'mpn' });
    expect(match('SSR-650FX')).toMatchObject({ kind: 'matched', productId: 6022, method: 'mpn' });
    expect(match('Kartë grafike ASUS DUAL-RTX4060-O8G')).toMatchObject({ kind: 'matched', productId: 2016, method: 'mpn' });
  });

  it('reads a code that starts a sibling’s model name (`PH-P750G` in `PH-P750GS`) as its own product’s code', () => {
    expect(match('Phanteks AMP 750W 80 PLUS Gold Fully Modular PH-P750G')).toMatchObject({ kind: 'matched', productId: 25793 });
    // A code that is whole words of another model's name is left to the title's words.
    expect(match('ASRock A620M-HDV/M.2+')).toMatchObject({ kind: 'matched', productId: 3042 });
  });

  it('reads another maker’s code spelled by a title that names neither that maker nor its product as letters, not a part number', () => {
    // `PRIME TX-1000` spells ARESGAME's `TX1000`.
    expect(matchedId('Seasonic PRIME TX-1000 Titanium 1000W')).toBe(6036);
    // XPG is a maker of its own in the catalog, but the title names the Lancer its code belongs to.
    expect(matchedId('XPG Lancer RGB 32GB Kit DDR5-6000 CL30 weiß (AX5U6000C3016G-DCLARWH)')).toBe(14060);
  });

  it('reads a code the title spells on into another product’s longer code as that longer code', () => {
    // `GB-C301GW` is the first C301's code; `GB-C301GW TYPE-C V2` the V2's.
    expect(matchedId('Gigabyte C301 GLASS V2 White GB-C301GW TYPE-C V2')).toBe(28552);
    expect(matchedId('Gigabyte C301 White GB-C301GW')).toBe(28553);
  });
});

describe('title matching', () => {
  it.each([
    ['Procesor AMD Ryzen 5 7600 3.8GHz AM5 BOX', 1027],
    ['Pllakë amë ASUS TUF GAMING B650-PLUS WIFI, Socket AM5, ATX', 3044],
    ['Karte grafike MSI GeForce RTX4060 VENTUS 2X 8G OC', 2020],
    ['Memorie RAM Kingston Fury Beast 32GB (2x16GB) DDR5 6000MHz CL30', 4069],
    ['SSD Samsung 990 PRO 1TB M.2 NVMe', 5001],
    ['Ushqyes be quiet! Pure Power 12 M 750W 80+ Gold', 6048],
    ['Kuti kompjuteri NZXT H5 Flow (2024) e bardhë', 7048],
    ['Ftohës CPU Noctua NH-D15', 8001],
    ['AKSION!! MSI GeForce RTX 4060 VENTUS 2X BLACK 8G OC - Garanci 2 vjet', 2020],
    ['PowerColor Red Devil RX 7800 XT 16GB OC', 2142],
  ])('%s → %d', (title, id) => {
    expect(matchedId(title)).toBe(id);
  });

  it('carries the evidence and a confidence that reflects how the brand was seen', () => {
    expect(match('Procesor AMD Ryzen 5 7600 3.8GHz AM5 BOX')).toEqual({
      kind: 'matched',
      productId: 1027,
      method: 'title',
      confidence: 0.91,
      evidence: { agreed: ['brand amd', 'socket AM5'], conflicts: [], gaps: [] },
    });
    // No brand, but `Ryzen` is a line only AMD makes.
    expect(match('Procesor Ryzen 5 7600 AM5')).toMatchObject({ kind: 'matched', productId: 1027, confidence: 0.86 });
  });

  it('tells near misses apart', () => {
    expect(matchedId('AMD Ryzen 5 7600X AM5')).toBe(1029);
    expect(matchedId('AMD Ryzen 5 7600 AM5')).toBe(1027);
    expect(matchedId('AMD Ryzen 5 7600 Tray')).toBe(1028);
    expect(matchedId('MSI RTX 4060 Ti Ventus 2X Black 8G OC')).toBe(2033);
    expect(matchedId('MSI RTX 4060 Ventus 2X Black 8G OC')).toBe(2020);
    expect(matchedId('MSI RTX 4060 Ti Ventus 2X Black 16G OC')).toBe(2042);
    expect(matchedId('Samsung 990 PRO 1TB')).toBe(5001);
    expect(matchedId('Samsung 990 PRO 2TB')).toBe(5002);
    expect(matchedId('Samsung 990 PRO 2TB Heatsink')).toBe(5005);
    expect(matchedId('Kingston Fury Beast 32GB DDR5 6000 CL36')).toBe(4070);
    expect(matchedId('Kingston Fury Beast 32GB (2x16GB) DDR5 6000 CL30 White')).toBe(4074);
    expect(matchedId('Kingston Fury Beast 16GB (1x16GB) DDR4 3200 CL16')).toBe(4085);
    expect(matchedId('Kingston Fury Beast 16GB (2x8GB) DDR4 3200 CL16')).toBe(4083);
    expect(matchedId('be quiet! Pure Power 12 M 750W')).toBe(6048);
    expect(matchedId('be quiet! Pure Power 12 750W')).toBe(6045);
    expect(matchedId('Corsair 4000D Airflow White')).toBe(7058);
    expect(matchedId('Corsair 4000D Airflow')).toBe(7057);
    expect(matchedId('MSI PRO B760M-A WIFI DDR4')).toBe(3120);
    expect(matchedId('MSI PRO B760M-A WIFI')).toBe(3121);
    expect(matchedId('ASUS TUF GAMING B650-PLUS (pa WiFi)')).toBe(3045);
  });

  it.each([
    ['ASUS TUF Gaming GeForce RTX 4060 8GB GDDR6', 'a card without OC is not the OC card'],
    ['Gigabyte GeForce RTX 4070 SUPER WINDFORCE 12G', 'a card without OC is not the OC card'],
    ['Palit GeForce RTX 4070 Dual OC 12GB', 'an OC card is not the plain one'],
    ['Gigabyte GeForce RTX 4070 SUPER WINDFORCE 3X OC 12G', 'a 3-fan card is not the one without a fan count'],
    ['MSI RTX 4070 VENTUS 2X E1 12G OC', 'E1 is another edition'],
    ['MSI RTX 4070 VENTUS 2X 12G OC GDDR6', 'GDDR6 is not GDDR6X'],
    ['MSI GeForce RTX 4060 Ti VENTUS 2X WHITE 8G OC', 'another colour'],
    ['Kingston A400 1TB', '960 GB is not 1 TB'],
    ['Corsair Vengeance RGB 32GB (1x32GB) DDR5 6000 CL30', 'one module is not a kit'],
    ['Corsair Vengeance 32GB (2x16GB) DDR5 6000MHz CL34 White', 'CL and colour'],
    ['Samsung 980 PRO 500GB Heatsink', 'heatsink'],
    ['Seagate BarraCuda 1TB 2.5" 5400rpm', 'a 2.5" laptop drive is not the 3.5" one'],
    ['Kingston NV3 1TB M.2 2230', 'M.2 2230 is not 2280'],
    ['Corsair RM750e (2024) 750W', 'another model year'],
    ['Seasonic Focus GX-650 V4', 'V4 is another version'],
    ['Corsair SF750 750W SFX-L', 'an SFX-L listing is not the SFX unit'],
    ['Lian Li O11 Dynamic EVO XL Grey', 'another colour of a case'],
    ['Lian Li Lancool II Mesh V2 Black', 'V2'],
    ['Fractal Design North Charcoal Black Mesh', 'Mesh is another edition'],
    ['Noctua NH-D15 G2 chromax.black', 'G2 is another edition'],
    ['Noctua NH-U14S TR5-SP6', 'another socket'],
    ['Arctic Liquid Freezer III 280 CO', 'CO is another edition'],
    ['DeepCool AK620 Zero Dark Plus', 'Plus is another edition'],
    ['Fractal Design Torrent Mini Black', 'Mini is another edition'],
    ['Phanteks NV7 MKII Black', 'MKII is another edition'],
    ['Thermalright Phantom Spirit 120 EVO White', 'another colour of a cooler'],
    ['MSI MAG B650 TOMAHAWK (pa WiFi)', 'the listing says no Wi-Fi'],
    ['ASUS ROG Strix GeForce RTX 4080 OC Genshin Impact Edition', 'a named special edition'],
    ['PowerColor Hellhound Radeon RX 7700 XT 12GB Sakura Limited Edition', 'a named special edition'],
    ['Sapphire NITRO+ Radeon RX 7900 XTX 24GB (non Vapor-X)', 'the listing negates a word of the product'],
  ])('never attaches a near miss: %s (%s)', (title) => {
    expect(match(title).kind).not.toBe('matched');
  });

  it('requires brand evidence: another or an unknown brand never attaches, nor does no brand at all', () => {
    expect(match('ADATA Legend 980 PRO 1TB').kind).not.toBe('matched');
    expect(match('Manli GeForce RTX 4060 Twin X2 OC 8GB').kind).not.toBe('matched');
    expect(match('Emtek Intel Arc B580 Titan OC 12GB').kind).not.toBe('matched');
    expect(match('Gigabyte Samsung 990 PRO 1TB').kind).not.toBe('matched');
    const noBrand = match('Dual RTX 4060 OC 8GB');
    expect(noBrand).toMatchObject({ kind: 'unmatched', code: 'conflict' });
    expect(noBrand.candidates).toEqual(expect.arrayContaining([2016, 2027]));
    expect(noBrand.kind !== 'matched' && noBrand.reason).toMatch(/names no brand/);
  });

  it('reads marketing phrases as description, not as edition words', () => {
    expect(matchedId('Lian Li LANCOOL 216 Black High Airflow ATX')).toBe(7009);
    expect(matchedId('Samsung 990 PRO 1TB, up to max 7450MB/s')).toBe(5001);
    // A warranty's term names no model number: `Pure Loop 2` is another cooler.
    expect(matchedId('Oferta! be quiet! Pure Loop 240mm - Garanci 2 vite')).toBe(32474);
    expect(matchedId('be quiet! Pure Loop 240mm, 24 muaj garanci')).toBe(32474);
    expect(matchedId('be quiet! Pure Loop 2 240mm Garancion 3 vjet')).toBe(8096);
  });

  it('reads a brand field written as a company name, and ignores a placeholder brand', () => {
    expect(matchedId('TUF Gaming GeForce RTX 4070 SUPER OC Edition 12GB', { brand: 'ASUSTeK Computer Inc.' })).toBe(2054);
    expect(matchedId('GeForce RTX 4060 VENTUS 2X BLACK 8G OC', { brand: 'Micro-Star International' })).toBe(2020);
    expect(matchedId('Samsung 990 PRO 1TB', { brand: 'Generic' })).toBe(5001);
    expect(match('Samsung 990 PRO 1TB', { brand: 'ADATA' }).kind).not.toBe('matched');
  });

  it('leaves conditions and non-components for review with their code', () => {
    expect(match('PC Gaming Ryzen 5 7600 / RTX 4060 / 32GB DDR5')).toMatchObject({ kind: 'unmatched', code: 'not_a_component' });
    expect(match('Karte grafike MSI RTX 4060 Ventus 2X 8G OC (e përdorur)')).toMatchObject({ kind: 'unmatched', code: 'used' });
    expect(match('Samsung 990 PRO 1TB', { condition: 'refurbished' })).toMatchObject({ kind: 'unmatched', code: 'refurbished' });
    expect(match('Samsung 990 PRO 1TB', { mpn: 'MZ-V9P1T0BW', condition: 'used' })).toMatchObject({ kind: 'unmatched', code: 'used' });
  });

  it('never attaches across categories', () => {
    expect(matchedId('Kingston Fury Renegade 1TB', { category: 'STORAGE' })).toBe(5088);
    expect(match('Kingston Fury Renegade 1TB', { category: 'RAM' }).kind).not.toBe('matched');
    expect(match('Noctua NH-D15', { category: 'CASE' }).kind).not.toBe('matched');
  });

  it('sends a title that fits several products to review as ambiguous, with the candidates', () => {
    // A kit of two and a single module fit a title that says neither.
    const kit = match('Kingston Fury Beast 32GB DDR5 6000MHz');
    expect(kit.kind).toBe('ambiguous');
    expect(kit.candidates).toEqual(expect.arrayContaining([4069, 4070, 16062]));
    // Corsair sells the RM750e in three model years; a title without the year names none of them.
    expect(match('Ushqyes Corsair RM750e 750W 80+ Gold')).toMatchObject({ kind: 'ambiguous' });
    expect(match('NZXT H5 Flow White')).toMatchObject({ kind: 'ambiguous', candidates: [7046, 7048] });
    // The maker's name inside a model (`WD_BLACK`) makes it no more specific than a `WD Black` drive of the other form factor.
    expect(match('WD Black 1TB HDD')).toMatchObject({ kind: 'ambiguous', candidates: [23780, 24034] });
  });

  it('takes a model code or two-word name only one brand’s products carry as that brand in a title that names none, but not a chip’s name', () => {
    expect(matchedId('B650M DS3H')).toBe(3061);
    expect(matchedId('B450M DS3H V2')).toBe(3006);
    // Two words only ASRock's boards carry together.
    expect(matchedId('B650M Pro RS WiFi')).toBe(3064);
    // `Dual` is ASUS's and Palit's: the title names neither.
    expect(match('Dual RTX 4060 OC 8GB')).toMatchObject({ kind: 'unmatched' });
    // `Quadro P620` is NVIDIA's chip, whichever partner builds the card.
    expect(match('NVIDIA Quadro P620 2GB')).toMatchObject({ kind: 'unmatched' });
  });

  it('reads `PCIe` without a generation, `Kühler` and `Computer` as no line word of the one brand that has them in a model', () => {
    expect(matchedId('XPG GAMMIX S70 BLADE 1TB PCIe Gen4x4 M.2 2280 Internal Gaming SSD Up to 7,400 MB/s (AGAMMIXS70B-1T-CS)')).toBe(21440);
    // Nor is a shop's category or generic word another brand's line in a title that names no brand.
    expect(matchedId('Dark Rock Pro 5 CPU-Kühler')).toBe(8015);
    expect(matchedId('VENGEANCE RGB DDR5 32GB (2x16GB) 6000MHz CL30 Computer Memory White')).toBe(4018);
  });

  it('sends a title cut short while it names the model to review, and reads one cut in its description', () => {
    // `SUP…` may be SUPER; after `VENTUS 2X BL…` may come `8G OC` or `16G OC`.
    expect(match('Kartë Grafike ASUS TUF Gaming GeForce RTX 4070 SUP…')).toMatchObject({ kind: 'ambiguous', reason: expect.stringMatching(/cut short at "sup…"/) });
    expect(match('Kartë grafike MSI GeForce RTX 4060 Ti VENTUS 2X BL…')).toMatchObject({ kind: 'ambiguous' });
    // A cut inside a number: `12…` may be the 120 of another Phantom Spirit.
    expect(match('Ftohës për procesor Thermalright Phantom Spirit 12…')).toMatchObject({ kind: 'ambiguous', reason: expect.stringMatching(/cut short at "12…"/) });
    expect(matchedId('MSI MAG B550 TOMAHAWK AM4 ATX DDR4 HDMI DP 2.5G LAN…')).toBe(3015);
    expect(matchedId('Intel Core i5-12400F 2.5GHz (4.4GHz Turbo) 18MB Cache Socket 1700 Bo…')).toBe(1062);
  });

  it('reads a title that ends in the start of a word as cut short, though no ellipsis says so', () => {
    // Shops cut titles at a fixed length: `SUP` had named the plain 4070, `Whi` the black card.
    expect(match('Kartë Grafike ASUS TUF Gaming GeForce RTX 4070 SUP')).toMatchObject({ kind: 'ambiguous', reason: expect.stringMatching(/cut short at "sup…"/) });
    expect(match('Zotac GAMING GeForce RTX 4060 8GB Twin Edge OC Whi')).toMatchObject({ kind: 'ambiguous' });
    expect(match('Corsair Vengeance RGB PRO 32GB (2x16GB) DDR4 3200M')).toMatchObject({ kind: 'ambiguous', candidates: [4034, 4035] });
    // What is left of a colour word starts only the colour it names: `Bla` is no White case.
    expect(matchedId('Corsair 3000D AIRFLOW Mid-Tower PC Case, Bla')).toBe(7059);
    expect(match('Corsair 3000D AIRFLOW Mid-Tower PC Case, Whi')).toMatchObject({ kind: 'ambiguous' });
    // Whole words stay whole: a latency written `C36`, a memory type spaced, a short title.
    expect(matchedId('Corsair Vengeance RGB 32GB (2x16GB) DDR5 5600MHz C36')).toBe(4016);
    expect(matchedId('ASUS Dual GeForce RTX 4070 OC 12GB GDDR 6X')).toBe(2046);
    expect(matchedId('Zotac GAMING GeForce RTX 4060 8GB Twin Edge OC')).toBe(13806);
  });

  it('reads a title written as a slug (hyphens for spaces) as its words, and a part number alone as the part number', () => {
    expect(matchedId('be-quiet!-Pure-Power-12-M-750W')).toBe(6048);
    expect(matchedId('Arctic-Freezer-A35-A-RGB')).toBe(30604);
    expect(match('Laptop-Lenovo-IdeaPad-5-Ryzen-7-16GB')).toMatchObject({ kind: 'unmatched', code: 'not_a_component' });
    expect(match('CC-Phantom-Black-01-A')).toMatchObject({ kind: 'matched', productId: 31270, method: 'mpn' });
  });

  it('does not read a colour into a title cut short where it still names the model, but does into one cut in its description', () => {
    // The kit comes in black (4034) and white (4035): `White` may be what was cut off.
    expect(match('Corsair Vengeance RGB Pro 32GB (2x16GB) DDR4 3200M…')).toMatchObject({ kind: 'ambiguous', candidates: [4034, 4035] });
    expect(matchedId('Corsair Vengeance RGB Pro 32GB (2x16GB) DDR4 3200MHz CL16, 1.35V…')).toBe(4034);
    // A description cut inside a colour word (`e bard…` of `e bardhë`, white) leaves the colour unsaid too.
    expect(match('Kuti kompjuteri Lian Li O11 Dynamic EVO XL, e bard…')).toMatchObject({ kind: 'ambiguous' });
    expect(matchedId('Corsair Vengeance RGB Pro 32GB (2x16GB) DDR4 3200MHz CL16')).toBe(4034);
  });

  it('reads a supply title without `SFX` as the ATX unit when the catalog holds both, and a form all candidates share as telling none apart', () => {
    expect(matchedId('Cooler Master V550 Gold')).toBe(24594);
    expect(matchedId('Cooler Master V550 SFX Gold')).toBe(24596);
    // Both Dagger Pro 750 W units are SFX: the one whose ATX 3.0 the title leaves unsaid is not it.
    expect(matchedId('FSP Dagger Pro 750W')).toBe(32573);
  });

  it('reads a card title without `LHR` or `CORE` as the full card when the catalog holds both', () => {
    expect(matchedId('Zotac RTX 5080 SOLID OC 16GB')).toBe(13843);
    expect(matchedId('Zotac RTX 5080 SOLID CORE OC 16GB')).toBe(13842);
    expect(matchedId('MSI GAMING X GeForce RTX 3060 Ti 8GB')).toBe(12429);
    expect(matchedId('MSI GAMING X GeForce RTX 3060 Ti LHR 8GB')).toBe(12430);
  });

  it('reports the closest product and its conflicts when nothing fits', () => {
    const r = match('Samsung 990 PRO 8TB');
    expect(r).toMatchObject({ kind: 'unmatched', code: 'conflict' });
    expect(r.kind !== 'matched' && r.reason).toMatch(/^closest is 500\d Samsung 990 PRO .*, but capacity: listing 8000 GB/);
    expect(match('Something entirely different')).toEqual({ kind: 'unmatched', code: 'no_match', reason: 'no product matches the GTIN, MPN or title', candidates: [] });
  });
});

describe('a drive’s link', () => {
  it('is either generation of a drive that runs at two (`PCIe 4.0 x4 / 5.0 x2`), and only its own otherwise', () => {
    expect(matchedId('Samsung 990 EVO Plus 2 TB M.2-2280 PCIe 5.0 X2 NVME Solid State Drive')).toBe(5013);
    expect(matchedId('Samsung 990 EVO Plus 2TB PCIe 4.0')).toBe(5013);
    expect(match('Samsung 990 PRO 2TB PCIe 5.0')).toMatchObject({ kind: 'unmatched', code: 'conflict' });
  });
});

describe('titles the way retailers write them', () => {
  it('reads the description after the model as description: only the product family’s own words count there', () => {
    expect(matchedId('Corsair iCUE 4000D RGB AIRFLOW Mid-Tower, 3x AF120 RGB Elite, Black')).toBe(27916);
    expect(matchedId('Thermalright Peerless Assassin 120 SE CPU Air Cooler, 6 Heat Pipes, Dual TL-C12C PWM Fans, AGHP Technology')).toBe(8022);
    expect(matchedId('Noctua NH-D15 (2 ventilatorë NF-A15)')).toBe(8001);
    // An edition word in the head still names another product.
    expect(matchedId('Kingston FURY Renegade 32GB (2x16GB) DDR5 6000MT/s CL32 RGB Limited Edition')).toBe('unmatched');
  });

  it('knows a brand’s own line in a generic word, and the words of a product’s siblings', () => {
    // Gigabyte's GAMING OC is a line; the catalog carries the 1650 SUPER only as OC and WINDFORCE OC.
    expect(matchedId('Gigabyte GeForce GTX 1650 SUPER GAMING OC 4G')).toBe('unmatched');
    expect(matchedId('Gigabyte GeForce GTX 1650 D6 EAGLE OC 4G')).toBe(11829);
    expect(matchedId('ASUS Dual GeForce RTX 4060 Ti SSD OC Edition 8GB')).toBe('unmatched');
  });

  it('tells revisions and glass tints apart, a title without one naming the plain entry', () => {
    expect(matchedId('Seagate FireCuda 520 1TB')).toBe(23143);
    expect(matchedId('Seagate FireCuda 520 Rev 2.0 1TB')).toBe(23146);
    expect(matchedId('Fractal Design Torrent Black')).toBe(7033);
    expect(matchedId('Fractal Design Torrent Black TG Light Tint')).toBe(32554);
    expect(matchedId('Gigabyte H310M S2H 2.0 LGA1151')).toBe('unmatched');
    // Without an ATX generation in the title, the unit without one.
    expect(matchedId('Cooler Master V750 SFX Gold 750W')).toBe(6067);
  });

  it('reads colours the way shops write them', () => {
    expect(matchedId('HYTE Y40 Pitch Black Mid-Tower ATX')).toBe(7116);
    // The source files the silver kit (…-TZ5RS) as grey.
    expect(matchedId('G.Skill Trident Z5 RGB 32GB (2x16GB) DDR5 6000 CL36 Silver')).toBe(15672);
    // Steel Legend cards are white whether the title says so or not.
    expect(matchedId('ASRock RX 7800 XT Steel Legend 16GB OC')).toBe(10701);
    // A bare green module is no colour variant.
    expect(matchedId('Kingston ValueRAM 16GB DDR4 2666 KVR26N19D8/16')).toBe(16470);
  });

  it('reads the rest of a real title: a gaming case, a part number alone, counted cores, an M.2 length, the model in the head', () => {
    expect(matchedId('NZXT H5 Flow 2024 Compact ATX Mid-Tower PC Gaming Case – White')).toBe(7048);
    expect(match('ROG-STRIX-RTX4060-O8G-GAMING')).toMatchObject({ kind: 'matched', productId: 2019, method: 'mpn' });
    expect(matchedId('Ryzen 7 5700X 8-Core 3.4GHz AM4 WOF')).toBe(1015);
    expect(matchedId('WD Black SN770M 1TB M.2 2230')).toBe(24039);
    expect(matchedId('Gigabyte B860M DS3H, Intel B860 Mainboard - Sockel 1851 - DDR5')).toBe(3175);
  });

  it('reads the variant a title states in a maker’s code, a German form factor or a category phrase', () => {
    // A single module's part number is not the two-module kit of the same size.
    expect(matchedId('Crucial Ballistix 16GB DDR4 3200 CL16 BL16G32C16U4B')).not.toBe(14853);
    expect(matchedId('F4-3200C16S-8GVKB G.Skill Ripjaws V 8GB DDR4-3200 CL16')).not.toBe(15380);
    expect(matchedId('Kingston FURY Renegade 16GB DDR4 3600MHz CL16 KF436C16RB1/16')).not.toBe(4090);
    // A DDR3 title is memory too, and a shop's reference in parentheses still counts its modules.
    expect(matchedId('Kingston HyperX FURY Blue 8GB DDR3 1600MHz CL10 (HX316C10F/8)')).toBe(16323);
    // A code in parentheses that spells the model (`1000P2`) is the model's name, not a shop's reference.
    expect(matchedId('ASUS ROG Thor 1000W Platinum (ROG-THOR-1000P2)')).toBe(6114);
    // `Server Premier` is Kingston's line, not a server.
    expect(matchedId('Kingston Server Premier 16GB DDR4 3200MHz')).toBe(16447);
    // DDR3 is a memory type like any other (and `CL9` a latency): a DDR3 kit is never a DDR5 one.
    expect(match('Corsair Vengeance 16GB (2x8GB) DDR3 1600MHz CL9')).toMatchObject({ kind: 'ambiguous', candidates: expect.arrayContaining([14433]) });
    expect(match('Memorie DDR3 Corsair Vengeance 16GB (2x8GB)').kind).not.toBe('matched');
    // `µATX` is micro-ATX; `E5-2687W` a Xeon's model, not watts.
    expect(matchedId('MSI PRO B650M-A WIFI, AMD B650 Mainboard - Sockel AM5 - DDR5 - µATX')).toBe(3055);
    expect(matchedId('Intel Xeon E5-2687W v3')).toBe(10551);
    expect(matchedId('Intel Xeon E5-2678 v3 12-Core 2.5GHz LGA2011-3 Server CPU')).toBe('unmatched');
    // A midi tower is a case, whatever else a maker of cases sells.
    expect(match('Zalman N5 TF, Midi-Tower, ARGB, schwarz')).toMatchObject({ kind: 'unmatched', reason: expect.stringContaining('category: listing CASE') });
  });

  it('reads lighting as a card’s description but as a case’s own SKU', () => {
    expect(matchedId('Karta grafike Sapphire NITRO+ RX 9070 XT 16GB GDDR6 ARGB')).toBe(2172);
    expect(matchedId('Corsair 3000D RGB Airflow Black')).toBe('unmatched');
    // Behind a part number, lighting is part of the SKU the code names.
    expect(matchedId('Corsair DOMINATOR TITANIUM RGB DDR5 32GB (2x16GB) 6000MHz C30 White CMP32GX5M2B6000C30W')).toBe(14381);
  });

  it('reads an ASUS card’s memory code and a stream-processor count', () => {
    expect(matchedId('KARTE GRAFIKE ASUS ROG ASTRAL RTX 5090 O32G GAMING 32GB GDDR7')).toBe(2103);
    // `2048SP` is a cut-down RX 580, not the full card the catalog holds.
    expect(matchedId('Sapphire PULSE Radeon RX 580 2048SP 8GB GDDR5')).not.toBe(13514);
  });

  it('leaves a memory code the source filed under another kit to the title', () => {
    // `KF560C40BBA-16` is the 6000 MT/s module; the source also listed it under the 5600 one (16108).
    expect(matchedId('KF560C40BBA-16')).not.toBe(16108);
    expect(matchedId('Kingston FURY Beast RGB 16GB DDR5 KF560C40BBA-16')).not.toBe(16108);
  });

  it('reads a fan count written after the fan’s model as no edition', () => {
    expect(matchedId('Thermalright Peerless Assassin 120 SE CPU Air Cooler, 6 Heat Pipes, TL-C12C X2 PWM Fan, AGHP 4.0')).toBe(8022);
  });

  it('reads interface lists, feature names and a platform’s processors as description', () => {
    expect(matchedId('GIGABYTE Z790 AORUS ELITE AX (LGA 1700/ Intel Z790/ ATX/ DDR5/ Quad M.2/ PCIe 5.0/ USB 3.2 Gen2X2 Type-C/Wi-Fi 6E/ Q-Flash Plus)')).toBe(3157);
    expect(matchedId('MSI MAG B860 TOMAHAWK WIFI Gaming Motherboard, Intel Core Ultra (Series 2), LGA 1851, DDR5, PCIe 5.0, Wi-Fi 7, ATX')).toBe(3171);
    expect(matchedId('Kingston ValueRAM DIMM 16GB, DDR5-5600, CL46-45-45, on-die ECC (KVR56U46BS8-16)')).toBe(16485);
    expect(matchedId('MSI GeForce RTX 4060 Ti Ventus 2X Black 8G OC Gaming Graphics Card - 8GB GDDR6, 3x DP v1.4a, HDMI 2.1a')).toBe(2033);
  });

  it('reads a board’s own chipset beside a name without it, and another chipset as another board', () => {
    expect(matchedId('ASUS ROG Crosshair VIII Extreme X570 E-ATX')).toBe(19201);
    expect(matchedId('ASUS ROG Crosshair VIII Extreme B550 E-ATX')).toBe('unmatched');
  });

  it('reads a drive size the catalog holds exactly as that drive, though 500 GB and 512 GB are one size to the capacity check', () => {
    expect(matchedId('Sabrent Rocket 500GB NVMe M.2')).toBe(22803);
    expect(matchedId('Sabrent Rocket 512GB NVMe M.2')).toBe(22804);
  });

  it('reads a maker’s short name, a shop’s reference in parentheses and words a category’s products all share as no edition', () => {
    expect(matchedId('Team T-Force Vulcan Z 16GB (2x8GB) DDR4 3200 CL16 Grey TLZGD416G3200HC16FDC01')).toBe(17774);
    expect(matchedId('Cooler Master CM Storm Scout SGC-2000-KKN1-GP')).toBe(27738);
    expect(matchedId('Lian Li EDGE GOLD 850W Black (EG0850G)')).toBe(25605);
    expect(matchedId('CORSAIR AX1600i DIGITAL ATX POWER SUPPLY 1600W 80+ TITANIUM')).toBe(6017);
    expect(matchedId('Seagate Exos X16 16TB SATA 3.5" Enterprise HDD 7200rpm')).toBe(23115);
  });

  it('reads lighting as agreeing with a product whose specs say it ships lit, and as another SKU otherwise', () => {
    expect(matchedId('Cooler Master Hyper 212 Halo Black ARGB CPU Cooler')).toBe(8047);
    expect(matchedId('Corsair 3000D RGB Airflow Black')).not.toBe(7059);
    expect(matchedId('Sharkoon VK3 RGB')).toBe(32922);
    expect(matchedId('Sharkoon VK3 Black')).toBe(29695);
  });

  it('reads a drive sold with a heatsink in German and Serbian, and one sold without', () => {
    expect(matchedId('Samsung 990 PRO 1TB mit Kühlkörper')).toBe(5004);
    expect(matchedId('Crucial T500 2TB mit Kühlkörper, M.2 2280, PCIe 4.0')).toBe(21742);
    expect(matchedId('SSD Samsung 990 PRO 1TB sa hladnjakom', { category: 'STORAGE' })).toBe(5004);
    expect(matchedId('WD_BLACK SN850X 1TB ohne Kühlkörper')).toBe(5029);
  });

  it('reads German and Serbian colour words and shop words', () => {
    expect(matchedId('Corsair Vengeance RGB 32GB (2x16GB) DDR5-6000 CL30 weiß Arbeitsspeicher Kit')).toBe(4018);
    expect(matchedId('Çmim special - INTEL CORE I5-14400F 2.5GHZ LGA1700 BOX')).toBe(1096);
    expect(matchedId('LC-Power LC6650 V2.3 650W 80+ Bronze Super Silent')).toBe(25577);
    // Serbian colours, as shops in the north write them.
    expect(matchedId('Kućište Corsair 4000D Airflow bela')).toBe(7058);
    expect(matchedId('Corsair 4000D Airflow crna')).toBe(7057);
    // `CPU-Kühler` opens a cooler's title, not a processor's.
    expect(matchedId('CPU-Kühler Noctua NH-D15 G2')).toBe(8003);
  });

  it('reads a bundled supply’s rating and a wooden front as no colour of the case, but a wood edition as one', () => {
    expect(matchedId('NZXT H1 V2 Mini-ITX me PSU 750W SFX Gold dhe AIO 140mm - e zezë')).toBe(7055);
    expect(matchedId('Fractal Design North Charcoal Black TG Dark Tint Walnut Front ATX Mid Tower')).toBe(7021);
    expect(matchedId('Fractal Design North Charcoal Black TG Dark Tint, ATX Mid-Tower, front walnut')).toBe(7021);
    expect(matchedId('Montech XR Wood White')).not.toBe(7095);
  });

  it('reads a sibling’s line in the description after a whole model as description, but a tray processor anywhere as the tray SKU', () => {
    expect(matchedId('Gigabyte GeForce RTX 4060 EAGLE OC 8G Grafikkarte, 8GB GDDR6, 2x HDMI, 2x DP, WINDFORCE Kühlsystem mit 3 Lüftern')).toBe(2024);
    expect(matchedId('AMD Ryzen 7 5800X 3.8 GHz 8-Core Processor (Tray) 100-000000063')).not.toBe(1017);
  });

  it('knows the memory of older chips and takes a part number over a model year the catalog does not know', () => {
    expect(matchedId('MSI GeForce GTX 1660 GAMING X 6G GDDR5')).toBe(12426);
    expect(matchedId('Corsair RM850x (2021) 850W 80 PLUS Gold Fully Modular ATX Power Supply CP-9020200-EU')).toBe(24764);
  });

  it('reads a letter the model repeats as naming it more fully (`A320M-A PRO` is not `A320M GAMING PRO`)', () => {
    expect(matchedId('MSI A320M-A PRO AM4 Micro ATX')).toBe(20605);
    expect(matchedId('MSI A320M GAMING PRO')).toBe(20626);
  });

  it('reads doubled spaces and trademark signs as single spaces', () => {
    expect(matchedId('Intel  Core  i5  14400F  2.5GHz  Box')).toBe(1096);
    expect(matchedId('Intel®Core™ i5-14400F')).toBe(1096);
    expect(matchedId('Western  Digital  SN850X\u00a04TB')).toBe(5031);
  });

  it('reads a kit written size first (`8GBx2`, `32GB x 2`)', () => {
    expect(matchedId('Kingston FURY Beast 16GB (8GBx2) DDR4 3200MHz CL16')).toBe(4083);
    expect(matchedId('G.Skill Ripjaws V 64GB (32GB x 2) DDR4 3200MHz CL16')).toBe(4061);
  });

  it('reads `PC` before a category noun as describing the part, and a maker named PC Cooler as a maker', () => {
    expect(matchedId('Lian Li O11 Vision Black PC Case')).toBe(7005);
    expect(matchedId('MSI MAG B650 TOMAHAWK WIFI PC Mainboard')).toBe(3052);
    expect(matchedId('Noctua NH-D15 PC Cooler')).toBe(8001);
    expect(matchedId('PC Cooler RZ620')).toBe(31837);
    expect(matchedId('MSI B350 PC MATE')).toBe(20658);
    expect(match('PC Gaming Ryzen 5 7600 RTX 4060')).toMatchObject({ kind: 'unmatched', code: 'not_a_component' });
  });

  it('reads a chip written with a hyphen, and name words that happen to spell a sibling’s code as words', () => {
    expect(matchedId('Gigabyte GeForce RTX-4060 OC Low Profile 8G')).toBe(12066);
    // `Dual RTX 5060 Ti 16G` spells the plain card's `DUAL-RTX5060TI-16G`; `OC` names the OC Edition.
    expect(matchedId('ASUS Dual RTX 5060 Ti 16G GDDR7 OC')).toBe(2080);
    expect(matchedId('ASUS Dual RTX 5060 Ti 16G GDDR7')).toBe(10838);
    expect(matchedId('Gigabyte GV-N4060EAGLE OC-8GD')).toBe(2024);
  });

  it('reads the brand a title leaves out from the line its head names, not from words in its description', () => {
    // G.Skill's catalog names hold `XMP`, darkFlash's `PWM Fan`: in a description they only describe.
    expect(matchedId('VENGEANCE DDR5 32GB (2x16GB) 6000MHz CL30, Intel XMP 3.0 Compatible Computer Memory')).toBe(4003);
    expect(matchedId('CMH32GX5M2B6000C30 - Intel XMP 3.0 Compatible Computer Memory')).toBe(4017);
    expect(matchedId('RR-212S-20PK-R1 - Air Cooler, 120mm PWM Fan')).toBe(8045);
    expect(matchedId('Lian-Li O11 Dynamic EVO White Mid Tower, PC Case, Tempered Glass Side Panel')).toBe(7002);
    // A chip's maker opens no head (`PULSE` still names Sapphire); a head with no line word leaves the whole title to read.
    expect(matchedId('PULSE AMD Radeon RX 6650 XT 8GB GDDR6')).toBe(2114);
    expect(matchedId('Kod: 10234 - Ryzen 5 5600 BOX')).toBe(1007);
    // An Intel tier names Intel without `Intel` or `Core`, though `8700K` is no model code of its own.
    expect(matchedId('i7 8700K 3.7GHz 1151 box')).toBe(10350);
  });

  it('reads a spaced memory type, a tier glued to its number, SUPER written `S`, and spaced A-RGB and Vapor-X', () => {
    expect(matchedId('MSI PRO H610M-E DDR 4')).toBe(3104);
    // Glued, the number had been no CPU model: the title landed on Avexir's `Core` memory.
    expect(matchedId('Intel Core i714700K 3.4GHz')).toBe(1103);
    expect(matchedId('MSI GeForce RTX 4070S 12G VENTUS 3X OC')).toBe(2056);
    expect(matchedId('ASUS TUF Gaming RTX 4070 Ti S OC 16GB')).toBe(2060);
    expect(matchedId('Arctic Liquid Freezer III 240 A RGB White')).toBe(8060);
    expect(matchedId('Sapphire Nitro+ RX 7900 XTX Vapor X 24GB')).toBe(2155);
  });

  it('lets no colour choose between kits that differ in a latency the title leaves unsaid', () => {
    expect(match('Corsair Vengeance 32GB (2x16GB) DDR5 5600MHz')).toMatchObject({ kind: 'ambiguous' });
    expect(match('Corsair Vengeance 32GB (2x16GB) DDR5 6000MHz Grey')).toMatchObject({ kind: 'ambiguous' });
    expect(matchedId('Corsair Vengeance 32GB (2x16GB) DDR5 5600MHz CL40')).toBe(14462);
  });

  it('reads a board’s model letter glued to its chipset as the maker’s hyphenated name, and keeps a chipset’s own `E`', () => {
    expect(matchedId('ASUS PRIME Z790P WIFI')).toBe(3144);
    expect(matchedId('MSI PRO B650P WiFi')).toBe(3054);
    expect(matchedId('ASUS PRIME B650MA WIFI')).toBe(19004);
    expect(matchedId('ASUS ROG STRIX Z790E GAMING WIFI')).toBe(19294);
    // `X670E` is a chipset: its board is not MSI's `X670-P`.
    expect(match('MSI PRO X670E-P WIFI')).toMatchObject({ kind: 'unmatched' });
  });

  it('reads Wi-Fi glued to a board’s line word, and a processor’s `Max Boost` as its clock, not a `Max` edition', () => {
    expect(matchedId('MSI MAG B860 TOMAHAWKWIFI LGA1851 ATX')).toBe(3171);
    expect(matchedId('AMD Ryzen 9 5900X 12-Core 3.7GHz (4.8GHz Max Boost) AM4')).toBe(1023);
    expect(matchedId('Intel Core i7-14700K 20 Cores up to 5.6GHz Max Turbo')).toBe(1103);
    // `Max` naming a product still does (`B850 TOMAHAWK MAX WIFI` is not the plain board).
    expect(matchedId('MSI MAG B850 TOMAHAWK MAX WIFI')).not.toBe(20897);
  });

  it('reads a shop’s section in front of a title as no word of the part (`Komponentë PC - …`)', () => {
    expect(matchedId('Komponentë PC - MSI MAG B650 TOMAHAWK WIFI')).toBe(3052);
    expect(matchedId('PC Components | Samsung 990 PRO 2TB')).toBe(5002);
  });

  it('reads Thermalright’s short names as its lines, a supply’s `3.0` after its line as another generation, ATX 3 as no supply of before 2022, `Aura` as a supply’s edition, and a wattage as no memory’s', () => {
    expect(matchedId('Thermalright PA120 SE White, ftohës CPU i bardhë')).toBe(8024);
    expect(matchedId('Thermalright PS120SE')).toBe(8025);
    expect(match('Chieftec Polaris 3.0 650W')).toMatchObject({ kind: 'unmatched', reason: expect.stringMatching(/"3\.0" names another edition/) });
    expect(matchedId('Chieftec Polaris 650W')).toBe(24410);
    // The Prime TX-1000 of 2019 predates ATX 3.0: a title naming ATX 3.0 names its successor.
    expect(match('Seasonic Prime TX-1000 ATX 3.0 1000W Titanium')).toMatchObject({ kind: 'unmatched' });
    expect(matchedId('Seasonic Prime TX-1000 1000W Titanium')).toBe(6036);
    // ASUS's Aura Edition is a supply of its own: the Aura White is not the older White Edition.
    expect(match('ASUS ROG Strix 850W Gold Aura White Edition')).toMatchObject({ kind: 'unmatched', reason: expect.stringMatching(/"aura" names another edition/) });
    expect(matchedId('ASUS ROG Strix 850W Gold Aura Edition')).toBe(24152);
    // Avexir's `Core` memory had taken a supply titled without its maker.
    expect(match('CORE GX-650 650W Gold fully modular')).toMatchObject({ kind: 'unmatched', reason: expect.stringMatching(/Seasonic CORE GX-650/) });
  });

  it('reads `Line` in a memory line’s name as a word a shop may drop (`Patriot Signature` is the Signature Line)', () => {
    expect(matchedId('RAM Patriot Signature 8GB DDR4 3200MHz')).toBe(16926);
    expect(matchedId('Patriot Signature 8GB DDR4 2666MHz')).toBe(16914);
  });

  it('reads ASRock’s `/M.2` glued to a model as a board of its own, and `M.2` elsewhere as the slot', () => {
    expect(matchedId('ASRock H370M-HDV/M.2')).toBe(18333);
    expect(matchedId('ASRock H370M-HDV')).toBe(18332);
    expect(match('ASRock H310CM-HDV/M.2 LGA1151')).toMatchObject({ kind: 'unmatched' });
  });

  it('reads a board’s M.2 heatsink as a feature, not an edition', () => {
    expect(matchedId('ASRock B650M-HDV/M.2 Mainboard with M.2 Heatsink')).toBe(3066);
  });
});
