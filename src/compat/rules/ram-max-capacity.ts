import { defineRule } from '../rule.js';

export const ramMaxCapacity = defineRule({
  id: 'ram.maxCapacity',
  title: 'Memory capacity within the motherboard maximum',
  categories: ['RAM', 'MOTHERBOARD'],
  test({ RAM: ram, MOTHERBOARD: board }, _ctx, report, unknown) {
    if (!ram || !board) return;
    if (ram.specs.capacityGb === null) return unknown(`the capacity of ${ram.name}`, ram, board);
    if (board.specs.maxMemoryGb === null) return unknown(`the maximum memory of ${board.name}`, ram, board);
    if (ram.specs.capacityGb <= board.specs.maxMemoryGb) return;
    report('incompatible', `${ram.name} is ${ram.specs.capacityGb} GB but ${board.name} supports at most ${board.specs.maxMemoryGb} GB.`, ram, board);
  },
});
