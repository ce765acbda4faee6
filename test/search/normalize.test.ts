import { describe, expect, it } from 'vitest';
import { fold, tokenize } from '../../src/search/normalize.js';
import { TypoIndex, editDistance, withinOneEdit } from '../../src/search/typo.js';

describe('fold', () => {
  it.each([
    ['Prishtinë', 'prishtine'],
    ['Đakovica', 'dakovica'],
    ['Peć', 'pec'],
    ['Uroševac', 'urosevac'],
    ['Çmimi më i lirë', 'cmimi me i lire'],
    ['Priština', 'pristina'],
  ])('%s → %s', (input, expected) => {
    expect(fold(input)).toBe(expected);
  });
});

describe('tokenize: spacing, hyphens and units do not matter', () => {
  it.each([
    [
      ['RTX4060', 'rtx 4060', 'rtx-4060', 'RTX 4060'],
      ['rtx', '4060'],
    ],
    [
      ['4060Ti', '4060 ti', '4060-ti'],
      ['4060', 'ti'],
    ],
    [
      ['i5-14600K', 'i5 14600k'],
      ['i5', '14600k'],
    ],
    [['32GB', '32 gb', '32 GB'], ['32gb']],
    [['1TB', '1 tb', '1000GB', '1000 gb'], ['1000gb']],
    [
      ['DDR5-6000', 'ddr5 6000', 'DDR5 6000MHz', 'ddr5 6000 mt/s', 'DDR5 6000MT/s'],
      ['ddr5', '6000'],
    ],
    [
      ['990PRO', '990 pro', '990-PRO'],
      ['990', 'pro'],
    ],
    [['750W', '750 w', '750 watt'], ['750w']],
    [
      ['RX7800XT', 'rx 7800 xt', 'RX 7800XT'],
      ['rx', '7800', 'xt'],
    ],
  ])('%j → %j', (inputs, expected) => {
    for (const input of inputs) expect(tokenize(input)).toEqual(expected);
  });

  it('keeps model codes whole when splitting would change them', () => {
    expect(tokenize('Ryzen 7 7800X3D')).toEqual(['ryzen', '7', '7800x3d']);
    expect(tokenize('B650M DS3H')).toEqual(['b650m', 'ds3h']);
    expect(tokenize('80+ Gold')).toEqual(['80', 'plus', 'gold']);
    expect(tokenize('M.2 2280')).toEqual(['m2', '2280']);
    expect(tokenize('8G OC')).toEqual(['8gb', 'oc']);
    expect(tokenize('Micro-ATX')).toEqual(['matx']);
  });
});

describe('typo tolerance', () => {
  const index = new TypoIndex(['ryzen', 'geforce', 'samsung', 'radeon', 'corsair', 'noctua', 'case', 'gold']);

  it('corrects one edit from 5 characters and two from 8', () => {
    expect(index.lookup('ryzn').map((m) => m.word)).toEqual(['ryzen']);
    expect(index.lookup('geforse').map((m) => m.word)).toEqual(['geforce']);
    expect(index.lookup('samsng').map((m) => m.word)).toEqual(['samsung']);
    expect(index.lookup('corsiar').map((m) => m.word)).toEqual(['corsair']); // transposition
    expect(index.lookup('noctau').map((m) => m.word)).toEqual(['noctua']);
  });

  it('does not correct short words, far words or anything with digits', () => {
    expect(index.lookup('gol')).toEqual([]);
    expect(index.lookup('cse')).toEqual([]);
    expect(index.lookup('rzyenx')).toEqual([]);
    expect(index.lookup('14600kf')).toEqual([]);
  });

  it('measures optimal string alignment distance', () => {
    expect(editDistance('ryzen', 'ryzen', 2)).toBe(0);
    expect(editDistance('ryzn', 'ryzen', 2)).toBe(1);
    expect(editDistance('corsiar', 'corsair', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });

  it('checks one edit without allocating, agreeing with the distance', () => {
    const words = ['9090', '4090', '9070', '909', '90900', '0990', '9009', '19090', 'x3d', '4060ti'];
    for (const a of words) for (const b of words) expect([a, b, withinOneEdit(a, b)]).toEqual([a, b, editDistance(a, b, 1) <= 1]);
  });
});
