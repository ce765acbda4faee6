import type { PsuSpecs } from '../types.js';
import { basics, product, skip, type MapOutcome } from './mapped.js';
import { colourOf, withoutBrand } from './naming.js';
import { num, positive, str, strings, type OpenDbRecord } from './opendb.js';
import { psuFormOf } from './values.js';

const MODULAR: Record<string, PsuSpecs['modular']> = { Full: 'full', 'Semi-Modular': 'semi', 'Non-Modular': 'none' };
const NAMED_MODULAR: Record<string, PsuSpecs['modular']> = { fully: 'full', full: 'full', semi: 'semi', non: 'none' };
const MODULAR_TEXT = { full: 'Fully Modular', semi: 'Semi-Modular', none: 'Non-Modular' } as const;

/** `80+ Gold` stays; the plain certification levels read `80+`. */
function efficiencyOf(raw: string | null): string | null {
  if (!raw) return null;
  return /^80\+ (?:Titanium|Platinum|Gold|Silver|Bronze)$/.test(raw) ? raw : '80+';
}

/**
 * `SeaSonic G12 GC Black / Blue 750W Non-Modular 80+ Gold` → `G12 GC`: the model before the
 * wattage, without the colours, certification and modularity the name repeats (the product
 * name states them from the specs). An ATX generation stays (`Focus GX-850 ATX 3.0`).
 */
export function psuModel(rawName: string, brand: string | null): string {
  const m = withoutBrand(rawName, brand);
  const watts = /\s\d{3,4}\s?W(?:atts?)?\b/i.exec(m);
  return (
    (watts ? m.slice(0, watts.index) : m)
      .replace(/\b(?:Black|Gr[ae]y|Blue|Red)\b(?:\s*\/\s*\b(?:Black|Gr[ae]y|Blue|Red|White|Silver)\b)*/gi, ' ')
      .replace(/\s*\/\s*\b(?:Black|Gr[ae]y|Blue|Red|Silver)\b/gi, ' ')
      .replace(/,?\s*\b80\s*(?:\+|Plus)(?:\s*(?:Titanium|Platinum|Gold|Silver|Bronze|White))?/gi, ' ')
      .replace(/\b(?:Fully|Full|Semi|Non)[- ]?Modular\b/gi, ' ')
      .replace(/\s+ATX(?!\s*3(?:\.\d)?\b)(?=\s|$)/g, ' ')
      .replace(/\b(?:Certified|Power Supply|PSU)\b/gi, ' ')
      // What makes a Shift a Shift, written into some of their names only.
      .replace(/\bSide Interface\b/gi, ' ')
      .replace(/\s+/g, ' ')
      .replace(/[\s/,-]+$/, '')
      .replace(/^[\s/,-]+/, '')
      .trim()
  );
}

const TWO_TONE = /\b(?:Black|Gr[ae]y|Blue|Red|Silver|White)\s*\/\s*(?:Black|Gr[ae]y|Blue|Red|Silver|White)\b/gi;

export function mapPsu(record: OpenDbRecord): MapOutcome {
  const base = basics(record);
  if (!base) return skip('no name');
  const d = record.data;
  const wattage = positive(d, 'wattage');
  const efficiency = efficiencyOf(str(d, 'efficiency_rating'));
  const rawModular = str(d, 'modular');
  // The name, written by hand, wins over a field that contradicts it: Corsair's Shift units
  // are filed `Non-Modular` under names that say `Fully Modular`.
  const named = /\b(Fully|Full|Semi|Non)[- ]?Modular\b/i.exec(base.rawName)?.[1].toLowerCase();
  const modular = named ? NAMED_MODULAR[named] : rawModular ? (MODULAR[rawModular] ?? null) : null;
  // A white unit is sold as its own product; the name says so even when only the colour field
  // does. A two-tone `Black / White` is not a white unit.
  const white = /\b(?:white|snow)\b/i.test(base.rawName.replace(TWO_TONE, ' ')) || colourOf(strings(d, 'color')) === 'White';
  const model = psuModel(base.rawName, base.brand);
  const line = white && !/\b(?:white|snow)\b/i.test(model) ? `${model} White` : model;
  const name = [line, wattage ? `${wattage}W` : '', efficiency ?? '', modular ? MODULAR_TEXT[modular] : ''].filter(Boolean).join(' ');
  return product(record, base, name, {
    wattage,
    formFactor: psuFormOf(str(d, 'form_factor')),
    efficiency,
    modular,
    pcie8pin: num(d, 'connectors.pcie_6_plus_2_pin'),
    pcie16pin: num(d, 'connectors.pcie_12vhpwr'),
  });
}
