import { defineRule } from '../rule.js';

export const caseCoolerHeight = defineRule({
  id: 'case.coolerHeight',
  title: 'Air cooler fits the case height',
  categories: ['CASE', 'COOLING'],
  test({ CASE: pcCase, COOLING: cooler }, _ctx, report) {
    if (!pcCase || !cooler || cooler.specs.type !== 'air' || cooler.specs.heightMm === null) return;
    if (cooler.specs.heightMm <= pcCase.specs.maxCoolerHeightMm) return;
    report(
      'incompatible',
      `${cooler.name} is ${cooler.specs.heightMm} mm tall but ${pcCase.name} fits coolers up to ${pcCase.specs.maxCoolerHeightMm} mm.`,
      cooler,
      pcCase,
    );
  },
});
