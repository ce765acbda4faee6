import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

export const cpuSocket = defineRule({
  id: 'cpu.socket',
  title: 'CPU socket matches the motherboard',
  categories: ['CPU', 'MOTHERBOARD'],
  test({ CPU: cpu, MOTHERBOARD: board }, _ctx, report, unknown) {
    if (!cpu || !board) return;
    if (cpu.specs.socket === null) return unknown('socket', cpu, cpu, board);
    if (board.specs.socket === null) return unknown('socket', board, cpu, board);
    if (cpu.specs.socket === board.specs.socket) return;
    report('incompatible', compatText('cpu.socket', { cpu: cpu.name, cpuSocket: cpu.specs.socket, board: board.name, boardSocket: board.specs.socket }), cpu, board);
  },
});
