import { compatText } from '../messages.js';
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
    if (form === null) return unknown('formFactor', psu, psu, pcCase);
    if (accepted === null) return unknown('casePsus', pcCase, psu, pcCase);
    if (accepted.includes(form)) return;
    if ((form === 'SFX' || form === 'SFX-L') && accepted.includes('ATX')) {
      report('warning', compatText('case.psuFormFactor.bracket', { psu: psu.name, formFactor: form, pcCase: pcCase.name }), psu, pcCase);
      return;
    }
    report('incompatible', compatText('case.psuFormFactor.unfit', { psu: psu.name, formFactor: form, pcCase: pcCase.name, accepted }), psu, pcCase);
  },
});
