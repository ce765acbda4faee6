import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/catalog/types.js';
import { caseCoolerHeight } from '../../src/compat/rules/case-cooler-height.js';
import { caseGpuLength } from '../../src/compat/rules/case-gpu-length.js';
import { caseMoboFormFactor } from '../../src/compat/rules/case-mobo-form-factor.js';
import { casePsuFormFactor } from '../../src/compat/rules/case-psu-form-factor.js';
import { caseRadiator } from '../../src/compat/rules/case-radiator.js';
import { coolerSocket } from '../../src/compat/rules/cooler-socket.js';
import { coolerTdp } from '../../src/compat/rules/cooler-tdp.js';
import { cpuBiosUpdate } from '../../src/compat/rules/cpu-bios-update.js';
import { cpuNoCooler } from '../../src/compat/rules/cpu-no-cooler.js';
import { cpuSocket } from '../../src/compat/rules/cpu-socket.js';
import { gpuRequired } from '../../src/compat/rules/gpu-required.js';
import { m2Count } from '../../src/compat/rules/m2-count.js';
import { psuGpuConnectors } from '../../src/compat/rules/psu-gpu-connectors.js';
import { psuWattage } from '../../src/compat/rules/psu-wattage.js';
import { ramMaxCapacity } from '../../src/compat/rules/ram-max-capacity.js';
import { ramSlots } from '../../src/compat/rules/ram-slots.js';
import { ramType } from '../../src/compat/rules/ram-type.js';
import { check, parts, product, variant } from './helpers.js';

// Fixture ids (test/planner/fixture.ts).
const ryzen7600 = product<'CPU'>(1003); // AM5, DDR5, iGPU, boxed cooler, 2023
const ryzen9600x = product<'CPU'>(1004); // AM5, DDR5, iGPU, no cooler, 2024
const ryzen9950x = product<'CPU'>(1006); // AM5, 170 W
const ryzen5600 = product<'CPU'>(1001); // AM4, DDR4, no iGPU, boxed cooler, 2022
const ryzen5700x3d = product<'CPU'>(1002); // AM4, no iGPU, no cooler, 2024
const i5_12400f = product<'CPU'>(1008); // LGA1700, DDR4+DDR5, no iGPU
const i7_14700k = product<'CPU'>(1011); // LGA1700, 125 W, 2023
const ultra265k = product<'CPU'>(1012); // LGA1851
const b650 = product<'MOTHERBOARD'>(3003); // AM5 ATX DDR5, 2022
const b650m = product<'MOTHERBOARD'>(3004); // AM5 mATX DDR5, 2 slots, 96 GB
const b650itx = product<'MOTHERBOARD'>(3005); // AM5 Mini-ITX
const b850 = product<'MOTHERBOARD'>(3010); // AM5 ATX, 2024
const b450 = product<'MOTHERBOARD'>(3002); // AM4 mATX DDR4, 2018
const b550 = product<'MOTHERBOARD'>(3001); // AM4 ATX DDR4, 2020
const b760ddr4 = product<'MOTHERBOARD'>(3006); // LGA1700 DDR4, 2023
const z790 = product<'MOTHERBOARD'>(3008); // LGA1700 DDR5, 2022
const a320 = product<'MOTHERBOARD'>(3012); // AM4, no M.2
const ddr4_16 = product<'RAM'>(4001);
const ddr5_32 = product<'RAM'>(4004);
const ddr5_128 = product<'RAM'>(4007); // 4 modules
const rtx4060 = product<'GPU'>(2001); // 199 mm, 115 W, 1x8-pin
const rtx4070s = product<'GPU'>(2003); // 16-pin, 220 W
const rtx4080s = product<'GPU'>(2004); // 348 mm, 16-pin, 320 W
const rx7900xtx = product<'GPU'>(2008); // 3x8-pin, 355 W
const nvme1tb = product<'STORAGE'>(5001);
const sata1tb = product<'STORAGE'>(5007);
const cx550 = product<'PSU'>(6001); // 550 W, 2x8, no 16-pin
const rm750e = product<'PSU'>(6003); // 750 W, 3x8, 16-pin
const sf750 = product<'PSU'>(6006); // SFX, 3x8, no 16-pin
const evga500 = product<'PSU'>(6008); // 500 W, 1x8
const popAir = product<'CASE'>(7001); // ATX, 405 mm GPU, 170 mm cooler, ATX PSU, 120..360
const nr200p = product<'CASE'>(7002); // ITX, 330 mm, 155 mm, SFX/SFX-L, 120/240/280
const kolink = product<'CASE'>(7005); // mATX/ITX, 300 mm GPU, 155 mm cooler, 120/240
const terra = product<'CASE'>(7006); // ITX, 77 mm cooler, SFX, no radiators
const assassin = product<'COOLING'>(8001); // air 148 mm, 180 W, all sockets
const nhd15 = product<'COOLING'>(8003); // air 168 mm, 250 W
const nhL9 = product<'COOLING'>(8004); // air 37 mm, 65 W, AM5 only
const lf360 = product<'COOLING'>(8006); // AIO 360
const lf240 = product<'COOLING'>(8005); // AIO 240
const is55 = product<'COOLING'>(8008); // no LGA1851

