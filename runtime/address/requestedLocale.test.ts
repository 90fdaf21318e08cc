import { describe, expect, it } from 'vitest';
import { langCookieName } from '@/runtime/flow/languageNames';
import { type LanguageAsked, requestedLocale } from './requestedLocale';

const LOVE_QUIZ = ['en', 'es', 'fr'];
const WITCH_POWER = ['pt-BR', 'en'];
const ask = (changes: Partial<LanguageAsked>): LanguageAsked => ({
  param: null,
  cookieHeader: null,
  acceptLanguage: null,
  ...changes,
});
const kept = (locale: string) => `cc_cookie=1; ${langCookieName('love-quiz')}=${locale}`;

describe("the language a funnel page is rendered in for a visitor's request", () => {
  it.each<
    [string, readonly string[], Partial<LanguageAsked>, { locale: string; remember?: string; fromCookie?: true }]
  >([
    ['nothing said: the funnel’s first', LOVE_QUIZ, {}, { locale: 'en' }],
    ['a Spanish browser', LOVE_QUIZ, { acceptLanguage: 'es-ES,es;q=0.9,en;q=0.8' }, { locale: 'es' }],
    ['a Mexican browser takes Spanish', LOVE_QUIZ, { acceptLanguage: 'es-MX' }, { locale: 'es' }],
    ['a browser by weight', LOVE_QUIZ, { acceptLanguage: 'de;q=1, fr;q=0.8, es;q=0.9' }, { locale: 'es' }],
    ['a language the funnel lacks', LOVE_QUIZ, { acceptLanguage: 'de-DE' }, { locale: 'en' }],
    ['a Brazilian browser', WITCH_POWER, { acceptLanguage: 'pt-BR,pt;q=0.9' }, { locale: 'pt-BR' }],
    ['a Portuguese browser takes Brazilian', WITCH_POWER, { acceptLanguage: 'pt-PT' }, { locale: 'pt-BR' }],
    [
      'the kept language over the browser, chosen by the cookie',
      LOVE_QUIZ,
      { cookieHeader: kept('fr'), acceptLanguage: 'es' },
      { locale: 'fr', fromCookie: true },
    ],
    [
      'the kept language even when it is the funnel’s first, chosen by the cookie',
      LOVE_QUIZ,
      { cookieHeader: kept('en'), acceptLanguage: 'es' },
      { locale: 'en', fromCookie: true },
    ],
    [
      'another funnel’s kept language is not this one’s',
      LOVE_QUIZ,
      { cookieHeader: `${langCookieName('palmistry')}=fr` },
      { locale: 'en' },
    ],
    [
      'a kept language the funnel no longer has',
      LOVE_QUIZ,
      { cookieHeader: kept('de'), acceptLanguage: 'es' },
      { locale: 'es' },
    ],
    [
      'the address over all, kept',
      LOVE_QUIZ,
      { param: 'fr', cookieHeader: kept('es'), acceptLanguage: 'es' },
      { locale: 'fr', remember: 'fr' },
    ],
    [
      'the address naming the funnel’s first, kept',
      LOVE_QUIZ,
      { param: 'en', acceptLanguage: 'es' },
      { locale: 'en', remember: 'en' },
    ],
    ['the address by language alone', LOVE_QUIZ, { param: 'es-AR' }, { locale: 'es', remember: 'es' }],
    [
      'the address naming one the funnel lacks: not kept',
      LOVE_QUIZ,
      { param: 'de', acceptLanguage: 'fr' },
      { locale: 'fr' },
    ],
    ['the address naming nonsense', LOVE_QUIZ, { param: '"><script>' }, { locale: 'en' }],
  ])('%s', (_, locales, asked, expected) => {
    expect(requestedLocale('love-quiz', locales, ask(asked))).toEqual(expected);
  });
});
