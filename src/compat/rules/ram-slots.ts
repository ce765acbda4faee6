import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

export const ramSlots = defineRule({
  id: 'ram.slots',
  title: 'Memory modules fit the motherboard slots',
  categories: ['RAM', 'MOTHERBOARD'],
  test({ RAM: ram, MOTHERBOARD: board }, _ctx, report, unknown) {
    if (!ram || !board) return;
    if (ram.specs.modules === null) return unknown('modules', ram, ram, board);
    if (board.specs.memorySlots === null) return unknown('memorySlots', board, ram, board);
    if (ram.specs.modules <= board.specs.memorySlots) return;
    report('incompatible', compatText('ram.slots', { ram: ram.name, modules: ram.specs.modules, board: board.name, slots: board.specs.memorySlots }), ram, board);
  },
});
