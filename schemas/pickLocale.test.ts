import { describe, expect, it } from 'vitest';
import { pickLocale } from './pickLocale';

describe('pickLocale', () => {
  it.each([
    [['en', 'es'], ['es-ES', 'en'], 'es'],
    [['en', 'es'], ['fr-FR', 'de'], 'en'],
    [['en', 'pt-BR'], ['pt-BR'], 'pt-BR'],
    [['en', 'pt-BR'], ['pt-PT'], 'pt-BR'],
    [['en', 'de', 'fr'], ['FR-ca', 'de'], 'fr'],
    [['pt-BR', 'en'], [], 'pt-BR'],
  ])('%j for a visitor preferring %j is %s', (locales, preferred, locale) => {
    expect(pickLocale(locales, preferred)).toBe(locale);
  });
});
