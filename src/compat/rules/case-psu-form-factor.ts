import { defineRule } from '../rule.js';

/** SFX and SFX-L units screw into an ATX bay with a common adapter bracket, so that is only a warning. */
export const casePsuFormFactor = defineRule({
  id: 'case.psuFormFactor',
  title: 'PSU form factor fits the case',
  categories: ['CASE', 'PSU'],
  test({ CASE: pcCase, PSU: psu }, _ctx, report, unknown) {
    if (!pcCase || !psu) return;
    const form = psu.specs.formFactor;
    const accepted = pcCase.specs.psuFormFactors;
    if (form === null) return unknown(`the form factor of ${psu.name}`, psu, pcCase);
    if (accepted === null) return unknown(`the power supplies ${pcCase.name} takes`, psu, pcCase);
    if (accepted.includes(form)) return;
    if ((form === 'SFX' || form === 'SFX-L') && accepted.includes('ATX')) {
      report(
        'warning',
        `${psu.name} is ${form}; ${pcCase.name} has an ATX bay, so it needs an SFX-to-ATX bracket.`,
        psu,
        pcCase,
      );
      return;
    }
    report('incompatible', `${psu.name} is ${form} but ${pcCase.name} takes ${accepted.join('/')} power supplies.`, psu, pcCase);
  },
});
