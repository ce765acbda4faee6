import { defineRule } from '../rule.js';

export const ramMaxCapacity = defineRule({
  id: 'ram.maxCapacity',
  title: 'Memory capacity within the motherboard maximum',
  categories: ['RAM', 'MOTHERBOARD'],
  test({ RAM: ram, MOTHERBOARD: board }, _ctx, report) {
    if (!ram || !board || ram.specs.capacityGb <= board.specs.maxMemoryGb) return;
    report(
      'incompatible',
      `${ram.name} is ${ram.specs.capacityGb} GB but ${board.name} supports at most ${board.specs.maxMemoryGb} GB.`,
      ram,
      board,
    );
  },
});
