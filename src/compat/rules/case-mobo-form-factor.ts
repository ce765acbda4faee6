import { compatText } from '../messages.js';
import { defineRule } from '../rule.js';

export const caseMoboFormFactor = defineRule({
  id: 'case.moboFormFactor',
  title: 'Motherboard form factor fits the case',
  categories: ['CASE', 'MOTHERBOARD'],
  test({ CASE: pcCase, MOTHERBOARD: board }, _ctx, report, unknown) {
    if (!pcCase || !board) return;
    if (board.specs.formFactor === null) return unknown('formFactor', board, board, pcCase);
    if (pcCase.specs.supportedBoards === null) return unknown('caseBoards', pcCase, board, pcCase);
    if (pcCase.specs.supportedBoards.includes(board.specs.formFactor)) return;
    report(
      'incompatible',
      compatText('case.moboFormFactor', { board: board.name, formFactor: board.specs.formFactor, pcCase: pcCase.name, supported: pcCase.specs.supportedBoards }),
      board,
      pcCase,
    );
  },
});
