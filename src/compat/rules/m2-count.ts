import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

/**
 * A build holds one STORAGE part, so the only possible shortage is an M.2 drive (NVMe or
 * M.2 SATA) on a board with no M.2 slot at all. PCIe add-in cards and 2.5"/3.5" drives use
 * other connectors.
 */
export const m2Count = defineRule({
  id: 'm2.count',
  title: 'M.2 drives fit the M.2 slots',
  categories: ['STORAGE', 'MOTHERBOARD'],
  test({ STORAGE: drive, MOTHERBOARD: board }, _ctx, report, unknown) {
    if (!drive || !board) return;
    const form = drive.specs.formFactor;
    if (form === null) {
      if (drive.specs.type === 'NVMe') unknown('formFactor', drive, drive, board);
      return;
    }
    if (!form.startsWith('M.2')) return;
    if (board.specs.m2Slots === null) return unknown('m2Slots', board, drive, board);
    if (board.specs.m2Slots >= 1) return;
    report('incompatible', compatText('m2.count', { drive: drive.name, board: board.name }), drive, board);
  },
});
