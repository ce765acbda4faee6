import { defineRule } from '../rule.js';

/** An under-rated cooler still works, the CPU just clocks down when hot: a warning. */
export const coolerTdp = defineRule({
  id: 'cooler.tdp',
  title: 'Cooler is rated for the CPU heat output',
  categories: ['COOLING', 'CPU'],
  test({ COOLING: cooler, CPU: cpu }, _ctx, report) {
    if (!cooler || !cpu || cooler.specs.tdpRatingW >= cpu.specs.tdpW) return;
    report(
      'warning',
      `${cooler.name} is rated for ${cooler.specs.tdpRatingW} W but ${cpu.name} has a ${cpu.specs.tdpW} W TDP; expect throttling under load.`,
      cooler,
      cpu,
    );
  },
});
