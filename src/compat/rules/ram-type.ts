import { compatText } from '../messages.js';
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
        compatText('ram.type.board', { ram: ram.name, ramType: ram.specs.type, board: board.name, boardType: board.specs.memoryType }),
        ram,
        board,
      );
    }
    if (cpu && !cpu.specs.memoryTypes.includes(ram.specs.type)) {
      report(
        'incompatible',
        compatText('ram.type.cpu', { cpu: cpu.name, cpuTypes: cpu.specs.memoryTypes, ramType: ram.specs.type, ram: ram.name }),
        ram,
        cpu,
      );
    }
  },
});
