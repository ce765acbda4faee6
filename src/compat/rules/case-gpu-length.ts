import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

export const caseGpuLength = defineRule({
  id: 'case.gpuLength',
  title: 'Graphics card fits the case',
  categories: ['CASE', 'GPU'],
  test({ CASE: pcCase, GPU: gpu }, _ctx, report, unknown) {
    if (!pcCase || !gpu) return;
    if (gpu.specs.lengthMm === null) return unknown('gpuLength', gpu, gpu, pcCase);
    if (pcCase.specs.maxGpuLengthMm === null) return unknown('caseGpuClearance', pcCase, gpu, pcCase);
    if (gpu.specs.lengthMm <= pcCase.specs.maxGpuLengthMm) return;
    report('incompatible', compatText('case.gpuLength', { gpu: gpu.name, lengthMm: gpu.specs.lengthMm, pcCase: pcCase.name, maxMm: pcCase.specs.maxGpuLengthMm }), gpu, pcCase);
  },
});