const states = (findings: { state: string }[]) => findings.map((f) => f.state);

describe('cpu.socket', () => {
  it('passes when sockets match', () => expect(check(cpuSocket, parts(ryzen7600, b650))).toEqual([]));
  it('blocks an AM5 CPU on an LGA1700 board, naming both parts', () => {
    const [f] = check(cpuSocket, parts(ryzen7600, z790));
    expect(f).toMatchObject({ ruleId: 'cpu.socket', state: 'incompatible', parts: [ryzen7600.name, z790.name] });
    expect(f!.message).toContain('AM5');
  });
  it('says nothing without a board', () => expect(check(cpuSocket, parts(ryzen7600))).toEqual([]));
});

describe('ram.type', () => {
  it('passes DDR5 on a DDR5 board with a DDR5 CPU', () => expect(check(ramType, parts(ddr5_32, b650, ryzen7600))).toEqual([]));
  it('blocks a DDR4 kit on a DDR5 board', () => {
    const findings = check(ramType, parts(ddr4_16, b650));
    expect(states(findings)).toEqual(['incompatible']);
    expect(findings[0]!.parts).toEqual([ddr4_16.name, b650.name]);
  });
  it('blocks memory the CPU does not support, even without a board', () => {
    expect(states(check(ramType, parts(ddr4_16, ryzen7600)))).toEqual(['incompatible']);
    expect(check(ramType, parts(ddr4_16, i5_12400f))).toEqual([]);
  });
  it('reports board and CPU mismatches separately', () => {
    expect(check(ramType, parts(ddr4_16, b650, ryzen7600))).toHaveLength(2);
  });
});

describe('ram.slots', () => {
  it('passes two modules in two slots', () => expect(check(ramSlots, parts(ddr5_32, b650m))).toEqual([]));
  it('blocks four modules in two slots', () => {
    expect(states(check(ramSlots, parts(ddr5_128, b650m)))).toEqual(['incompatible']);
    expect(check(ramSlots, parts(ddr5_128, b650))).toEqual([]);
  });
});

describe('ram.maxCapacity', () => {
  it('passes 128 GB on a 192 GB board', () => expect(check(ramMaxCapacity, parts(ddr5_128, b650))).toEqual([]));
  it('blocks 128 GB on a 96 GB board', () => {
    expect(states(check(ramMaxCapacity, parts(ddr5_128, b650m)))).toEqual(['incompatible']);
  });
});

describe('case.moboFormFactor', () => {
  it('passes a Mini-ITX board in an ATX case', () => expect(check(caseMoboFormFactor, parts(b650itx, popAir))).toEqual([]));
  it('blocks an ATX board in a Mini-ITX case', () => {
    expect(states(check(caseMoboFormFactor, parts(b650, nr200p)))).toEqual(['incompatible']);
    expect(states(check(caseMoboFormFactor, parts(b650, kolink)))).toEqual(['incompatible']);
  });
});

