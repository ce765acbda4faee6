import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

/**
 * Boards launched before a CPU generation run it only after a BIOS update (Ryzen 9000 on
 * B650/X670, Ryzen 5000 on B450, 14th gen on B660/Z690). Most boards sold now ship updated,
 * and many can flash without a CPU, so this warns rather than blocks.
 */
export const cpuBiosUpdate = defineRule({
  id: 'cpu.biosUpdate',
  title: 'Motherboard BIOS supports the CPU',
  categories: ['CPU', 'MOTHERBOARD'],
  test({ CPU: cpu, MOTHERBOARD: board }, _ctx, report, unknown) {
    if (!cpu || !board || cpu.specs.socket === null || cpu.specs.socket !== board.specs.socket) return;
    if (cpu.specs.releaseYear === null) return unknown('releaseYear', cpu, cpu, board);
    if (board.specs.chipsetYear === null) return unknown('chipsetYear', board, cpu, board);
    if (cpu.specs.releaseYear <= board.specs.chipsetYear) return;
    report(
      'warning',
      compatText('cpu.biosUpdate', { cpu: cpu.name, cpuYear: cpu.specs.releaseYear, chipset: board.specs.chipset, chipsetYear: board.specs.chipsetYear, board: board.name }),
      cpu,
      board,
    );
  },
});
