import { defineRule } from '../rule.js';

export const caseGpuLength = defineRule({
  id: 'case.gpuLength',
  title: 'Graphics card fits the case',
  categories: ['CASE', 'GPU'],
  test({ CASE: pcCase, GPU: gpu }, _ctx, report) {
    if (!pcCase || !gpu || gpu.specs.lengthMm <= pcCase.specs.maxGpuLengthMm) return;
    report(
      'incompatible',
      `${gpu.name} is ${gpu.specs.lengthMm} mm long but ${pcCase.name} fits cards up to ${pcCase.specs.maxGpuLengthMm} mm.`,
      gpu,
      pcCase,
    );
  },
});
