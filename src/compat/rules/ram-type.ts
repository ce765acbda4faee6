import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

export const ramType = defineRule({
  id: 'ram.type',
  title: 'Memory type matches the motherboard and CPU',
  categories: ['RAM', 'MOTHERBOARD', 'CPU'],
  test({ RAM: ram, MOTHERBOARD: board, CPU: cpu }, _ctx, report, unknown) {
    if (!ram || (!board && !cpu)) return;
    const type = ram.specs.type;
    if (type === null) return unknown('memoryType', ram, ram, board, cpu);
    if (board) {
      if (board.specs.memoryType === null) unknown('memoryType', board, ram, board);
      else if (board.specs.memoryType !== type) {
        report('incompatible', compatText('ram.type.board', { ram: ram.name, ramType: type, board: board.name, boardType: board.specs.memoryType }), ram, board);
      }
    }
    if (cpu) {
      if (cpu.specs.memoryTypes === null) unknown('cpuMemoryTypes', cpu, ram, cpu);
      else if (!cpu.specs.memoryTypes.includes(type)) {
        report('incompatible', compatText('ram.type.cpu', { cpu: cpu.name, cpuTypes: cpu.specs.memoryTypes, ramType: type, ram: ram.name }), ram, cpu);
      }
    }
  },
});
