import { describe, expect, it } from 'vitest';
import { wordProblems } from './wordProblems';

const entry = (fr: string, de = 'Bitte gib {x} ein.') => ({
  en: 'Please enter {x}.',
  es: 'Introduce {x}.',
  de,
  fr,
  'pt-BR': 'Digite {x}.',
});

describe('wordProblems', () => {
  it.each([
    ['a well written entry', entry('Saisissez {x}.'), []],
    [
      'a placeholder missing in a language',
      entry('Saisissez votre prénom.'),
      ['ok.fr has placeholders [], English ["x"]'],
    ],
    ['the familiar French register', entry('Saisis ton {x}.'), ['ok.fr is in the other register: Saisis ton {x}.']],
    [
      'the formal German register',
      entry('Saisissez {x}.', 'Bitte geben Sie {x} ein.'),
      ['ok.de is in the other register: Bitte geben Sie {x} ein.'],
    ],
  ])('finds %s', (_, words, problems) => {
    expect(wordProblems({ ok: words })).toEqual(problems);
  });
});
