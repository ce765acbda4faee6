import { defineRule } from '../rule.js';

export const ramSlots = defineRule({
  id: 'ram.slots',
  title: 'Memory modules fit the motherboard slots',
  categories: ['RAM', 'MOTHERBOARD'],
  test({ RAM: ram, MOTHERBOARD: board }, _ctx, report) {
    if (!ram || !board || ram.specs.modules <= board.specs.memorySlots) return;
    report(
      'incompatible',
      `${ram.name} has ${ram.specs.modules} modules but ${board.name} has only ${board.specs.memorySlots} memory slots.`,
      ram,
      board,
    );
  },
});
