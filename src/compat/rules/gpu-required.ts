import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

export const gpuRequired = defineRule({
  id: 'gpu.required',
  title: 'A graphics output is available',
  kind: 'presence',
  categories: ['CPU', 'GPU'],
  test({ CPU: cpu, GPU: gpu }, _ctx, report, unknown) {
    if (!cpu || gpu || cpu.specs.integratedGraphics) return;
    if (cpu.specs.integratedGraphics === null) return unknown('integratedGraphics', cpu, cpu);
    report('incompatible', compatText('gpu.required', { cpu: cpu.name }), cpu);
  },
});
