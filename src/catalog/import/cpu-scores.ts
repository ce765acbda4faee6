/**
 * CPU performanceScore, 1..100: the planner's value model. The open database has no
 * performance figure, so the score comes from this table of ours, keyed by model (without
 * `Tray`). It places each CPU relative to the Ryzen 7 9800X3D (100) from public benchmark
 * results: mostly game frame rates at CPU-bound settings, with multi-threaded throughput
 * weighing in for the many-core parts. Boxed, tray and `F` variants of one die score alike.
 * A CPU missing here gets null and the planner never picks it on its own.
 */
export const CPU_SCORES: Readonly<Record<string, number>> = {
  // AM5
  'Ryzen 5 7500F': 70, 'Ryzen 5 7600': 72, 'Ryzen 5 7600X': 74, 'Ryzen 5 7500X3D': 86, 'Ryzen 5 7600X3D': 88,
  'Ryzen 5 PRO 7645': 72, 'Ryzen 7 7700': 76, 'Ryzen 7 7700X': 78, 'Ryzen 7 PRO 7745': 76, 'Ryzen 7 7800X3D': 95,
  'Ryzen 9 7900': 77, 'Ryzen 9 PRO 7945': 77, 'Ryzen 9 7900X': 81, 'Ryzen 9 7900X3D': 89, 'Ryzen 9 7950X': 84,
  'Ryzen 9 7950X3D': 94, 'Ryzen 5 8400F': 60, 'Ryzen 5 8500G': 52, 'Ryzen 5 8600G': 62, 'Ryzen 7 8700F': 68,
  'Ryzen 7 8700G': 66, 'Ryzen 5 9600': 76, 'Ryzen 5 9600X': 78, 'Ryzen 7 9700X': 82, 'Ryzen 7 9800X3D': 100,
  'Ryzen 9 9900X': 84, 'Ryzen 9 9900X3D': 93, 'Ryzen 9 9950X': 87, 'Ryzen 9 9950X3D': 98,
  // AM4, Zen 3 and its APUs
  'Ryzen 3 4100': 33, 'Ryzen 5 4500': 40, 'Ryzen 5 4600G': 42, 'Ryzen 7 PRO 4750G': 46, 'Ryzen 5 5500': 48,
  'Ryzen 5 5500GT': 49, 'Ryzen 5 5600G': 50, 'Ryzen 5 5600GT': 51, 'Ryzen 5 5600': 57, 'Ryzen 5 5600T': 57,
  'Ryzen 5 5600X': 59, 'Ryzen 5 5600XT': 60, 'Ryzen 5 5600X3D': 73, 'Ryzen 7 5700': 56, 'Ryzen 7 5700G': 54,
  'Ryzen 7 5700X': 61, 'Ryzen 7 5800X': 63, 'Ryzen 7 5800XT': 64, 'Ryzen 7 5700X3D': 75, 'Ryzen 7 5800X3D': 78,
  'Ryzen 9 5900X': 66, 'Ryzen 9 5900XT': 67, 'Ryzen 9 5950X': 68,
  // AM4, Zen 2 / Zen+ / Zen
  'Ryzen 3 3100': 34, 'Ryzen 3 3300X': 38, 'Ryzen 3 3200G': 25, 'Ryzen 5 3400G': 30, 'Ryzen 5 3500': 38,
  'Ryzen 5 3500X': 40, 'Ryzen 5 3600': 45, 'Ryzen 5 3600X': 46, 'Ryzen 5 3600XT': 47, 'Ryzen 7 3700X': 48,
  'Ryzen 7 3800X': 49, 'Ryzen 7 3800XT': 50, 'Ryzen 9 3900X': 52, 'Ryzen 9 3900XT': 53, 'Ryzen 9 3950X': 55,
  'Ryzen 3 2200G': 23, 'Ryzen 5 2400G': 27, 'Ryzen 5 2600': 36, 'Ryzen 5 2600X': 37, 'Ryzen 7 2700': 39,
  'Ryzen 7 2700X': 41, 'Ryzen 3 1200': 22, 'Ryzen 3 1300X': 24, 'Ryzen 5 1400': 26, 'Ryzen 5 1500X': 28,
  'Ryzen 5 1600': 32, 'Ryzen 5 1600X': 33, 'Ryzen 7 1700': 35, 'Ryzen 7 1700X': 36, 'Ryzen 7 1800X': 37,
  'Athlon 200GE': 12, 'Athlon 220GE': 13, 'Athlon 240GE': 13, 'Athlon 3000G': 14,
  // LGA1851
  'Core Ultra 5 225': 60, 'Core Ultra 5 225F': 60, 'Core Ultra 5 235': 67, 'Core Ultra 5 245': 70,
  'Core Ultra 5 245K': 76, 'Core Ultra 5 245KF': 76, 'Core Ultra 7 265': 77, 'Core Ultra 7 265F': 77,
  'Core Ultra 7 265K': 82, 'Core Ultra 7 265KF': 82, 'Core Ultra 9 285': 80, 'Core Ultra 9 285K': 86,
  // LGA1700
  'Celeron G6900': 15, 'Pentium Gold G7400': 25, 'Processor 300': 26,
  'Core i3-12100': 45, 'Core i3-12100F': 45, 'Core i3-12100T': 38, 'Core i5-12400': 58, 'Core i5-12400F': 58,
  'Core i5-12500': 60, 'Core i5-12600': 64, 'Core i5-12600K': 70, 'Core i5-12600KF': 70, 'Core i7-12700': 71,
  'Core i7-12700F': 71, 'Core i7-12700K': 75, 'Core i7-12700KF': 75, 'Core i9-12900': 74, 'Core i9-12900F': 74,
  'Core i9-12900K': 78, 'Core i9-12900KF': 78, 'Core i9-12900KS': 80,
  'Core i3-13100': 48, 'Core i3-13100F': 48, 'Core i3-13100T': 40, 'Core i5-13400': 63, 'Core i5-13400F': 63,
  'Core i5-13500': 70, 'Core i5-13500T': 55, 'Core i5-13600': 74, 'Core i5-13600K': 82, 'Core i5-13600KF': 82,
  'Core i7-13700': 79, 'Core i7-13700F': 79, 'Core i7-13700T': 60, 'Core i7-13700K': 84, 'Core i7-13700KF': 84,
  'Core i9-13900': 82, 'Core i9-13900F': 82, 'Core i9-13900T': 62, 'Core i9-13900K': 88, 'Core i9-13900KF': 88,
  'Core i9-13900KS': 90,
  'Core i3-14100': 50, 'Core i3-14100F': 50, 'Core i5-14400': 66, 'Core i5-14400F': 66, 'Core i5-14500': 72,
  'Core i5-14500T': 57, 'Core i5-14600': 75, 'Core i5-14600K': 85, 'Core i5-14600KF': 85, 'Core i7-14700': 82,
  'Core i7-14700F': 82, 'Core i7-14700K': 88, 'Core i7-14700KF': 88, 'Core i9-14900': 84, 'Core i9-14900F': 84,
  'Core i9-14900K': 90, 'Core i9-14900KF': 90, 'Core i9-14900KS': 91,
  // LGA1200
  'Pentium Gold G6400': 16, 'Pentium Gold G6405': 17, 'Core i3-10100': 32, 'Core i3-10100F': 32,
  'Core i3-10105': 33, 'Core i3-10105F': 33, 'Core i3-10300': 34, 'Core i3-10320': 35, 'Core i5-10400': 40,
  'Core i5-10400F': 40, 'Core i5-10500': 41, 'Core i5-10600': 42, 'Core i5-10600K': 45, 'Core i5-10600KF': 45,
  'Core i7-10700': 48, 'Core i7-10700F': 48, 'Core i7-10700K': 51, 'Core i7-10700KF': 51, 'Core i9-10850K': 53,
  'Core i9-10900': 52, 'Core i9-10900F': 52, 'Core i9-10900K': 54, 'Core i9-10900KF': 54,
  'Core i5-11400': 46, 'Core i5-11400F': 46, 'Core i5-11500': 47, 'Core i5-11600': 48, 'Core i5-11600K': 51,
  'Core i5-11600KF': 51, 'Core i7-11700': 52, 'Core i7-11700F': 52, 'Core i7-11700K': 55, 'Core i7-11700KF': 55,
  'Core i9-11900': 54, 'Core i9-11900F': 54, 'Core i9-11900K': 57, 'Core i9-11900KF': 57,
  // LGA1151
  'Pentium Gold G5400': 14, 'Core i3-8100': 27, 'Core i3-8350K': 31, 'Core i3-9100': 29, 'Core i3-9100F': 29,
  'Core i3-9100T': 24, 'Core i3-9300': 31, 'Core i3-9320': 32, 'Core i3-9350K': 33, 'Core i3-9350KF': 33,
  'Core i5-8400': 35, 'Core i5-8400T': 28, 'Core i5-8500': 36, 'Core i5-8500T': 29, 'Core i5-8600': 37,
  'Core i5-8600T': 30, 'Core i5-8600K': 39, 'Core i5-9400': 36, 'Core i5-9400F': 36, 'Core i5-9400T': 30,
  'Core i5-9500': 37, 'Core i5-9500F': 37, 'Core i5-9500T': 30, 'Core i5-9600': 38, 'Core i5-9600T': 31,
  'Core i5-9600K': 40, 'Core i5-9600KF': 40, 'Core i7-8700': 41, 'Core i7-8700T': 34, 'Core i7-8700K': 44,
  'Core i7-8086K': 45, 'Core i7-9700': 45, 'Core i7-9700F': 45, 'Core i7-9700T': 38, 'Core i7-9700K': 48,
  'Core i7-9700KF': 48, 'Core i9-9900': 49, 'Core i9-9900T': 40, 'Core i9-9900K': 51, 'Core i9-9900KF': 51,
  'Core i9-9900KS': 53,
  'Core i3-6100': 20, 'Core i3-7100T': 18, 'Core i5-6400': 23, 'Core i5-6400T': 20, 'Core i5-6402P': 24,
  'Core i5-6500': 24, 'Core i5-6500T': 21, 'Core i5-6600': 25, 'Core i5-6600T': 22, 'Core i5-6600K': 27,
  'Core i5-7400': 25, 'Core i5-7400T': 22, 'Core i5-7500': 26, 'Core i5-7500T': 23, 'Core i5-7600': 28,
  'Core i5-7600T': 24, 'Core i5-7600K': 30, 'Core i7-6700': 29, 'Core i7-6700T': 26, 'Core i7-6700K': 31,
  'Core i7-7700': 31, 'Core i7-7700T': 28, 'Core i7-7700K': 33,
};
