import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

export const ramMaxCapacity = defineRule({
  id: 'ram.maxCapacity',
  title: 'Memory capacity within the motherboard maximum',
  categories: ['RAM', 'MOTHERBOARD'],
  test({ RAM: ram, MOTHERBOARD: board }, _ctx, report, unknown) {
    if (!ram || !board) return;
    if (ram.specs.capacityGb === null) return unknown('capacity', ram, ram, board);
    if (board.specs.maxMemoryGb === null) return unknown('maxMemory', board, ram, board);
    if (ram.specs.capacityGb <= board.specs.maxMemoryGb) return;
    report('incompatible', compatText('ram.maxCapacity', { ram: ram.name, capacityGb: ram.specs.capacityGb, board: board.name, maxGb: board.specs.maxMemoryGb }), ram, board);
  },
});
