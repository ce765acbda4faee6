import { compatText } from '../messages.js';
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
        compatText('case.psuFormFactor.bracket', { psu: psu.name, formFactor: psu.specs.formFactor, pcCase: pcCase.name }),
        psu,
        pcCase,
      );
      return;
    }
    report(
      'incompatible',
      compatText('case.psuFormFactor.unfit', { psu: psu.name, formFactor: psu.specs.formFactor, pcCase: pcCase.name, accepted }),
      psu,
      pcCase,
    );
  },
});
