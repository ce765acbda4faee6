import { lightingOf } from './lighting.js';
import { basics, product, skip, type MapOutcome } from './mapped.js';
import { colourOf, TRAILING_COLOUR, withoutBrand } from './naming.js';
import { positive, str, strings, type OpenDbRecord } from './opendb.js';
import { memoryTypeOf } from './values.js';

/** `Hades OC Gray / Black DDR4-3200 CL18 16GB (1x16GB)` → `Hades OC`: the line, before the memory facts. */
export function ramLine(rawName: string, brand: string | null): string {
  const m = withoutBrand(rawName, brand);
  const cut = m.search(/\bDDR[1-5]\b|\b\d+\s?GB\b|\(\d+\s?x/i);
  const line = (cut >= 0 ? m.slice(0, cut) : m).trim();
  return line.replace(TRAILING_COLOUR, '').trim();
}

export function mapRam(record: OpenDbRecord): MapOutcome {
  const base = basics(record);
  if (!base) return skip('no name');
  const d = record.data;
  const form = str(d, 'form_factor');
  if (form && /SO-?DIMM/i.test(form)) return skip(`laptop memory (${form})`);
  if (/\bSO-?DIMM\b/i.test(base.rawName)) return skip('laptop memory (SO-DIMM in the name)');
  const registered = str(d, 'registered');
  if (registered && registered !== 'Unbuffered') return skip(`server memory (${registered})`);
  const type = memoryTypeOf(str(d, 'ram_type'));
  if (!type) return skip(`memory type ${str(d, 'ram_type') ?? 'unknown'} is outside the catalog`);
  let modules = positive(d, 'modules.quantity');
  let moduleGb = positive(d, 'modules.capacity_gb');
  let capacityGb = positive(d, 'capacity') ?? (modules && moduleGb ? modules * moduleGb : null);
  // A kit whose size and modules disagree is unknown, and its name must not state either.
  if (modules && moduleGb && capacityGb && modules * moduleGb !== capacityGb) [modules, moduleGb, capacityGb] = [null, null, null];
  const speed = positive(d, 'speed');
  const cl = positive(d, 'cas_latency');
  const colour = colourOf(strings(d, 'color'));
  const line = ramLine(base.rawName, base.brand);
  const kit = capacityGb ? `${capacityGb}GB${modules && moduleGb ? ` (${modules}x${moduleGb}GB)` : ''}` : '';
  // Black is the plain variant, and a green module is a bare board: no shop names either colour.
  const named = colour && colour !== 'Black' && colour !== 'Green' ? colour : '';
  const model = [line, type, kit, speed ? `${speed}MT/s` : '', cl ? `CL${cl}` : '', named].filter(Boolean).join(' ');
  return product(record, base, model, { type, speedMts: speed, modules, moduleGb, capacityGb, casLatency: cl, color: colour, lighting: lightingOf(record, base.rawName) });
}
