import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

export const caseGpuLength = defineRule({
  id: 'case.gpuLength',
  title: 'Graphics card fits the case',
  categories: ['CASE', 'GPU'],
  test({ CASE: pcCase, GPU: gpu }, _ctx, report) {
    if (!pcCase || !gpu || gpu.specs.lengthMm <= pcCase.specs.maxGpuLengthMm) return;
    report(
      'incompatible',
      compatText('case.gpuLength', { gpu: gpu.name, lengthMm: gpu.specs.lengthMm, pcCase: pcCase.name, maxMm: pcCase.specs.maxGpuLengthMm }),
      gpu,
      pcCase,
    );
  },
});
