import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

/** An under-rated cooler still works, the CPU just clocks down when hot: a warning. */
export const coolerTdp = defineRule({
  id: 'cooler.tdp',
  title: 'Cooler is rated for the CPU heat output',
  categories: ['COOLING', 'CPU'],
  test({ COOLING: cooler, CPU: cpu }, _ctx, report, unknown) {
    if (!cooler || !cpu) return;
    if (cooler.specs.tdpRatingW === null) return unknown('coolerRating', cooler, cooler, cpu);
    if (cpu.specs.tdpW === null) return unknown('tdp', cpu, cooler, cpu);
    if (cooler.specs.tdpRatingW >= cpu.specs.tdpW) return;
    report('warning', compatText('cooler.tdp', { cooler: cooler.name, ratingW: cooler.specs.tdpRatingW, cpu: cpu.name, tdpW: cpu.specs.tdpW }), cooler, cpu);
  },
});
