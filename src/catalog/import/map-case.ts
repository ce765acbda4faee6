import { lightingOf } from './lighting.js';
import { basics, product, skip, type MapOutcome } from './mapped.js';
import { colourOf, recordColours, TRAILING_COLOUR, withoutBrand } from './naming.js';
import { positive, str, strings, type OpenDbRecord } from './opendb.js';
import { boardFormOf, listOf, psuFormOf } from './values.js';

const FORM_PHRASE =
  /\s+(?:(?:E-?ATX|ATX|Micro[- ]?ATX|Mini[- ]?ITX|mATX)\s+(?:(?:Full|Mid|Mini|Slim|Super)[- ]?)?(?:Tower|Desktop|Test Bench|Cube)|(?:Full|Mid|Mini)[- ]Tower|HTPC|Open Frame)\b.*$/i;

const EDITION_AFTER_COLOUR =
  /^\s+\S.*?(?:Tower|Desktop|Test Bench|Cube|HTPC|Open Frame)\s+(?:(?:Black|White|Red|Blue|Green|Gr[ae]y|Yellow|Orange|Purple|Pink|Brown|Gold|Silver|Beige)(?:\s*\/\s*|\s+))+(Mesh|Airflow)\b(?!\s+(?:Side|Front|Panel|Screen))/i;

/** What a maker writes into the name of a model that only comes that way (`Y70 Touch Infinite Dual Chamber`, `FRAME 4500X … Panoramic Glass`). */
const MARKETING = /\b(?:Dual[\s-]Chamber|Panoramic(?:\s+Tempered)?\s+Glass)\b/gi;

/** Words of listing text, not of a variant's name. */
const LISTING_WORDS = /^(?:with|and|for|the|case|chassis|tower|mid|full|mini|micro|atx|itx|glass|tempered|panel|side|front|usb|type)$/i;

/**
 * `HYTE Y40 ATX Mid Tower Red / Black with Tempered Glass Side Panel and USB …` → `Y40`:
 * the model before the form factor, feature list or colour; the colour is put back in our
 * style by the caller.
 */
/** `Micro ATX Mini Tower` → `mATX Mini Tower`, `Mini ITX Tower` → `Mini-ITX Tower`: board names as the catalog writes them. */
function caseType(raw: string | null): string | null {
  return raw
    ? raw
        .replace(/^Micro ATX\b/, 'mATX')
        .replace(/^Mini ITX\b/, 'Mini-ITX')
        .replace(/^EATX\b/, 'E-ATX')
    : null;
}

export function caseModel(rawName: string, brand: string | null, variant: string | null = null, mpns: readonly string[] = []): string {
  let m = withoutBrand(rawName, brand);
  m = m.split(/,|\s+(?:with|w\/)\s|\s+[-–]\s/i)[0];
  // `Citadel Micro ATX Mini Tower Black Mesh RGB …`: an edition named right after the colour
  // (`Mesh`, `AIRFLOW`, not a `Mesh Side Panel`) belongs to the model.
  const edition = EDITION_AFTER_COLOUR.exec(FORM_PHRASE.exec(m)?.[0] ?? '')?.[1];
  m = m.replace(FORM_PHRASE, '');
  if (edition && !new RegExp(`\\b${edition}\\b`, 'i').test(m)) m = `${m} ${edition}`;
  // A part number of the record written after the model (`Y70 CS-HYTE-Y70-WW`) is no word of
  // it; one that is the model (`X-FIT-100`, `BE-10B-300`) stays.
  for (const code of mpns) {
    const at = ` ${m} `.indexOf(` ${code} `);
    if (at > 0 && (code.match(/-/g) ?? []).length >= 2 && /\d/.test(m.slice(0, at))) m = `${m.slice(0, at)} ${m.slice(at + code.length)}`;
  }
  m = m
    .replace(/\b(?:Computer|PC|Gaming)?\s*(?:Case|Chassis)\b/gi, ' ')
    .replace(MARKETING, ' ')
    .replace(/\s+\(?(?:E-?ATX|ATX|mATX|Micro[- ]?ATX)\)?\s*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  m = m.replace(TRAILING_COLOUR, '').trim();
  // The variant names what the cut-off listing text said (`Airflow Teak`): its words the model lacks are kept.
  const have = new Set(m.toLowerCase().split(/\s+/));
  const extra = (variant ?? '').split(/\s+/).filter((w) => /^[A-Za-z][A-Za-z-]{2,}$/.test(w) && !have.has(w.toLowerCase()) && !TRAILING_COLOUR.test(` ${w}`) && !LISTING_WORDS.test(w));
  return extra.length && extra.length <= 2 ? `${m} ${extra.join(' ')}` : m;
}

export function mapCase(record: OpenDbRecord): MapOutcome {
  const base = basics(record);
  if (!base) return skip('no name');
  const d = record.data;
  const colour = colourOf(recordColours(strings(d, 'color'), base.mpns, base.rawName));
  const line = caseModel(base.rawName, base.brand, str(d, 'metadata.variant'), base.mpns);
  const supportedPsus = strings(d, 'supported_power_supply_form_factors');
  const boards = listOf(strings(d, 'supported_motherboard_form_factors'), boardFormOf);
  return product(record, base, colour ? `${line} ${colour}` : line, {
    type: caseType(str(d, 'form_factor')),
    supportedBoards: boards && boards.length ? boards : null,
    maxGpuLengthMm: positive(d, 'max_video_card_length'),
    maxCoolerHeightMm: positive(d, 'max_cpu_cooler_height'),
    // An empty list means the record does not say, not that no PSU fits.
    psuFormFactors: supportedPsus && supportedPsus.length ? listOf(supportedPsus, psuFormOf) : null,
    radiatorSupport: null,
    color: colour,
    lighting: lightingOf(record, base.rawName),
  });
}
