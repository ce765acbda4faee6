import { lightingOf } from './lighting.js';
import { basics, product, skip, type MapOutcome } from './mapped.js';
import { colourOf, isWhite, recordColours, TRAILING_COLOUR, withoutBrand } from './naming.js';
import { bool, positive, strings, type OpenDbRecord } from './opendb.js';
import { listOf, socketOf } from './values.js';

/**
 * `Corsair NAUTILUS 240 RS LCD Water 240mm 72.8 CFM White` → `NAUTILUS 240 RS LCD White`:
 * airflow figures and the database's `Air`/`Water`/`Liquid` type and size annotations
 * (`AG400 Air ARGB 150mm`) dropped, the specs hold them (Arctic's `Liquid Freezer` and
 * Thermaltake's `Water 3.0` are line names); a white cooler keeps `White`.
 */
export function coolerModel(rawName: string, brand: string | null, colours: readonly string[] | null, radiatorMm: number | null): string {
  let m = withoutBrand(rawName, brand).split(',')[0];
  // Shops name a liquid cooler by its radiator (`Liquid Freezer III 280`); the database puts it in an annotation.
  const size = radiatorMm !== null && !new RegExp(`\\b${radiatorMm}(?:mm)?\\b`).test(m.replace(/\b(?:Air|Water)\s+\d+\s?mm\b/gi, '')) ? ` ${radiatorMm}` : '';
  m = m
    .replace(/\b\d+(?:\.\d+)?\s*CFM\b/gi, ' ')
    .replace(/\b(?:Air|Water)(?:\s+Cooler)?\s+\d+\s?mm\b/gi, ' ')
    .replace(/\b(?:Ball|Sleeve|Fluid Dynamic) Bearing\b/gi, ' ')
    .replace(/\s+-\s+(?:AIO|All-in-One)\b.*$/i, ' ')
    .replace(/\b(?:Performance\s+)?(?:Liquid\s+)?CPU (?:Air |Liquid )?Cooler\b/gi, ' ')
    .replace(/\b(?:Air|Water|Liquid(?! Freezer))(?:\s+Cooler)?\b(?!\s+\d\.\d)/gi, ' ')
    .replace(/\s\d{2,3}\s?mm$/i, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const trailing = TRAILING_COLOUR.exec(m);
  if (trailing) m = m.slice(0, trailing.index);
  m = `${m}${size}`;
  const white = isWhite(trailing?.[0], colours);
  return white && !/\bwhite\b/i.test(m) ? `${m} White` : m;
}

export function mapCooling(record: OpenDbRecord): MapOutcome {
  const base = basics(record);
  if (!base) return skip('no name');
  const d = record.data;
  const water = bool(d, 'water_cooled');
  const type = water === null ? null : water ? 'aio' : 'air';
  const sockets = listOf(strings(d, 'cpu_sockets'), socketOf);
  const radiatorMm = type === 'aio' ? positive(d, 'radiator_size') : null;
  const colours = recordColours(strings(d, 'color'), base.mpns, base.rawName);
  return product(record, base, coolerModel(base.rawName, base.brand, colours, radiatorMm), {
    type,
    sockets: sockets && sockets.length ? sockets : null,
    heightMm: type === 'air' ? positive(d, 'height') : null,
    radiatorMm,
    tdpRatingW: null,
    color: colourOf(colours),
    lighting: lightingOf(record, base.rawName),
  });
}
