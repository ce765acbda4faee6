import { defineRule } from '../rule.js';

export const ramType = defineRule({
  id: 'ram.type',
  title: 'Memory type matches the motherboard and CPU',
  categories: ['RAM', 'MOTHERBOARD', 'CPU'],
  test({ RAM: ram, MOTHERBOARD: board, CPU: cpu }, _ctx, report) {
    if (!ram) return;
    if (board && board.specs.memoryType !== ram.specs.type) {
      report(
        'incompatible',
        `${ram.name} is ${ram.specs.type} but ${board.name} only takes ${board.specs.memoryType}.`,
        ram,
        board,
      );
    }
    if (cpu && !cpu.specs.memoryTypes.includes(ram.specs.type)) {
      report(
        'incompatible',
        `${cpu.name} supports ${cpu.specs.memoryTypes.join('/')} memory, not ${ram.specs.type} (${ram.name}).`,
        ram,
        cpu,
      );
    }
  },
});
