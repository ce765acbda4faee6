import { describe, expect, it } from 'vitest';
import { contradictsKit, readMemoryCode } from '../../src/catalog/memory-codes.js';
import { readProducts } from '../../src/catalog/source.js';
import type { RamSpecs } from '../../src/catalog/types.js';
import { shippedCatalogDir } from '../../src/paths.js';
import path from 'node:path';

describe('memory part numbers', () => {
  it('read what each maker’s code states', () => {
    expect(readMemoryCode('CMK32GX5M2B6000C30')).toEqual({ capacityGb: 32, modules: 2, speedMts: 6000, casLatency: 30 });
    expect(readMemoryCode('CMK64GX5M2B6000Z30')).toEqual({ capacityGb: 64, modules: 2, speedMts: 6000, casLatency: 30 });
    expect(readMemoryCode('F4-3200C16D-32GVK')).toEqual({ speedMts: 3200, casLatency: 16, modules: 2, capacityGb: 32 });
    expect(readMemoryCode('F4-3200C16S-8GVKB')).toMatchObject({ modules: 1, capacityGb: 8 });
    expect(readMemoryCode('F5-6000J3038F16GX2-TZ5RK')).toEqual({ speedMts: 6000, casLatency: 30, modules: 2, capacityGb: 32 });
    expect(readMemoryCode('KF432C16BBK2/16')).toEqual({ speedMts: 3200, casLatency: 16, modules: 2, capacityGb: 16 });
    expect(readMemoryCode('KF556C40BBA-16')).toEqual({ speedMts: 5600, casLatency: 40, modules: 1, capacityGb: 16 });
    expect(readMemoryCode('BL2K16G32C16U4B')).toEqual({ modules: 2, capacityGb: 32, speedMts: 3200, casLatency: 16 });
    expect(readMemoryCode('CT2K16G4DFRA32A')).toEqual({ modules: 2, capacityGb: 32 });
  });

  it('read nothing from a code they do not know', () => {
    for (const code of ['KVR32N22S8/8', 'KF3200C16D4/8', 'BLS2K8G4D240FSB', 'MZ-V8P1T0BW', 'TLZGD416G3200HC16FDC01']) expect(readMemoryCode(code), code).toBeNull();
  });

  it('contradict a kit on modules, size or speed, and on latency only when asked', () => {
    const kit = { modules: 2, capacityGb: 32, speedMts: 6000, casLatency: 30 };
    expect(contradictsKit(readMemoryCode('CMK32GX5M2B6000C30')!, kit)).toBe(false);
    expect(contradictsKit(readMemoryCode('CMK32GX5M2B5600C36')!, kit)).toBe(true);
    expect(contradictsKit(readMemoryCode('CMK16GX5M1B6000C30')!, kit)).toBe(true);
    expect(contradictsKit(readMemoryCode('CMK32GX5M2B6000C36')!, kit)).toBe(true);
    expect(contradictsKit(readMemoryCode('CMK32GX5M2B6000C36')!, kit, false)).toBe(false);
    // Kingston writes the speed in hundreds: `26` is a 2666 kit.
    expect(contradictsKit(readMemoryCode('HX426C16FB3/8')!, { modules: 1, capacityGb: 8, speedMts: 2666, casLatency: 16 })).toBe(false);
    // A fact the catalog does not hold contradicts nothing.
    expect(contradictsKit(readMemoryCode('CMK32GX5M2B6000C30')!, { modules: 2, capacityGb: 32, speedMts: null, casLatency: null })).toBe(false);
  });
});

describe('the shipped catalog', () => {
  it('files no memory code whose module count, size or speed contradicts its kit', () => {
    const wrong = readProducts(path.join(shippedCatalogDir, 'products'))
      .filter((p) => p.category === 'RAM')
      .flatMap((p) =>
        p.mpns
          .filter((code) => {
            const stated = readMemoryCode(code);
            return stated !== null && contradictsKit(stated, p.specs as RamSpecs, false);
          })
          .map((code) => `${p.id} ${code}`),
      );
    expect(wrong).toEqual([]);
  });
});
