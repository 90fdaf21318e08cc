/**
 * Pythagorean numerology: the life path from a birth date, the expression from all the letters of a name and the
 * soul urge from its vowels. Numerology is a tradition, not a measurement; these functions only do its arithmetic,
 * by the method described below, so that the same answers always give the same numbers.
 */

/** Numbers kept as they are instead of being reduced to one digit, at every step of a reduction. */
export const MASTER_NUMBERS = [11, 22, 33] as const;

const LARGEST_SINGLE_DIGIT = 9;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** The Pythagorean table: letters valued 1 to 9 in turn (A=1 … I=9, J=1 … R=9, S=1 … Z=8). */
const LETTER_VALUE_CYCLE = 9;
const VOWELS = 'aeiou';
/** Letters the Unicode decomposition does not split into a base letter and a mark. */
const LETTER_FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

function digitSum(n: number): number {
  return [...String(n)].reduce((sum, digit) => sum + Number(digit), 0);
}

/** Adds the digits of a number until one digit or a master number (11, 22, 33) is left. */
export function reduceNumber(n: number): number {
  let value = Math.abs(Math.trunc(n));
  while (value > LARGEST_SINGLE_DIGIT && !(MASTER_NUMBERS as readonly number[]).includes(value))
    value = digitSum(value);
  return value;
}

/**
 * The life path of a birth date (month 0-11). The month, the day and the year are each reduced (master numbers
 * kept), then their sum is reduced (master numbers kept): the method Hans Decoz describes, and the usual one. It
 * differs from adding all eight digits at once (May 4, 1977 gives 6 this way and 33 that way).
 */
export function lifePathNumber(date: { year: number; month: number; day: number }): number {
  return reduceNumber(reduceNumber(date.month + 1) + reduceNumber(date.day) + reduceNumber(date.year));
}

/**
 * The letters of a name as numerology reads them: lower case, diacritics folded (é → e, ñ → n, ß → ss), split
 * into words; anything else (digits, hyphens, apostrophes, letters of other scripts) is ignored.
 */
export function nameWords(name: string): string[] {
  const folded = [...name.toLowerCase().normalize('NFD')]
    .map((char) => LETTER_FOLDS[char] ?? char)
    .join('')
    .replace(/\p{M}/gu, '');
  return folded
    .split(/\s+/)
    .map((word) => [...word].filter((char) => LETTERS.includes(char)).join(''))
    .filter((word) => word.length > 0);
}

function letterValue(letter: string): number {
  return (LETTERS.indexOf(letter) % LETTER_VALUE_CYCLE) + 1;
}

/**
 * Whether a letter counts as a vowel for the soul urge: A, E, I, O, U always; Y when neither letter beside it in
 * its word is one of those (the y of Lynn, Mary, Sylvia), and not when it is (Yolanda, Maya, Bryan). Traditions
 * disagree on Y; this rule approximates "Y is a vowel when it sounds as one" from spelling alone.
 */
function isVowelAt(word: string, index: number): boolean {
  const letter = word[index] ?? '';
  if (VOWELS.includes(letter)) return true;
  if (letter !== 'y') return false;
  const isPlainVowel = (neighbour: string | undefined) => neighbour !== undefined && VOWELS.includes(neighbour);
  return !isPlainVowel(word[index - 1]) && !isPlainVowel(word[index + 1]);
}

/**
 * The expression (destiny) number: the values of all the letters of the full name added, then reduced (master
 * numbers kept). Undefined for a name with no letters.
 */
export function expressionNumber(fullName: string): number | undefined {
  const letters = nameWords(fullName).join('');
  if (letters.length === 0) return undefined;
  return reduceNumber([...letters].reduce((sum, letter) => sum + letterValue(letter), 0));
}

/**
 * The soul urge (heart's desire) number: the values of the vowels of the full name (Y by the rule of
 * `isVowelAt`) added, then reduced (master numbers kept). Undefined for a name with no vowels.
 */
export function soulUrgeNumber(fullName: string): number | undefined {
  const vowels = nameWords(fullName).flatMap((word) => [...word].filter((_, i) => isVowelAt(word, i)));
  if (vowels.length === 0) return undefined;
  return reduceNumber(vowels.reduce((sum, letter) => sum + letterValue(letter), 0));
}
