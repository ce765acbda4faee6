import { defineRule } from '../rule.js';

export const ramType = defineRule({
  id: 'ram.type',
  title: 'Memory type matches the motherboard and CPU',
  categories: ['RAM', 'MOTHERBOARD', 'CPU'],
  test({ RAM: ram, MOTHERBOARD: board, CPU: cpu }, _ctx, report, unknown) {
    if (!ram || (!board && !cpu)) return;
    const type = ram.specs.type;
    if (type === null) return unknown(`the memory type of ${ram.name}`, ram, board, cpu);
    if (board) {
      if (board.specs.memoryType === null) unknown(`the memory type of ${board.name}`, ram, board);
      else if (board.specs.memoryType !== type) report('incompatible', `${ram.name} is ${type} but ${board.name} only takes ${board.specs.memoryType}.`, ram, board);
    }
    if (cpu) {
      if (cpu.specs.memoryTypes === null) unknown(`the memory types ${cpu.name} supports`, ram, cpu);
      else if (!cpu.specs.memoryTypes.includes(type)) {
        report('incompatible', `${cpu.name} supports ${cpu.specs.memoryTypes.join('/')} memory, not ${type} (${ram.name}).`, ram, cpu);
      }
    }
  },
});
