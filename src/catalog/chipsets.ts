import type { Socket } from './types.js';

/**
 * Desktop chipsets: the socket(s) they serve and their launch year (facts from the vendors'
 * launch dates). The importer reads a board's chipset year from here (it drives the
 * BIOS-update warning); the catalog lint checks every board's socket/chipset pair against it.
 */
export const CHIPSETS: Readonly<Record<string, { sockets: readonly Socket[]; year: number }>> = {
  // AMD AM5
  X870E: { sockets: ['AM5'], year: 2024 }, X870: { sockets: ['AM5'], year: 2024 }, B850: { sockets: ['AM5'], year: 2025 },
  B840: { sockets: ['AM5'], year: 2025 }, X670E: { sockets: ['AM5'], year: 2022 }, X670: { sockets: ['AM5'], year: 2022 },
  B650E: { sockets: ['AM5'], year: 2022 }, B650: { sockets: ['AM5'], year: 2022 }, A620: { sockets: ['AM5'], year: 2023 },
  A620A: { sockets: ['AM5'], year: 2023 },
  // AMD AM4
  X570: { sockets: ['AM4'], year: 2019 }, B550: { sockets: ['AM4'], year: 2020 }, A520: { sockets: ['AM4'], year: 2020 },
  X470: { sockets: ['AM4'], year: 2018 }, B450: { sockets: ['AM4'], year: 2018 }, X370: { sockets: ['AM4'], year: 2017 },
  B350: { sockets: ['AM4'], year: 2017 }, A320: { sockets: ['AM4'], year: 2017 }, '570X': { sockets: ['AM4'], year: 2019 },
  // AMD HEDT
  TRX50: { sockets: ['sTR5'], year: 2023 }, WRX90: { sockets: ['sTR5'], year: 2023 }, WRX80: { sockets: ['sWRX8'], year: 2021 },
  TRX40: { sockets: ['sTRX4'], year: 2019 }, X399: { sockets: ['TR4', 'sTR4'], year: 2017 },
  // AMD, earlier
  '990FX': { sockets: ['AM3+'], year: 2011 }, '990X': { sockets: ['AM3+'], year: 2011 }, '970': { sockets: ['AM3+', 'AM3'], year: 2011 },
  '760G': { sockets: ['AM3+', 'AM3'], year: 2010 }, '880G': { sockets: ['AM3+', 'AM3'], year: 2010 },
  '890FX': { sockets: ['AM3'], year: 2010 }, '890GX': { sockets: ['AM3'], year: 2010 }, '870': { sockets: ['AM3'], year: 2010 },
  '785G': { sockets: ['AM3', 'AM2+'], year: 2009 }, '790X': { sockets: ['AM3', 'AM2+'], year: 2007 }, '770': { sockets: ['AM3', 'AM2+'], year: 2008 },
  A88X: { sockets: ['FM2+'], year: 2014 }, A78: { sockets: ['FM2+'], year: 2014 }, A68H: { sockets: ['FM2+'], year: 2014 },
  A68M: { sockets: ['FM2+'], year: 2014 }, A58: { sockets: ['FM2+'], year: 2014 }, A85X: { sockets: ['FM2'], year: 2012 },
  A75: { sockets: ['FM2', 'FM1'], year: 2011 }, A55: { sockets: ['FM2+', 'FM2', 'FM1'], year: 2011 }, AM1: { sockets: ['AM1'], year: 2014 },
  // Intel LGA1851
  Z890: { sockets: ['LGA1851'], year: 2024 }, B860: { sockets: ['LGA1851'], year: 2025 }, H810: { sockets: ['LGA1851'], year: 2025 },
  W880: { sockets: ['LGA1851'], year: 2025 }, Q870: { sockets: ['LGA1851'], year: 2025 },
  // Intel LGA1700
  Z790: { sockets: ['LGA1700'], year: 2022 }, H770: { sockets: ['LGA1700'], year: 2023 }, B760: { sockets: ['LGA1700'], year: 2023 },
  Z690: { sockets: ['LGA1700'], year: 2021 }, H670: { sockets: ['LGA1700'], year: 2022 }, B660: { sockets: ['LGA1700'], year: 2022 },
  H610: { sockets: ['LGA1700'], year: 2022 }, Q670: { sockets: ['LGA1700'], year: 2022 }, W680: { sockets: ['LGA1700'], year: 2022 },
  // Intel LGA1200
  Z590: { sockets: ['LGA1200'], year: 2021 }, H570: { sockets: ['LGA1200'], year: 2021 }, B560: { sockets: ['LGA1200'], year: 2021 },
  H510: { sockets: ['LGA1200'], year: 2021 }, Q570: { sockets: ['LGA1200'], year: 2021 }, W580: { sockets: ['LGA1200'], year: 2021 },
  Z490: { sockets: ['LGA1200'], year: 2020 }, H470: { sockets: ['LGA1200'], year: 2020 }, B460: { sockets: ['LGA1200'], year: 2020 },
  H410: { sockets: ['LGA1200'], year: 2020 }, Q470: { sockets: ['LGA1200'], year: 2020 }, W480: { sockets: ['LGA1200'], year: 2020 },
  // Intel LGA1151
  Z390: { sockets: ['LGA1151'], year: 2018 }, B365: { sockets: ['LGA1151'], year: 2018 }, B360: { sockets: ['LGA1151'], year: 2018 },
  H370: { sockets: ['LGA1151'], year: 2018 }, H310: { sockets: ['LGA1151'], year: 2018 }, Q370: { sockets: ['LGA1151'], year: 2018 },
  Z370: { sockets: ['LGA1151'], year: 2017 }, C246: { sockets: ['LGA1151'], year: 2018 }, C242: { sockets: ['LGA1151'], year: 2018 },
  Z270: { sockets: ['LGA1151'], year: 2017 }, H270: { sockets: ['LGA1151'], year: 2017 }, B250: { sockets: ['LGA1151'], year: 2017 },
  Q270: { sockets: ['LGA1151'], year: 2017 }, Z170: { sockets: ['LGA1151'], year: 2015 }, H170: { sockets: ['LGA1151'], year: 2015 },
  B150: { sockets: ['LGA1151'], year: 2015 }, H110: { sockets: ['LGA1151'], year: 2015 }, Q170: { sockets: ['LGA1151'], year: 2015 },
  C236: { sockets: ['LGA1151'], year: 2015 }, C232: { sockets: ['LGA1151'], year: 2015 },
  // Intel LGA1150 / 1155 / 1156 / 775
  Z97: { sockets: ['LGA1150'], year: 2014 }, H97: { sockets: ['LGA1150'], year: 2014 }, Z87: { sockets: ['LGA1150'], year: 2013 },
  H87: { sockets: ['LGA1150'], year: 2013 }, B85: { sockets: ['LGA1150'], year: 2013 }, H81: { sockets: ['LGA1150'], year: 2013 },
  Q87: { sockets: ['LGA1150'], year: 2013 }, C222: { sockets: ['LGA1150'], year: 2013 }, C224: { sockets: ['LGA1150'], year: 2013 },
  C226: { sockets: ['LGA1150'], year: 2013 },
  Z77: { sockets: ['LGA1155'], year: 2012 }, Z75: { sockets: ['LGA1155'], year: 2012 }, H77: { sockets: ['LGA1155'], year: 2012 },
  B75: { sockets: ['LGA1155'], year: 2012 }, Q77: { sockets: ['LGA1155'], year: 2012 }, Z68: { sockets: ['LGA1155'], year: 2011 },
  P67: { sockets: ['LGA1155'], year: 2011 }, H67: { sockets: ['LGA1155'], year: 2011 }, H61: { sockets: ['LGA1155'], year: 2011 },
  Q67: { sockets: ['LGA1155'], year: 2011 }, B65: { sockets: ['LGA1155'], year: 2011 }, C204: { sockets: ['LGA1155'], year: 2011 },
  P55: { sockets: ['LGA1156'], year: 2009 }, H55: { sockets: ['LGA1156', 'LGA1155'], year: 2010 }, H57: { sockets: ['LGA1156'], year: 2010 },
  Q57: { sockets: ['LGA1156'], year: 2010 },
  G41: { sockets: ['LGA775'], year: 2008 }, G43: { sockets: ['LGA775'], year: 2008 }, G45: { sockets: ['LGA775'], year: 2008 },
  P43: { sockets: ['LGA775'], year: 2008 }, P45: { sockets: ['LGA775'], year: 2008 }, Q45: { sockets: ['LGA775'], year: 2008 },
  B43: { sockets: ['LGA775'], year: 2008 }, G31: { sockets: ['LGA775'], year: 2007 }, G33: { sockets: ['LGA775'], year: 2007 },
  P35: { sockets: ['LGA775'], year: 2007 },
  // Intel HEDT
  X299: { sockets: ['LGA2066'], year: 2017 }, X99: { sockets: ['LGA2011-3'], year: 2014 }, C612: { sockets: ['LGA2011-3'], year: 2014 },
  X79: { sockets: ['LGA2011'], year: 2011 }, C602: { sockets: ['LGA2011'], year: 2012 }, C606: { sockets: ['LGA2011'], year: 2012 },
  X58: { sockets: ['LGA1366'], year: 2008 }, C621: { sockets: ['LGA3647'], year: 2017 },
};
