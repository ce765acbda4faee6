import { defineRule } from '../rule.js';

export const gpuRequired = defineRule({
  id: 'gpu.required',
  title: 'A graphics output is available',
  kind: 'presence',
  categories: ['CPU', 'GPU'],
  test({ CPU: cpu, GPU: gpu }, _ctx, report, unknown) {
    if (!cpu || gpu || cpu.specs.integratedGraphics) return;
    if (cpu.specs.integratedGraphics === null) return unknown(`whether ${cpu.name} has integrated graphics`, cpu);
    report('incompatible', `${cpu.name} has no integrated graphics, so the build needs a graphics card.`, cpu);
  },
});
