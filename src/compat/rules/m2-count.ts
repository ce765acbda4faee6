import { defineRule } from '../rule.js';

/** A build holds one STORAGE part, so the only possible shortage is a board with no M.2 slot at all. */
export const m2Count = defineRule({
  id: 'm2.count',
  title: 'NVMe drives fit the M.2 slots',
  categories: ['STORAGE', 'MOTHERBOARD'],
  test({ STORAGE: drive, MOTHERBOARD: board }, _ctx, report) {
    if (!drive || !board || drive.specs.type !== 'NVMe' || board.specs.m2Slots >= 1) return;
    report('incompatible', `${drive.name} is an M.2 NVMe drive but ${board.name} has no M.2 slot.`, drive, board);
  },
});
