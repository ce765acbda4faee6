import type { StorageSpecs } from '../types.js';
import { basics, product, skip, type MapOutcome } from './mapped.js';
import { withoutBrand } from './naming.js';
import { bool, positive, str, type OpenDbRecord } from './opendb.js';
import { capacityText } from './values.js';

const FORM_FACTORS: Record<string, StorageSpecs['formFactor']> = {
  'M.2-2280': 'M.2 2280',
  'M.2-2230': 'M.2 2230',
  'M.2-2242': 'M.2 2242',
  'M.2-2260': 'M.2 2260',
  'M.2-22110': 'M.2 22110',
  '2.5"': '2.5"',
  '3.5"': '3.5"',
  mSATA: 'mSATA',
  PCIe: 'PCIe card',
};

/** `M.2 PCIe 4.0 x4` → `PCIe 4.0 x4 NVMe`, `SATA 6.0 Gb/s` → `SATA III 6Gb/s`: the interface as the catalog writes it. */
function interfaceText(raw: string | null, nvme: boolean | null): string | null {
  if (!raw) return null;
  const sata = /^SATA (\d\.\d) Gb\/s$/.exec(raw);
  if (sata) return `SATA ${sata[1] === '6.0' ? 'III' : sata[1] === '3.0' ? 'II' : 'I'} ${Number(sata[1])}Gb/s`;
  if (raw.startsWith('M.2 PCIe')) return `${raw.replace(/^M\.2 /, '')}${nvme === false ? '' : ' NVMe'}`;
  return raw;
}

/** `FireCuda 520 2 TB M.2-2280 PCIe 4.0 X4 NVME Solid State Drive` → `FireCuda 520 2TB`. */
export function storageModel(rawName: string, brand: string | null, capacityGb: number | null, suffix: string): string {
  const m = withoutBrand(rawName, brand);
  const capacity = /\b(\d+(?:\.\d+)?)\s?(TB|GB)\b/i.exec(m);
  let line = capacity ? m.slice(0, capacity.index) : m;
  line = line.replace(/\b(?:SSD|HDD|NVMe|M\.2[- ]?\d*|PCIe.*|SATA.*|Internal|Solid State Drive|Hard Drive)\b.*$/i, '').trim();
  // `w/Heatsink` reads as `530 W`: the variant goes last, as shops write it (`SN850X 2TB Heatsink`).
  const heatsink = /\b(?:w\/\s?|with\s)?heat\s?sink\b/i.test(line);
  line = line.replace(/\s*\b(?:w\/\s?|with\s)?heat\s?sink\b/gi, '').trim();
  const size = capacityGb ? capacityText(capacityGb) : capacity ? `${capacity[1]}${capacity[2].toUpperCase()}` : '';
  return [line, size, heatsink ? 'Heatsink' : '', suffix].filter(Boolean).join(' ');
}

export function mapStorage(record: OpenDbRecord): MapOutcome {
  const base = basics(record);
  if (!base) return skip('no name');
  const d = record.data;
  const iface = str(d, 'interface');
  if (iface && /^(?:SAS|U\.2|PATA)/.test(iface)) return skip(`server or legacy drive interface (${iface})`);
  const kind = str(d, 'storage_type');
  const nvme = bool(d, 'nvme');
  const type: StorageSpecs['type'] = kind === 'HDD' ? 'HDD' : kind === 'SSHD' ? 'SSHD' : kind === 'SSD' ? (nvme ? 'NVMe' : nvme === false ? 'SATA SSD' : null) : null;
  const capacityGb = positive(d, 'capacity');
  const rawForm = str(d, 'form_factor');
  return product(record, base, storageModel(base.rawName, base.brand, capacityGb, type === 'HDD' || type === 'SSHD' ? type : ''), {
    type,
    interface: interfaceText(iface, nvme),
    formFactor: rawForm ? (FORM_FACTORS[rawForm] ?? null) : null,
    capacityGb,
  });
}
