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
    const supported = pcCase.specs.radiatorSupport.length ? `${pcCase.specs.radiatorSupport.join('/')} mm` : 'no';
    report(
      'incompatible',
      `${cooler.name} has a ${cooler.specs.radiatorMm} mm radiator but ${pcCase.name} mounts ${supported} radiators.`,
      cooler,
      pcCase,
    );
  },
});