describe('case.gpuLength', () => {
  it('passes a short card', () => expect(check(caseGpuLength, parts(rtx4060, kolink))).toEqual([]));
  it('passes a card exactly at the limit', () => {
    const exact = variant<'GPU'>(2001, { lengthMm: 300 });
    expect(check(caseGpuLength, parts(exact, kolink))).toEqual([]);
  });
  it('blocks a 348 mm card in a 300 mm case', () => {
    const [f] = check(caseGpuLength, parts(rtx4080s, kolink));
    expect(f?.state).toBe('incompatible');
    expect(f?.message).toContain('348 mm');
  });
});

describe('cooler.socket', () => {
  it('passes a cooler listing the socket', () => expect(check(coolerSocket, parts(assassin, ultra265k))).toEqual([]));
  it('blocks a cooler without the socket', () => {
    expect(states(check(coolerSocket, parts(is55, ultra265k)))).toEqual(['incompatible']);
    expect(states(check(coolerSocket, parts(nhL9, i7_14700k)))).toEqual(['incompatible']);
  });
});

describe('case.coolerHeight', () => {
  it('passes a 148 mm cooler in a 155 mm case', () => expect(check(caseCoolerHeight, parts(assassin, nr200p))).toEqual([]));
  it('blocks a 168 mm cooler in a 155 mm case', () => {
    expect(states(check(caseCoolerHeight, parts(nhd15, nr200p)))).toEqual(['incompatible']);
  });
  it('ignores AIO coolers', () => expect(check(caseCoolerHeight, parts(lf240, terra))).toEqual([]));
});

describe('case.radiator', () => {
  it('passes a 240 mm radiator where 240 mm is supported', () => expect(check(caseRadiator, parts(lf240, nr200p))).toEqual([]));
  it('blocks a 360 mm radiator in a case without 360 mm mounts', () => {
    expect(states(check(caseRadiator, parts(lf360, nr200p)))).toEqual(['incompatible']);
  });
  it('blocks any radiator in a case without radiator mounts', () => {
    const [f] = check(caseRadiator, parts(lf240, terra));
    expect(f?.message).toContain('no radiators');
  });
  it('ignores air coolers', () => expect(check(caseRadiator, parts(assassin, terra))).toEqual([]));
});

describe('psu.wattage', () => {
  it('passes with ample headroom', () => expect(check(psuWattage, parts(ryzen7600, rtx4060, rm750e))).toEqual([]));
  it('warns below 1.3x the estimate', () => {
    // 7600 (65 W x 1.35) + 4060 (115 W) + 50 + 10 + 8 + 15 = 286 W; 1.3x = 372 W.
    const small = variant<'PSU'>(6008, { wattage: 350 });
    const [f] = check(psuWattage, parts(ryzen7600, rtx4060, small));
    expect(f?.state).toBe('warning');
    expect(f?.parts).toEqual([small.name, ryzen7600.name, rtx4060.name]);
  });
  it('blocks a PSU below the estimate', () => {
    // 9950X (170 x 1.35 = 229.5) + 7900 XTX (355) + 83 = 668 W.
    expect(states(check(psuWattage, parts(ryzen9950x, rx7900xtx, evga500)))).toEqual(['incompatible']);
  });
});

describe('case.psuFormFactor', () => {
  it('passes an ATX PSU in an ATX case and an SFX PSU in an SFX case', () => {
    expect(check(casePsuFormFactor, parts(rm750e, popAir))).toEqual([]);
    expect(check(casePsuFormFactor, parts(sf750, nr200p))).toEqual([]);
  });
  it('warns about a bracket for an SFX PSU in an ATX case', () => {
    const [f] = check(casePsuFormFactor, parts(sf750, popAir));
    expect(f?.state).toBe('warning');
    expect(f?.message).toContain('SFX-to-ATX bracket');
  });
  it('blocks an ATX PSU in an SFX-only case', () => {
    expect(states(check(casePsuFormFactor, parts(rm750e, nr200p)))).toEqual(['incompatible']);
  });
});

