import { defineRule } from '../rule.js';

/**
 * Radiator sizes are matched exactly against the case list: a 280 mm radiator needs 140 mm
 * fan mounts, so support for 360 mm does not imply 280 mm.
 */
export const caseRadiator = defineRule({
  id: 'case.radiator',
  title: 'Liquid-cooler radiator fits the case',
  categories: ['CASE', 'COOLING'],
  test({ CASE: pcCase, COOLING: cooler }, _ctx, report, unknown) {
    if (!pcCase || !cooler || cooler.specs.type === 'air') return;
    if (cooler.specs.type === null) return unknown(`whether ${cooler.name} is an air or liquid cooler`, cooler, pcCase);
    const radiator = cooler.specs.radiatorMm;
    const support = pcCase.specs.radiatorSupport;
    if (radiator === null) return unknown(`the radiator size of ${cooler.name}`, cooler, pcCase);
    if (support === null) return unknown(`the radiator sizes ${pcCase.name} mounts`, cooler, pcCase);
    if (support.includes(radiator)) return;
    const supported = support.length ? `${support.join('/')} mm` : 'no';
    report('incompatible', `${cooler.name} has a ${radiator} mm radiator but ${pcCase.name} mounts ${supported} radiators.`, cooler, pcCase);
  },
});
