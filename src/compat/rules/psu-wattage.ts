import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';
import { PSU_HEADROOM } from '../wattage.js';

export const psuWattage = defineRule({
  id: 'psu.wattage',
  title: 'PSU wattage covers the estimated draw',
  pairwise: false,
  requires: ['PSU'],
  categories: ['PSU', 'CPU', 'GPU', 'RAM'],
  test({ PSU: psu, CPU: cpu, GPU: gpu }, { estimatedWattage }, report, unknown) {
    if (!psu) return;
    const watts = psu.specs.wattage;
    if (watts === null) return unknown('wattage', psu, psu, cpu, gpu);
    if (estimatedWattage === null) {
      // The estimate is null only when a present CPU or GPU has no power figure.
      const unrated = cpu?.specs.tdpW === null ? cpu : gpu;
      return unrated && unknown('powerDraw', unrated, psu, unrated);
    }
    if (watts < estimatedWattage) {
      report('incompatible', compatText('psu.wattage.short', { psu: psu.name, watts, drawW: estimatedWattage }), psu, cpu, gpu);
    } else if (watts < estimatedWattage * PSU_HEADROOM) {
      report('warning', compatText('psu.wattage.headroom', { psu: psu.name, watts, drawW: estimatedWattage, recommendedW: Math.ceil(estimatedWattage * PSU_HEADROOM) }), psu, cpu, gpu);
    }
  },
});
