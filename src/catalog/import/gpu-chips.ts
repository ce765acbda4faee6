/**
 * GPU performanceScore, 1..100, per graphics chip: the planner's value model. Cards are
 * board-partner variants of about 150 chips, so one table of ours covers thousands of
 * cards. Scores place each chip relative to the GeForce RTX 5090 (100) from public
 * benchmark results (average frame rates across current games at 1440p, older chips
 * extrapolated through the generations they were reviewed against). Partner overclocks
 * move a card by a few percent at most and are not scored apart. Where one chip ships with
 * two memory sizes that perform differently, `byVram` holds both. A chip missing here
 * (workstation and very old cards) gets null and the planner never picks it on its own.
 *
 * Keys are the open database's `chipset` values; `chip` is the name we show.
 */

interface ChipScore {
  score: number;
  byVram?: Readonly<Record<number, number>>;
}

export const GPU_SCORES: Readonly<Record<string, ChipScore>> = {
  // NVIDIA, Blackwell / Ada / Ampere / Turing
  'GeForce RTX 5090': { score: 100 },
  'GeForce RTX 5080': { score: 81 },
  'GeForce RTX 5070 Ti': { score: 72 },
  'GeForce RTX 5070': { score: 58 },
  'GeForce RTX 5060 Ti': { score: 38, byVram: { 8: 38, 16: 40 } },
  'GeForce RTX 5060 Ti 16 GB': { score: 40 },
  'GeForce RTX 5060': { score: 34 },
  'GeForce RTX 5050': { score: 26 },
  'GeForce RTX 4090': { score: 88 },
  'GeForce RTX 4080 SUPER': { score: 77 },
  'GeForce RTX 4080': { score: 74 },
  'GeForce RTX 4070 Ti SUPER': { score: 66 },
  'GeForce RTX 4070 Ti': { score: 62 },
  'GeForce RTX 4070 SUPER': { score: 57 },
  'GeForce RTX 4070': { score: 49 },
  'GeForce RTX 4060 Ti': { score: 35 },
  'GeForce RTX 4060 Ti 8 GB': { score: 35 },
  'GeForce RTX 4060': { score: 30 },
  'GeForce RTX 3090 Ti': { score: 58 },
  'GeForce RTX 3090': { score: 54 },
  'GeForce RTX 3080 Ti': { score: 52 },
  'GeForce RTX 3080 12 GB': { score: 49 },
  'GeForce RTX 3080 10 GB': { score: 47 },
  'GeForce RTX 3070 Ti': { score: 41 },
  'GeForce RTX 3070': { score: 38 },
  'GeForce RTX 3070 LHR': { score: 38 },
  'GeForce RTX 3060 Ti': { score: 33 },
  'GeForce RTX 3060 Ti GDDR6X': { score: 34 },
  'GeForce RTX 3060 12 GB': { score: 25 },
  'GeForce RTX 3060 8 GB': { score: 22 },
  'GeForce RTX 3050 8 GB': { score: 17 },
  'GeForce RTX 3050 6 GB': { score: 14 },
  'GeForce RTX 2080 Ti': { score: 45 },
  'GeForce RTX 2080 SUPER': { score: 38 },
  'GeForce RTX 2080': { score: 36 },
  'GeForce RTX 2070 SUPER': { score: 34 },
  'GeForce RTX 2070': { score: 30 },
  'GeForce RTX 2060 SUPER': { score: 28 },
  'GeForce RTX 2060': { score: 24, byVram: { 6: 24, 12: 25 } },
  'GeForce GTX 1660 Ti': { score: 19 },
  'GeForce GTX 1660 SUPER': { score: 19 },
  'GeForce GTX 1660': { score: 17 },
  'GeForce GTX 1650 SUPER': { score: 15 },
  'GeForce GTX 1650': { score: 12 },
  'GeForce GTX 1630': { score: 7 },
  // NVIDIA, Pascal / Maxwell / Kepler
  'Titan Xp': { score: 31 },
  'Titan X (Pascal)': { score: 29 },
  'GeForce GTX 1080 Ti': { score: 29 },
  'GeForce GTX 1080': { score: 23 },
  'GeForce GTX 1070 Ti': { score: 21 },
  'GeForce GTX 1070': { score: 19 },
  'GeForce GTX 1060': { score: 15, byVram: { 3: 13, 6: 15 } },
  'GeForce GTX 1050 Ti': { score: 10 },
  'GeForce GTX 1050': { score: 8 },
  'GeForce GT 1030': { score: 3 },
  'GeForce GTX Titan X': { score: 19 },
  'GeForce GTX 980 Ti': { score: 19 },
  'GeForce GTX 980': { score: 15 },
  'GeForce GTX 970': { score: 13 },
  'GeForce GTX 960': { score: 9 },
  'GeForce GTX 950': { score: 7 },
  'GeForce GTX 780 Ti': { score: 12 },
  'GeForce GTX 780': { score: 10 },
  'GeForce GTX 770': { score: 8 },
  'GeForce GTX 760': { score: 7 },
  'GeForce GTX 750 Ti': { score: 6 },
  'GeForce GTX 750': { score: 5 },
  'GeForce GT 730': { score: 2 },
  'GeForce GT 710': { score: 1 },
  // AMD, RDNA 4 / 3 / 2 / 1
  'Radeon RX 9070 XT': { score: 70 },
  'Radeon RX 9070': { score: 65 },
  'Radeon RX 9070 GRE': { score: 55 },
  'Radeon RX 9060 XT 16 GB': { score: 39 },
  'Radeon RX 9060 XT 8 GB': { score: 37 },
  'Radeon RX 9060': { score: 33 },
  'Radeon RX 7900 XTX': { score: 77 },
  'Radeon RX 7900 XT': { score: 67 },
  'Radeon RX 7900 GRE': { score: 56 },
  'Radeon RX 7800 XT': { score: 52 },
  'Radeon RX 7700 XT': { score: 44 },
  'Radeon RX 7600 XT': { score: 30 },
  'Radeon RX 7600': { score: 28 },
  'Radeon RX 6950 XT': { score: 59 },
  'Radeon RX 6900 XT': { score: 56 },
  'Radeon RX 6800 XT': { score: 52 },
  'Radeon RX 6800': { score: 45 },
  'Radeon RX 6750 XT': { score: 39 },
  'Radeon RX 6700 XT': { score: 37 },
  'Radeon RX 6700': { score: 32 },
  'Radeon RX 6650 XT': { score: 27 },
  'Radeon RX 6600 XT': { score: 26 },
  'Radeon RX 6600': { score: 23 },
  'Radeon RX 6500 XT': { score: 11 },
  'Radeon RX 6400': { score: 10 },
  'Radeon RX 5700 XT': { score: 27 },
  'Radeon RX 5700': { score: 24 },
  'Radeon RX 5600 XT': { score: 21 },
  'Radeon RX 5500 XT': { score: 14, byVram: { 4: 13, 8: 14 } },
  // AMD, GCN
  'Radeon VII': { score: 28 },
  'Radeon RX Vega 64': { score: 22 },
  'Radeon RX Vega 56': { score: 20 },
  'Radeon RX 590': { score: 15 },
  'Radeon RX 580': { score: 14, byVram: { 4: 13, 8: 14 } },
  'Radeon RX 570': { score: 12 },
  'Radeon RX 480': { score: 13 },
  'Radeon RX 470': { score: 11 },
  'Radeon RX 560': { score: 6 },
  'Radeon RX 550': { score: 4 },
  'Radeon RX 460': { score: 5 },
  'Radeon R9 Fury': { score: 16 },
  'Radeon R9 Nano': { score: 16 },
  'Radeon R9 390X': { score: 14 },
  'Radeon R9 390': { score: 13 },
  'Radeon R9 380X': { score: 10 },
  'Radeon R9 380': { score: 9 },
  'Radeon R9 290X': { score: 13 },
  'Radeon R9 290': { score: 12 },
  'Radeon R7 370': { score: 6 },
  'Radeon R7 360': { score: 4 },
  'Radeon R7 250': { score: 2 },
  'Radeon R7 240': { score: 2 },
  // Intel
  'Arc B580': { score: 32 },
  'Arc B570': { score: 28 },
  'Arc A770': { score: 28, byVram: { 8: 28, 16: 29 } },
  'Arc A750': { score: 26 },
  'Arc A580': { score: 22 },
  'Arc A380': { score: 8 },
  'Arc A310': { score: 5 },
};

/** The chip's score for a card with this much memory, or null when the chip is not in the table. */
export function gpuScore(chipset: string | null, vramGb: number | null): number | null {
  const entry = chipset ? GPU_SCORES[chipset] : undefined;
  if (!entry) return null;
  return (vramGb !== null && entry.byVram?.[vramGb]) || entry.score;
}

/** The chip's name as we show it: the database's memory-size and LHR qualifiers dropped. */
export function chipName(chipset: string): string {
  return chipset
    .replace(/\s+\d+\s?GB$/i, '')
    .replace(/\s+(?:LHR|GDDR6X)$/i, '')
    .trim();
}
