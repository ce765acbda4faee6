import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

/**
 * Radiator sizes are matched exactly against the case list: a 280 mm radiator needs 140 mm
 * fan mounts, so support for 360 mm does not imply 280 mm.
 */
export const caseRadiator = defineRule({
  id: 'case.radiator',
  title: 'Liquid-cooler radiator fits the case',
  categories: ['CASE', 'COOLING'],
  test({ CASE: pcCase, COOLING: cooler }, _ctx, report) {
    if (!pcCase || !cooler || cooler.specs.type !== 'aio' || cooler.specs.radiatorMm === null) return;
    if (pcCase.specs.radiatorSupport.includes(cooler.specs.radiatorMm)) return;
    report(
      'incompatible',
      compatText('case.radiator', { cooler: cooler.name, radiatorMm: cooler.specs.radiatorMm, pcCase: pcCase.name, supportedMm: pcCase.specs.radiatorSupport }),
      cooler,
      pcCase,
    );
  },
});
