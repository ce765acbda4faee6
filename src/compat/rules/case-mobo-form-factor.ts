import { defineRule } from '../rule.js';

export const caseMoboFormFactor = defineRule({
  id: 'case.moboFormFactor',
  title: 'Motherboard form factor fits the case',
  categories: ['CASE', 'MOTHERBOARD'],
  test({ CASE: pcCase, MOTHERBOARD: board }, _ctx, report, unknown) {
    if (!pcCase || !board) return;
    if (board.specs.formFactor === null) return unknown(`the form factor of ${board.name}`, board, pcCase);
    if (pcCase.specs.supportedBoards === null) return unknown(`the boards ${pcCase.name} takes`, board, pcCase);
    if (pcCase.specs.supportedBoards.includes(board.specs.formFactor)) return;
    report(
      'incompatible',
      `${board.name} is ${board.specs.formFactor} but ${pcCase.name} takes ${pcCase.specs.supportedBoards.join('/')} boards.`,
      board,
      pcCase,
    );
  },
});
