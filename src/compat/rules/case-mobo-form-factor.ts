import { defineRule } from '../rule.js';

export const caseMoboFormFactor = defineRule({
  id: 'case.moboFormFactor',
  title: 'Motherboard form factor fits the case',
  categories: ['CASE', 'MOTHERBOARD'],
  test({ CASE: pcCase, MOTHERBOARD: board }, _ctx, report) {
    if (!pcCase || !board || pcCase.specs.supportedBoards.includes(board.specs.formFactor)) return;
    report(
      'incompatible',
      `${board.name} is ${board.specs.formFactor} but ${pcCase.name} takes ${pcCase.specs.supportedBoards.join('/')} boards.`,
      board,
      pcCase,
    );
  },
});
