import { describe, expect, it } from 'vitest';
import { MOON_PHASES } from './natalChart';
import { READING_WORD_LOCALES, READING_WORDS, readingWord } from './readingWords';
import { SIGN_RELATIONS } from './signCompatibility';
import { ELEMENTS, MODALITIES, ZODIAC_SIGNS } from './zodiacSigns';

const ALL_IDS = [...ZODIAC_SIGNS, ...MOON_PHASES, ...ELEMENTS, ...MODALITIES, ...SIGN_RELATIONS];

describe('readingWord', () => {
  it.each([
    ['leo', 'en', 'Leo'],
    ['leo', 'fr', 'Lion'],
    ['gemini', 'es', 'Géminis'],
    ['gemini', 'es-MX', 'Géminis'], // a regional locale falls back to its language
    ['pisces', 'pt-BR', 'Peixes'],
    ['pisces', 'pt', 'Pisces'], // no plain Portuguese list: English
    ['full', 'de', 'Vollmond'],
    ['waxingGibbous', 'ja', 'Waxing gibbous'], // an unknown locale: English
    ['trine', 'es', 'Trígono'],
    ['7', 'fr', '7'], // numbers are not words
  ])('%s in %s is %s', (id, locale, word) => {
    expect(readingWord(id, locale)).toBe(word);
  });

  it.each(READING_WORD_LOCALES)('%s has a word for every id', (locale) => {
    const words: Partial<Record<string, string>> = READING_WORDS[locale];
    expect(ALL_IDS.filter((id) => !words[id])).toEqual([]);
  });
});
