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
    if (watts === null) return unknown(`the wattage of ${psu.name}`, psu, cpu, gpu);
    if (estimatedWattage === null) {
      const unrated = cpu && cpu.specs.tdpW === null ? cpu : gpu;
      return unknown(`the power draw of ${unrated?.name ?? 'the CPU or GPU'}`, psu, unrated);
    }
    if (watts < estimatedWattage) {
      report('incompatible', `${psu.name} delivers ${watts} W but the build is estimated to draw ${estimatedWattage} W.`, psu, cpu, gpu);
    } else if (watts < estimatedWattage * PSU_HEADROOM) {
      report(
        'warning',
        `${psu.name} (${watts} W) leaves little headroom over the estimated ${estimatedWattage} W draw; ${Math.ceil(estimatedWattage * PSU_HEADROOM)} W or more is recommended.`,
        psu,
        cpu,
        gpu,
      );
    }
  },
});
