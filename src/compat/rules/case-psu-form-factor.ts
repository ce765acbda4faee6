import { defineRule } from '../rule.js';

/** SFX and SFX-L units screw into an ATX bay with a common adapter bracket, so that is only a warning. */
export const casePsuFormFactor = defineRule({
  id: 'case.psuFormFactor',
  title: 'PSU form factor fits the case',
  categories: ['CASE', 'PSU'],
  test({ CASE: pcCase, PSU: psu }, _ctx, report) {
    if (!pcCase || !psu) return;
    const accepted = pcCase.specs.psuFormFactors;
    if (accepted.includes(psu.specs.formFactor)) return;
    if (psu.specs.formFactor !== 'ATX' && accepted.includes('ATX')) {
      report(
        'warning',
        `${psu.name} is ${psu.specs.formFactor}; ${pcCase.name} has an ATX bay, so it needs an SFX-to-ATX bracket.`,
        psu,
        pcCase,
      );
      return;
    }
    report(
      'incompatible',
      `${psu.name} is ${psu.specs.formFactor} but ${pcCase.name} takes ${accepted.join('/')} power supplies.`,
      psu,
      pcCase,
    );
  },
});
