import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

export const caseCoolerHeight = defineRule({
  id: 'case.coolerHeight',
  title: 'Air cooler fits the case height',
  categories: ['CASE', 'COOLING'],
  test({ CASE: pcCase, COOLING: cooler }, _ctx, report, unknown) {
    if (!pcCase || !cooler || cooler.specs.type === 'aio') return;
    if (cooler.specs.type === null) return unknown('coolerKind', cooler, cooler, pcCase);
    if (cooler.specs.heightMm === null) return unknown('coolerHeight', cooler, cooler, pcCase);
    if (pcCase.specs.maxCoolerHeightMm === null) return unknown('caseCoolerClearance', pcCase, cooler, pcCase);
    if (cooler.specs.heightMm <= pcCase.specs.maxCoolerHeightMm) return;
    report(
      'incompatible',
      compatText('case.coolerHeight', { cooler: cooler.name, heightMm: cooler.specs.heightMm, pcCase: pcCase.name, maxMm: pcCase.specs.maxCoolerHeightMm }),
      cooler,
      pcCase,
    );
  },
});
