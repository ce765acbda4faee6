import { describe, expect, it } from 'vitest';
import { detectCondition } from '../../src/feeds/condition.js';

const code = (title: string, stated?: string) => detectCondition(title, stated)?.code ?? null;

describe('listing condition', () => {
  it.each([
    ['Kartë grafike MSI RTX 4060 Ventus 2X 8G OC (e përdorur)', 'used'],
    ['AMD Ryzen 7 5800X3D i përdorur, pa kuti', 'used'],
    ['Intel Core i7-12700K (Used) tested 100%', 'used'],
    ['POLOVNI Kingston Fury Beast 16GB DDR4', 'used'],
    ['Kingston Fury Beast 16GB DDR4 korišćen', 'used'],
    ['Zotac RTX 4060 Twin Edge 8GB - B-stock', 'used'],
    ['ASUS TUF Gaming RTX 4090 OC 24GB ex-demo', 'used'],
    ['Ryzen 5 5600X i rinovuar (garanci 6 muaj)', 'refurbished'],
    ['Intel Core i9-13900K ri-kondicionuar', 'refurbished'],
    ['Intel Core i5-12400F - Refurbished', 'refurbished'],
    ['Corsair Vengeance LPX 32GB (2x16GB) DDR4 3200 CL16 gebraucht', 'used'],
    ['Seagate BarraCuda 2TB generalüberholt', 'refurbished'],
    ['Intel Core i9-13900K ricondizionato', 'refurbished'],
    ['Samsung 990 PRO 1TB reacondicionado', 'refurbished'],
    ['Kingston Fury Beast 16GB DDR4 odnowiony', 'refurbished'],
    ['AMD Ryzen 7 5700X usato, senza scatola', 'used'],
    ['Procesador AMD Ryzen 5 5600 usado', 'used'],
    ['Carte graphique MSI RTX 4060 Ventus 2X d’occasion', 'used'],
    ['Pamięć Corsair Vengeance 32GB DDR5 używana', 'used'],
    ['Gigabyte B650 EAGLE AX rabljena', 'used'],
    ['Hyte Y60 Black - difettoso, vetro laterale rotto, per ricambi', 'damaged'],
    ['Zasilacz Corsair RM750e uszkodzony', 'damaged'],
    ['Kućište NZXT H5 Flow oštećeno', 'damaged'],
    ['I/O Shield për ASUS PRIME B450M-A (origjinal)', 'not_a_component'],
    ['Corsair 4000D Airflow Tempered Glass Side Panel Replacement', 'not_a_component'],
    ['MSI MAG Forge 100R Case Fan', 'not_a_component'],
    ['Pjesë këmbimi: NZXT H5 Flow front panel', 'not_a_component'],
    ['AMD Ryzen 9 5950X Open Box', 'open_box'],
    ['XFX RX 7900 XT MERC 310 ex-display', 'open_box'],
    ['MSI GeForce RTX 5070 12G Ventus 2X OC me lojë', 'bundle'],
    ['AMD Ryzen 5 7600 + Call of Duty Black Ops 6', 'bundle'],
    ['Kit AMD Ryzen 5 5600 + ftohës Arctic Freezer 36', 'bundle'],
    ['PAKO: Intel Core i5-14400F + MSI PRO B760M-A WIFI', 'bundle'],
  ])('%s → %s', (title, expected) => {
    expect(code(title)).toBe(expected);
  });

  it('takes a feed condition field at its word', () => {
    expect(code('Samsung 990 PRO 1TB', 'used')).toBe('used');
    expect(code('Samsung 990 PRO 1TB', 'refurbished')).toBe('refurbished');
    expect(code('Samsung 990 PRO 1TB', 'new')).toBeNull();
  });

  it.each([
    'Laptop Lenovo IdeaPad Slim 3 Ryzen 5 7520U 16GB 512GB SSD',
    'PC Gaming Ryzen 5 7600 / RTX 4060 / 32GB DDR5 / 1TB',
    'ASUS TUF Gaming A15 RTX 4060 Ryzen 7 7735HS',
    'Maus Logitech G502 HERO',
    'Cooler Master MM712 mouse White',
    'Ventilator Arctic P12 PWM PST 120mm',
    'Corsair iCUE LINK QX120 RGB 3-pack',
    'Kabllo adaptor 12VHPWR 16-pin për RTX 4090',
    'Pastë termike Thermal Grizzly Kryonaut 1g',
    'Dell PowerEdge T150 Server Xeon E-2314 16GB',
    'Lenovo IdeaCentre AIO 3 24 All-in-One PC',
  ])('%s is not one component', (title) => {
    expect(code(title)).toBe('not_a_component');
  });

  it.each([
    'Kuti kompjuteri Lian Li O11 Dynamic EVO Black',
    'Samsung 990 PRO 2TB + Heatsink',
    'AMD Ryzen 5 7600 + Wraith Stealth',
    'Sapphire NITRO+ RX 7800 XT 16GB',
    'Corsair RM750e 750W 80+ Gold',
    'AMD Ryzen 7 5700G AM4 me grafikë Vega 8 Box',
    'Noctua NH-D15 me NT-H1 pastë termike',
    'Procesor AMD Ryzen 5 7600 (pa ftohës)',
    'Intel Xeon E5-2680 v4 14-Core 2.4GHz LGA2011-3 Server Processor',
    'PNY NVIDIA RTX A6000 48GB GDDR6 Workstation Graphics Card',
    'ASUS Pro WS TRX50-SAGE WIFI sTR5 CEB Workstation Motherboard',
    // A category word, a socket or a radiator's size before the word makes it the component's.
    'Procesor Server Intel Xeon E5-2670 v3 12 Core 2.3GHz LGA2011-3',
    'AMD Ryzen Threadripper PRO 7975WX 32-Core sTR5 Workstation',
    'be quiet! Light Loop 360mm All-in-One',
    'ARCTIC Liquid Freezer III 240 All-in-One Wasserkühlung',
    // Lian Li's part numbers start with `PC-`: no computer.
    'PC-O11DEX',
    'Lian Li Lancool 216 Black PC-LAN216X',
  ])('%s is a new component', (title) => {
    expect(code(title)).toBeNull();
  });

  it('reads a word for another kind of product as a model’s name where a catalog name holds it with its neighbour', () => {
    const phrases = new Set(['server premier', 'x99a workstation']);
    expect(detectCondition('Kingston Server Premier 16GB DDR4 3200MHz', null, phrases)).toBeNull();
    expect(detectCondition('MSI X99A WORKSTATION LGA2011-3', null, phrases)).toBeNull();
    expect(detectCondition('HP ProLiant DL380 Server 32GB RAM', null, phrases)?.code).toBe('not_a_component');
    // Every place the word stands must be a model's: a server named beside the line is still a server.
    expect(detectCondition('Dell server me Kingston Server Premier 16GB', null, phrases)?.code).toBe('not_a_component');
  });

  it('says why, naming the words it read', () => {
    expect(detectCondition('Palit RTX 4060 Dual 8GB i rinovuar')?.reason).toMatch(/refurbished.*"i rinovuar"/);
  });
});
