import { defineRule } from '../rule.js';

/** An under-rated cooler still works, the CPU just clocks down when hot: a warning. */
export const coolerTdp = defineRule({
  id: 'cooler.tdp',
  title: 'Cooler is rated for the CPU heat output',
  categories: ['COOLING', 'CPU'],
  test({ COOLING: cooler, CPU: cpu }, _ctx, report, unknown) {
    if (!cooler || !cpu) return;
    if (cooler.specs.tdpRatingW === null) return unknown(`the heat rating of ${cooler.name}`, cooler, cpu);
    if (cpu.specs.tdpW === null) return unknown(`the TDP of ${cpu.name}`, cooler, cpu);
    if (cooler.specs.tdpRatingW >= cpu.specs.tdpW) return;
    report(
      'warning',
      `${cooler.name} is rated for ${cooler.specs.tdpRatingW} W but ${cpu.name} has a ${cpu.specs.tdpW} W TDP; expect throttling under load.`,
      cooler,
      cpu,
    );
  },
});
