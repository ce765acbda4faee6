import type { MemoryType } from '../types.js';
import { CPU_SCORES } from './cpu-scores.js';
import { basics, product, skip, type MapOutcome } from './mapped.js';
import { withoutBrand } from './naming.js';
import { bool, positive, releaseYear, str, strings, type OpenDbRecord } from './opendb.js';
import { listOf, memoryTypeOf, socketOf } from './values.js';

const TRAY = /\(?\bOEM\s*\/\s*Tray\)?/i;

/**
 * `Core i5 9400 OEM/Tray` → `Core i5-9400 Tray`, `FX FX 8370E 3.3 GHz 8-Core AM3+` →
 * `FX-8370E`, `Xeon E5 2660 V2` → `Xeon E5-2660 v2`: the model as the vendor writes it.
 */
export function cpuModel(rawName: string, brand: string | null): { model: string; tray: boolean } {
  let m = withoutBrand(rawName, brand);
  const tray = TRAY.test(m);
  m = m.replace(TRAY, ' ');
  m = m
    .replace(/\b\d+(?:\.\d+)?\s*GHz\s+\d+-Core\s+\S+/i, ' ')
    .replace(/\bFX\s+(?=FX)/, '')
    .replace(/\bFX[\s-]?(\d{4}E?)\b/, 'FX-$1')
    .replace(/^A-Series\s+/, '')
    .replace(/^A\s+(\d{1,2})\s+/, 'A$1 ')
    .replace(/^(A\d{1,2})\s+(?=A\d{1,2}-)/, '')
    .replace(/\b(A\d{1,2})\s+(\d{4}[A-Z]?)\b/i, '$1-$2')
    .replace(/\b(i[3579])\s+(?:Extreme\s+)?(\d{4,5}[A-Z]{0,2})\b/, '$1-$2')
    .replace(/\b(E[357])\s+(\d{4}[A-Z]?)\b/, '$1-$2')
    .replace(/\b[vV](\d)\b/, 'v$1')
    .replace(/\b(Opteron)\s+\1\b/, '$1')
    .replace(/\bPro\b/, 'PRO')
    .replace(/(\d{4})k\b/, '$1K')
    .replace(/\b(\d{4,5}X)\s+X$/, '$1')
    .replace(/\s+/g, ' ')
    .trim();
  return { model: m, tray };
}

export function mapCpu(record: OpenDbRecord): MapOutcome {
  const base = basics(record);
  if (!base) return skip('no name');
  const d = record.data;
  const { model, tray } = cpuModel(base.rawName, base.brand);
  const graphics = str(d, 'specifications.integratedGraphics.model');
  const types = listOf<MemoryType>(strings(d, 'specifications.memory.types'), memoryTypeOf);
  const threads = positive(d, 'cores.threads');
  const cores = positive(d, 'cores.total');
  return product(record, base, tray ? `${model} Tray` : model, {
    socket: socketOf(str(d, 'socket')),
    cores,
    threads: threads ?? (bool(d, 'specifications.simultaneousMultithreading') === false ? cores : null),
    baseClockGhz: positive(d, 'clocks.performance.base'),
    boostClockGhz: positive(d, 'clocks.performance.boost'),
    tdpW: positive(d, 'specifications.tdp'),
    integratedGraphics: graphics === null ? null : graphics !== 'None',
    coolerIncluded: bool(d, 'specifications.includesCooler'),
    memoryTypes: types && types.length ? types : null,
    performanceScore: CPU_SCORES[model] ?? null,
    releaseYear: releaseYear(d),
  });
}
