import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

/** A build holds one STORAGE part, so the only possible shortage is a board with no M.2 slot at all. */
export const m2Count = defineRule({
  id: 'm2.count',
  title: 'NVMe drives fit the M.2 slots',
  categories: ['STORAGE', 'MOTHERBOARD'],
  test({ STORAGE: drive, MOTHERBOARD: board }, _ctx, report) {
    if (!drive || !board || drive.specs.type !== 'NVMe' || board.specs.m2Slots >= 1) return;
    report('incompatible', compatText('m2.count', { drive: drive.name, board: board.name }), drive, board);
  },
});
