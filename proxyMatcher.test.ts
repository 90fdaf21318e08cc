import { describe, expect, it } from 'vitest';
import { config } from './proxy';
import { PIN_COOKIE_PREFIX } from './runtime/address/pinCookie';
import { LANG_COOKIE_PREFIX, LANG_PARAM } from './runtime/flow/languageNames';
import { VARIANT_COOKIE_PREFIX } from './schemas/experiments/experimentCookies';

type Request = { cookie?: string; query?: Record<string, string>; acceptLanguage?: string };

/** Whether Next runs the proxy for a request, as its matchers' `has` decide (any matcher; each value as ^value$). */
const runsFor = (request: Request) =>
  config.matcher.some(({ has }) =>
    has.every((h: { type: string; key: string; value?: string }) => {
      if (h.type === 'query') return request.query?.[h.key] !== undefined;
      const value = h.key === 'cookie' ? request.cookie : request.acceptLanguage;
      return value !== undefined && new RegExp(`^${h.value}$`).test(value);
    }),
  );

describe('which requests the proxy sees', () => {
  // The matcher must be a literal Next reads at build time, so it is held to the prefixes and names here.
  it.each<[string, Request, boolean]>([
    ['a pin alone', { cookie: `${PIN_COOKIE_PREFIX}palmistry=1.palmistry.2` }, true],
    ['a pin among others', { cookie: `cc_cookie=1; ${PIN_COOKIE_PREFIX}palmistry=1.palmistry.2; x=y` }, true],
    ['a variant alone', { cookie: `${VARIANT_COOKIE_PREFIX}palmistry=paywall.b` }, true],
    ['a variant among others', { cookie: `funnel_visitor=0a; ${VARIANT_COOKIE_PREFIX}palmistry=paywall.b` }, true],
    ['a language kept', { cookie: `${LANG_COOKIE_PREFIX}love-quiz=es` }, true],
    ['a language the address asks for', { query: { [LANG_PARAM]: 'es' } }, true],
    ['a Spanish browser', { acceptLanguage: 'es-ES,es;q=0.9' }, true],
    ['a Brazilian browser', { acceptLanguage: 'pt-BR' }, true],
    ['an English browser', { acceptLanguage: 'en-US,en;q=0.9,es;q=0.8' }, false],
    ['an English browser without region', { acceptLanguage: 'en' }, false],
    ['no cookie at all', {}, false],
    ['other cookies only', { cookie: 'cc_cookie=1; utm_source=ads; funnel_visitor=0a' }, false],
  ])('%s', (_label, request, runs) => {
    expect(runsFor(request)).toBe(runs);
  });
});
