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
  test({ CASE: pcCase, COOLING: cooler }, _ctx, report, unknown) {
    if (!pcCase || !cooler || cooler.specs.type === 'air') return;
    if (cooler.specs.type === null) return unknown('coolerKind', cooler, cooler, pcCase);
    const radiator = cooler.specs.radiatorMm;
    const support = pcCase.specs.radiatorSupport;
    if (radiator === null) return unknown('radiatorSize', cooler, cooler, pcCase);
    if (support === null) return unknown('caseRadiators', pcCase, cooler, pcCase);
    if (support.includes(radiator)) return;
    report('incompatible', compatText('case.radiator', { cooler: cooler.name, radiatorMm: radiator, pcCase: pcCase.name, supportedMm: support }), cooler, pcCase);
  },
});
