import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

export const coolerSocket = defineRule({
  id: 'cooler.socket',
  title: 'CPU cooler supports the CPU socket',
  categories: ['COOLING', 'CPU'],
  test({ COOLING: cooler, CPU: cpu }, _ctx, report, unknown) {
    if (!cooler || !cpu) return;
    if (cpu.specs.socket === null) return unknown('socket', cpu, cooler, cpu);
    if (cooler.specs.sockets === null) return unknown('coolerSockets', cooler, cooler, cpu);
    if (cooler.specs.sockets.includes(cpu.specs.socket)) return;
    report('incompatible', compatText('cooler.socket', { cooler: cooler.name, sockets: cooler.specs.sockets, cpu: cpu.name, socket: cpu.specs.socket }), cooler, cpu);
  },
});
