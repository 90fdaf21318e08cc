import { describe, expect, it } from 'vitest';
import { expressionNumber, lifePathNumber, nameWords, reduceNumber, soulUrgeNumber } from './numerology';

describe('reduceNumber', () => {
  it.each([
    [0, 0],
    [7, 7],
    [10, 1],
    [11, 11], // master
    [19, 1], // 1+9 = 10, 1+0 = 1
    [22, 22], // master
    [29, 11], // 2+9 = 11, master
    [33, 33], // master
    [38, 11], // 3+8 = 11
    [44, 8], // not a master number
    [1985, 5], // 1+9+8+5 = 23, 2+3 = 5
    [1975, 22], // 1+9+7+5 = 22, master
  ])('%i reduces to %i', (n, reduced) => {
    expect(reduceNumber(n)).toBe(reduced);
  });
});

describe('lifePathNumber', () => {
  it.each([
    // Worked examples, month given 1-12 in the comment and 0-11 in the row.
    // decoz.com "Do your own numerology report": Oct 12 1936: 10→1, 12→3, 1936→19→10→1; 1+3+1 = 5.
    ['Decoz, October 12, 1936', 1936, 9, 12, 5],
    // Decoz: Nov 22 1992: 11 (master), 22 (master), 1992→21→3; 11+22+3 = 36 → 9.
    ['Decoz, November 22, 1992', 1992, 10, 22, 9],
    // lifepathcalc "how to calculate": Mar 17 1985: 3, 1+7 = 8, 1985→23→5; 3+8+5 = 16 → 7.
    ['March 17, 1985', 1985, 2, 17, 7],
    // lifepathcalc: May 14 1990: 5, 5, 1990→19→10→1; 5+5+1 = 11, master.
    ['May 14, 1990 (master 11)', 1990, 4, 14, 11],
    // lifepathcalc: Apr 4 1975: 4, 4, 1975→22 (master kept); 4+4+22 = 30 → 3.
    ['April 4, 1975 (master year, not final)', 1975, 3, 4, 3],
    // A numerology forum's "correct way": May 4 1977: 5, 4, 1977→24→6; 5+4+6 = 15 → 6 (adding all digits gives 33).
    ['May 4, 1977 (grouped, not digit by digit)', 1977, 4, 4, 6],
    // Same source: Dec 21 1954: 12→3, 21→3, 1954→19→10→1; 3+3+1 = 7.
    ['December 21, 1954', 1954, 11, 21, 7],
    // Nov 11 2000: 11, 11, 2000→2; 11+11+2 = 24 → 6 (master month and day, not a master result).
    ['November 11, 2000', 2000, 10, 11, 6],
    // Feb 9 2009: 2, 9, 2009→11 (master); 2+9+11 = 22, master.
    ['February 9, 2009 (master 22)', 2009, 1, 9, 22],
    // Nov 29 1975: 11, 29→11, 1975→22; 11+11+22 = 44 → 8.
    ['November 29, 1975 (three masters)', 1975, 10, 29, 8],
    // Jun 9 1989: 6, 9, 1989→27→9; 6+9+9 = 24 → 6.
    ['June 9, 1989', 1989, 5, 9, 6],
    // Jul 4 1975: 7, 4, 1975→22 (master); 7+4+22 = 33, master.
    ['July 4, 1975 (master 33)', 1975, 6, 4, 33],
  ] as const)('%s → %i', (_source, year, month, day, expected) => {
    expect(lifePathNumber({ year, month, day })).toBe(expected);
  });
});

describe('nameWords', () => {
  it.each([
    ['José Martínez', ['jose', 'martinez']],
    ['  Zoë  Ørsted-Müller ', ['zoe', 'orstedmuller']],
    ["D'Arcy O'Neil", ['darcy', 'oneil']],
    ['Straße', ['strasse']],
    ['Anna 2nd', ['anna', 'nd']],
    ['Иван', []], // another script: no Latin letters to count
  ])('%s → %o', (name, words) => {
    expect(nameWords(name)).toEqual(words);
  });
});

describe('expressionNumber and soulUrgeNumber', () => {
  it.each([
    // cosmic-copilot name calculator: JOHN SMITH: J1 O6 H8 N5 S1 M4 I9 T2 H8 = 44 → 8; vowels O6 + I9 = 15 → 6.
    ['John Smith', 8, 6],
    // numerologia.io: ANNA TORRES: 1+5+5+1+2+6+9+9+5+1 = 44 → 8; vowels A1 A1 O6 E5 = 13 → 4.
    ['Anna Torres', 8, 4],
    // seventhlifepath: John Winston Lennon, by names 2 + 33 + 11 = 46 → 1; all letters 20 + 33 + 29 = 82 → 10 → 1.
    // Vowels: o6; i9 o6; e5 o6 = 32 → 5.
    ['John Winston Lennon', 1, 5],
    // Diacritics folded: José = J1 O6 S1 E5 = 13 → 4; vowels o6 e5 = 11, master.
    ['José', 4, 11],
    ['JOSE', 4, 11],
    // Y between consonants is a vowel: Lynn: L3 Y7 N5 N5 = 20 → 2; vowels y7 → 7.
    ['Lynn', 2, 7],
    // Y beside a vowel is a consonant: Maya: M4 A1 Y7 A1 = 13 → 4; vowels a1 a1 → 2.
    ['Maya', 4, 2],
    // Y at the end after a consonant: Mary: M4 A1 R9 Y7 = 21 → 3; vowels a1 y7 = 8.
    ['Mary', 3, 8],
    // Sophia: S1 O6 P7 H8 I9 A1 = 32 → 5; vowels o6 i9 a1 = 16 → 7.
    ['Sophia', 5, 7],
    // Lee Ann: L3 E5 E5 A1 N5 N5 = 24 → 6; vowels 5+5+1 = 11, master.
    ['Lee Ann', 6, 11],
    // Max: M4 A1 X6 = 11, master; vowels a1 → 1.
    ['Max', 11, 1],
  ] as const)('%s: expression %i, soul urge %i', (name, expression, soulUrge) => {
    expect(expressionNumber(name)).toBe(expression);
    expect(soulUrgeNumber(name)).toBe(soulUrge);
  });

  it.each(['', '   ', '123', 'Иван'])('has no numbers for a name without Latin letters: %j', (name) => {
    expect(expressionNumber(name)).toBeUndefined();
    expect(soulUrgeNumber(name)).toBeUndefined();
  });
  it('has no soul urge for a name without vowels', () => {
    expect(expressionNumber('Brnn')).toBe(3); // B2 R9 N5 N5 = 21 → 3
    expect(soulUrgeNumber('Brnn')).toBeUndefined();
  });
});
