import { defineRule } from '../rule.js';

export const cpuSocket = defineRule({
  id: 'cpu.socket',
  title: 'CPU socket matches the motherboard',
  categories: ['CPU', 'MOTHERBOARD'],
  test({ CPU: cpu, MOTHERBOARD: board }, _ctx, report, unknown) {
    if (!cpu || !board) return;
    if (cpu.specs.socket === null) return unknown(`the socket of ${cpu.name}`, cpu, board);
    if (board.specs.socket === null) return unknown(`the socket of ${board.name}`, cpu, board);
    if (cpu.specs.socket === board.specs.socket) return;
    report('incompatible', `${cpu.name} needs socket ${cpu.specs.socket} but ${board.name} has socket ${board.specs.socket}.`, cpu, board);
  },
});
