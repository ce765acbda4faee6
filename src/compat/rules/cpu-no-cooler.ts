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
  test({ CPU: cpu, COOLING: cooler }, _ctx, report) {
    if (!cpu || cooler || cpu.specs.coolerIncluded) return;
    report('incompatible', compatText('cpu.noCooler', { cpu: cpu.name }), cpu);
  },
});
