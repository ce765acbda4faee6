import { defineRule } from '../rule.js';

export const ramSlots = defineRule({
  id: 'ram.slots',
  title: 'Memory modules fit the motherboard slots',
  categories: ['RAM', 'MOTHERBOARD'],
  test({ RAM: ram, MOTHERBOARD: board }, _ctx, report, unknown) {
    if (!ram || !board) return;
    if (ram.specs.modules === null) return unknown(`the module count of ${ram.name}`, ram, board);
    if (board.specs.memorySlots === null) return unknown(`the memory slots of ${board.name}`, ram, board);
    if (ram.specs.modules <= board.specs.memorySlots) return;
    report('incompatible', `${ram.name} has ${ram.specs.modules} modules but ${board.name} has only ${board.specs.memorySlots} memory slots.`, ram, board);
  },
});
