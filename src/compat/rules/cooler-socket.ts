import { defineRule } from '../rule.js';

export const coolerSocket = defineRule({
  id: 'cooler.socket',
  title: 'CPU cooler supports the CPU socket',
  categories: ['COOLING', 'CPU'],
  test({ COOLING: cooler, CPU: cpu }, _ctx, report) {
    if (!cooler || !cpu || cooler.specs.sockets.includes(cpu.specs.socket)) return;
    report(
      'incompatible',
      `${cooler.name} mounts on ${cooler.specs.sockets.join('/')} but ${cpu.name} uses ${cpu.specs.socket}.`,
      cooler,
      cpu,
    );
  },
});
