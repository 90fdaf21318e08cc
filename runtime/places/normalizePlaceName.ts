/**
 * Letters that Unicode does not decompose into a base letter and a mark, written as a visitor types them on a plain
 * keyboard ("Łódź" is typed "lodz", "Straße" "strasse").
 */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const FOLDED_LETTER = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');

/** Marks left by NFD decomposition (accents, cedillas, tildes). */
const COMBINING_MARKS = /\p{M}/gu;
/** Signs that join the parts of one word: "L'Aquila" is typed "laquila" as often as "l aquila", "St. Louis" "st louis". */
const JOINING_SIGNS = /['’ʼ`.]/g;
/** Everything else that is neither a letter nor a digit separates words ("Saint-Étienne", "Washington, D.C."). */
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

/** Names of plain letters, digits and spaces (half the dataset), which need only lower case and single spaces. */
const PLAIN = /^[A-Za-z0-9 ]*$/;
const SPACES = / +/g;

/**
 * A place name, or what a visitor typed, as the city index compares them: lower case, accents folded (NFD with the
 * marks removed, and the letters of FOLDED_LETTERS spelled out), joining signs removed, any other punctuation a
 * single space, trimmed. "São Paulo" → "sao paulo", "Saint-Étienne" → "saint etienne", "  " → "".
 */
export function normalizePlaceName(text: string): string {
  if (PLAIN.test(text)) return text.toLowerCase().replace(SPACES, ' ').trim();
  return text
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(FOLDED_LETTER, (letter) => FOLDED_LETTERS[letter] ?? letter)
    .replace(JOINING_SIGNS, '')
    .replace(SEPARATORS, ' ')
    .trim();
}
