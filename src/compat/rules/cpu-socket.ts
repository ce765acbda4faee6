import { defineRule } from '../rule.js';

export const cpuSocket = defineRule({
  id: 'cpu.socket',
  title: 'CPU socket matches the motherboard',
  categories: ['CPU', 'MOTHERBOARD'],
  test({ CPU: cpu, MOTHERBOARD: board }, _ctx, report) {
    if (!cpu || !board || cpu.specs.socket === board.specs.socket) return;
    report(
      'incompatible',
      `${cpu.name} needs socket ${cpu.specs.socket} but ${board.name} has socket ${board.specs.socket}.`,
      cpu,
      board,
    );
  },
});
