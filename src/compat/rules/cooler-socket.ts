import { defineRule } from '../rule.js';

export const coolerSocket = defineRule({
  id: 'cooler.socket',
  title: 'CPU cooler supports the CPU socket',
  categories: ['COOLING', 'CPU'],
  test({ COOLING: cooler, CPU: cpu }, _ctx, report, unknown) {
    if (!cooler || !cpu) return;
    if (cpu.specs.socket === null) return unknown(`the socket of ${cpu.name}`, cooler, cpu);
    if (cooler.specs.sockets === null) return unknown(`the sockets ${cooler.name} mounts on`, cooler, cpu);
    if (cooler.specs.sockets.includes(cpu.specs.socket)) return;
    report('incompatible', `${cooler.name} mounts on ${cooler.specs.sockets.join('/')} but ${cpu.name} uses ${cpu.specs.socket}.`, cooler, cpu);
  },
});
