import { defineRule } from '../rule.js';

export const caseGpuLength = defineRule({
  id: 'case.gpuLength',
  title: 'Graphics card fits the case',
  categories: ['CASE', 'GPU'],
  test({ CASE: pcCase, GPU: gpu }, _ctx, report, unknown) {
    if (!pcCase || !gpu) return;
    if (gpu.specs.lengthMm === null) return unknown(`the length of ${gpu.name}`, gpu, pcCase);
    if (pcCase.specs.maxGpuLengthMm === null) return unknown(`the graphics card clearance of ${pcCase.name}`, gpu, pcCase);
    if (gpu.specs.lengthMm <= pcCase.specs.maxGpuLengthMm) return;
    report(
      'incompatible',
      `${gpu.name} is ${gpu.specs.lengthMm} mm long but ${pcCase.name} fits cards up to ${pcCase.specs.maxGpuLengthMm} mm.`,
      gpu,
      pcCase,
    );
  },
});
