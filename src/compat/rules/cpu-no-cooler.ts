import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

/**
 * A hard block, not a reminder: a CPU without a heatsink overheats and shuts down within
 * seconds, so a build without one cannot run. A boxed cooler counts.
 */
export const cpuNoCooler = defineRule({
  id: 'cpu.noCooler',
  title: 'The CPU has a cooler',
  kind: 'presence',
  categories: ['CPU', 'COOLING'],
  test({ CPU: cpu, COOLING: cooler }, _ctx, report, unknown) {
    if (!cpu || cooler || cpu.specs.coolerIncluded) return;
    if (cpu.specs.coolerIncluded === null) return unknown('boxedCooler', cpu, cpu);
    report('incompatible', compatText('cpu.noCooler', { cpu: cpu.name }), cpu);
  },
});
