import { chipName, gpuScore } from './gpu-chips.js';
import { basics, product, skip, type MapOutcome } from './mapped.js';
import { isWhite, TRAILING_COLOUR, withoutBrand } from './naming.js';
import { num, positive, str, strings, type OpenDbRecord } from './opendb.js';

const CHIP_BRANDS = ['NVIDIA', 'AMD', 'Intel'] as const;

/**
 * The card's retail name without the database's trailing colour words; a white card keeps
 * `White`, because shops sell the colours as separate products.
 */
export function gpuModel(rawName: string, brand: string | null, colours: readonly string[] | null): string {
  let m = withoutBrand(rawName, brand).replace(/\b(\d+)\s?GB\s+\1\s?GB\b/i, '$1GB');
  const trailing = TRAILING_COLOUR.exec(m);
  if (trailing) m = m.slice(0, trailing.index);
  const white = isWhite(trailing?.[0], colours);
  if (white && !/\bwhite\b/i.test(m)) m = `${m} White`;
  return m;
}

export function mapGpu(record: OpenDbRecord): MapOutcome {
  const base = basics(record);
  if (!base) return skip('no name');
  const d = record.data;
  const chipset = str(d, 'chipset');
  const maker = str(d, 'chipset_manufacturer');
  const vramGb = positive(d, 'memory');
  const connector = (key: string) => num(d, `power_connectors.${key}`);
  const six = connector('pcie_6_pin');
  const eight = connector('pcie_8_pin');
  const hpwr = connector('pcie_12VHPWR');
  const twelveV = connector('pcie_12V_2x6');
  return product(record, base, gpuModel(base.rawName, base.brand, strings(d, 'color')), {
    chipBrand: CHIP_BRANDS.find((b) => b === maker) ?? null,
    chip: chipset ? chipName(chipset) : null,
    vramGb,
    lengthMm: positive(d, 'length'),
    boardPowerW: positive(d, 'tdp'),
    pcie8pin: six === null && eight === null ? null : (six ?? 0) + (eight ?? 0),
    pcie16pin: hpwr === null && twelveV === null ? null : (hpwr ?? 0) + (twelveV ?? 0),
    slotWidth: positive(d, 'total_slot_width'),
    performanceScore: gpuScore(chipset, vramGb),
  });
}
