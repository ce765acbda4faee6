import { defineRule } from '../rule.js';

/** One 8-pin PCIe cable is rated for 150 W. */
const EIGHT_PIN_W = 150;

/**
 * A 16-pin (12VHPWR/12V-2x6) input can be fed by an adapter from 8-pin cables: at least two,
 * and enough of them to carry the card's board power. Missing native 16-pin is therefore a
 * warning when the PSU has the 8-pin cables the adapter needs, and a hard block when it
 * does not — the card could not be powered at all.
 */
export const psuGpuConnectors = defineRule({
  id: 'psu.gpuConnectors',
  title: 'PSU has the GPU power connectors',
  categories: ['PSU', 'GPU'],
  test({ PSU: psu, GPU: gpu }, _ctx, report, unknown) {
    if (!psu || !gpu) return;
    const g = gpu.specs;
    const p = psu.specs;
    if (g.pcie8pin === null || g.pcie16pin === null) return unknown(`the power inputs of ${gpu.name}`, psu, gpu);
    if (p.pcie8pin === null || p.pcie16pin === null) return unknown(`the PCIe cables of ${psu.name}`, psu, gpu);
    const need16 = g.pcie16pin;
    const missing16 = Math.max(0, need16 - p.pcie16pin);
    if (missing16 > 0 && g.boardPowerW === null) return unknown(`the board power of ${gpu.name}`, psu, gpu);
    const perAdapter = missing16 > 0 ? Math.max(2, Math.ceil(g.boardPowerW! / need16 / EIGHT_PIN_W)) : 0;
    const need8 = g.pcie8pin + missing16 * perAdapter;
    if (p.pcie8pin < need8) {
      const via = missing16 > 0 ? ` (including ${missing16 * perAdapter} for a 16-pin adapter)` : '';
      report('incompatible', `${gpu.name} needs ${need8} PCIe 8-pin connectors${via} but ${psu.name} has ${p.pcie8pin}.`, psu, gpu);
    } else if (missing16 > 0) {
      report(
        'warning',
        `${gpu.name} has a 16-pin power input and ${psu.name} has no native 16-pin cable; use the card's 8-pin adapter (${perAdapter} x 8-pin).`,
        psu,
        gpu,
      );
    }
  },
});
