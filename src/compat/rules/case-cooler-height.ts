import { defineRule } from '../rule.js';

export const caseCoolerHeight = defineRule({
  id: 'case.coolerHeight',
  title: 'Air cooler fits the case height',
  categories: ['CASE', 'COOLING'],
  test({ CASE: pcCase, COOLING: cooler }, _ctx, report, unknown) {
    if (!pcCase || !cooler || cooler.specs.type === 'aio') return;
    if (cooler.specs.type === null) return unknown(`whether ${cooler.name} is an air or liquid cooler`, cooler, pcCase);
    if (cooler.specs.heightMm === null) return unknown(`the height of ${cooler.name}`, cooler, pcCase);
    if (pcCase.specs.maxCoolerHeightMm === null) return unknown(`the cooler clearance of ${pcCase.name}`, cooler, pcCase);
    if (cooler.specs.heightMm <= pcCase.specs.maxCoolerHeightMm) return;
    report(
      'incompatible',
      `${cooler.name} is ${cooler.specs.heightMm} mm tall but ${pcCase.name} fits coolers up to ${pcCase.specs.maxCoolerHeightMm} mm.`,
      cooler,
      pcCase,
    );
  },
});
