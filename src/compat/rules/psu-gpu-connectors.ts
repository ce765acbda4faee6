import { compatText } from '../messages.js';
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
    if (g.pcie8pin === null || g.pcie16pin === null) return unknown('gpuPowerInputs', gpu, psu, gpu);
    if (p.pcie8pin === null || p.pcie16pin === null) return unknown('psuCables', psu, psu, gpu);
    const need16 = g.pcie16pin;
    const missing16 = Math.max(0, need16 - p.pcie16pin);
    if (missing16 > 0 && g.boardPowerW === null) return unknown('boardPower', gpu, psu, gpu);
    const perAdapter = missing16 > 0 ? Math.max(2, Math.ceil(g.boardPowerW! / need16 / EIGHT_PIN_W)) : 0;
    const need8 = g.pcie8pin + missing16 * perAdapter;
    if (p.pcie8pin < need8) {
      report('incompatible', compatText('psu.gpuConnectors.missing', { gpu: gpu.name, need8, forAdapter: missing16 * perAdapter, psu: psu.name, has8: p.pcie8pin }), psu, gpu);
    } else if (missing16 > 0) {
      report('warning', compatText('psu.gpuConnectors.adapter', { gpu: gpu.name, psu: psu.name, perAdapter }), psu, gpu);
    }
  },
});