describe('psu.gpuConnectors', () => {
  it('passes a native 16-pin cable and enough 8-pin cables', () => {
    expect(check(psuGpuConnectors, parts(rm750e, rtx4070s))).toEqual([]);
    expect(check(psuGpuConnectors, parts(rm750e, rx7900xtx))).toEqual([]);
  });
  it('warns about the adapter when a 16-pin card meets 8-pin cables only', () => {
    const [f] = check(psuGpuConnectors, parts(sf750, rtx4070s));
    expect(f?.state).toBe('warning');
    expect(f?.message).toContain('adapter');
  });
  it('blocks when the adapter would lack 8-pin cables', () => {
    // 320 W card: the adapter needs 3 x 8-pin; the CX550 has 2.
    expect(states(check(psuGpuConnectors, parts(cx550, rtx4080s)))).toEqual(['incompatible']);
  });
  it('blocks a card needing more 8-pin cables than the PSU has', () => {
    expect(states(check(psuGpuConnectors, parts(cx550, rx7900xtx)))).toEqual(['incompatible']);
  });
});

describe('gpu.required', () => {
  it('passes a CPU with integrated graphics and no GPU', () => expect(check(gpuRequired, parts(ryzen7600))).toEqual([]));
  it('passes a CPU without graphics when a GPU is present', () => expect(check(gpuRequired, parts(ryzen5600, rtx4060))).toEqual([]));
  it('blocks a CPU without graphics and no GPU', () => {
    const [f] = check(gpuRequired, parts(ryzen5600, b550));
    expect(f).toMatchObject({ state: 'incompatible', parts: [ryzen5600.name] });
  });
});

describe('cpu.noCooler', () => {
  it('passes a boxed cooler or a cooler part', () => {
    expect(check(cpuNoCooler, parts(ryzen7600))).toEqual([]);
    expect(check(cpuNoCooler, parts(ryzen9600x, assassin))).toEqual([]);
  });
  it('blocks a CPU without a cooler and no COOLING part', () => {
    expect(states(check(cpuNoCooler, parts(ryzen9600x)))).toEqual(['incompatible']);
  });
});

describe('cpu.biosUpdate', () => {
  it('passes when the chipset is as new as the CPU', () => {
    expect(check(cpuBiosUpdate, parts(ryzen9600x, b850))).toEqual([]);
    expect(check(cpuBiosUpdate, parts(i7_14700k, b760ddr4))).toEqual([]);
  });
  it('warns for Ryzen 9000 on B650, Ryzen 5000 on B450 and 14th gen on Z790', () => {
    expect(states(check(cpuBiosUpdate, parts(ryzen9600x, b650)))).toEqual(['warning']);
    expect(states(check(cpuBiosUpdate, parts(ryzen5700x3d, b450)))).toEqual(['warning']);
    expect(states(check(cpuBiosUpdate, parts(i7_14700k, z790)))).toEqual(['warning']);
  });
  it('leaves socket mismatches to cpu.socket', () => expect(check(cpuBiosUpdate, parts(ryzen9600x, z790))).toEqual([]));
});

describe('m2.count', () => {
  it('passes an NVMe drive on a board with M.2 and a SATA drive on one without', () => {
    expect(check(m2Count, parts(nvme1tb, b450))).toEqual([]);
    expect(check(m2Count, parts(sata1tb, a320))).toEqual([]);
  });
  it('blocks an NVMe drive on a board with no M.2 slot', () => {
    expect(states(check(m2Count, parts(nvme1tb, a320)))).toEqual(['incompatible']);
  });
});

describe('cooler.tdp', () => {
  it('passes a cooler rated above the CPU', () => expect(check(coolerTdp, parts(assassin, ryzen7600))).toEqual([]));
  it('warns when the cooler is rated below the CPU TDP', () => {
    expect(states(check(coolerTdp, parts(is55, ryzen9950x)))).toEqual(['warning']);
    expect(check(coolerTdp, parts(nhL9, ryzen9600x))).toEqual([]);
  });
});

describe('findings', () => {
  it('name at most 8 distinct parts', () => {
    const cpu: Product<'CPU'> = ryzen7600;
    const [f] = check(cpuSocket, parts(cpu, z790));
    expect(new Set(f!.parts).size).toBe(f!.parts.length);
    expect(f!.parts.length).toBeLessThanOrEqual(8);
  });
});
