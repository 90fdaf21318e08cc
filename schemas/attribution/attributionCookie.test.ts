import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_PARAMETERS } from '@/schemas/enums/attributionParameters';
import { isStorableText } from '@/schemas/storableText';
import {
  ATTRIBUTION_COOKIE_MAX_AGE_SECONDS,
  ATTRIBUTION_COOKIE_MAX_CHARS,
  ATTRIBUTION_COOKIE_NAME,
  attributionCookie,
} from './attributionCookie';

const cookieOf = (json: string) => `${ATTRIBUTION_COOKIE_NAME}=${encodeURIComponent(json)}`;

describe('the attribution cookie', () => {
  it.each([
    [
      'secure outside development',
      true,
      `funnel_attribution=%7B%22utm_source%22%3A%22tiktok%22%2C%22utm_medium%22%3A%22%22%7D; Max-Age=31536000; Path=/; Secure; SameSite=Lax`,
    ],
    [
      'not secure in development over plain HTTP',
      false,
      `funnel_attribution=%7B%22utm_source%22%3A%22tiktok%22%2C%22utm_medium%22%3A%22%22%7D; Max-Age=31536000; Path=/; SameSite=Lax`,
    ],
  ])('is written for the whole site, a year, Lax: %s', (_, secure, written) => {
    expect(attributionCookie.serialize({ utm_source: 'tiktok', utm_medium: '' }, { secure })).toBe(written);
  });

  it('lives one year (docs/limits.md#cookies)', () => {
    expect(ATTRIBUTION_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
  });

  it.each([
    ['no cookie header', null, {}],
    ['an empty header', '', {}],
    ['other cookies only', 'a=1; tester_token=x', {}],
    ['the cookie among others', `a=1; ${cookieOf('{"utm_source":"fb"}')}; b=2`, { utm_source: 'fb' }],
    [
      'what serialize wrote',
      attributionCookie.serialize({ gclid: 'g=1;2', utm_term: 'ü é' }, { secure: true }).split('; ')[0],
      { gclid: 'g=1;2', utm_term: 'ü é' },
    ],
    ['a cookie that does not parse yields empty tags', cookieOf('{"utm_source":'), {}],
    ['a cookie that is not JSON at all', `${ATTRIBUTION_COOKIE_NAME}=tiktok`, {}],
    ['a badly encoded cookie', `${ATTRIBUTION_COOKIE_NAME}=%E0%A4%A`, {}],
    ['a JSON array yields empty tags', cookieOf('["utm_source"]'), {}],
    ['a JSON string yields empty tags', cookieOf('"fb"'), {}],
    ['a key named quiz is dropped', cookieOf('{"quiz":"q","utm_source":"fb"}'), { utm_source: 'fb' }],
    ['unknown keys and non-strings are dropped', cookieOf('{"foo":"1","utm_medium":2,"utm_ad":"a"}'), { utm_ad: 'a' }],
    [
      'the first of two cookies of the name',
      `${cookieOf('{"utm_source":"fb"}')}; ${cookieOf('{"utm_source":"bing"}')}`,
      { utm_source: 'fb' },
    ],
    [
      'a cookie longer than a browser keeps yields empty tags',
      cookieOf(JSON.stringify({ utm_source: 'fb', utm_content: 'x'.repeat(ATTRIBUTION_COOKIE_MAX_CHARS) })),
      {},
    ],
    [
      'a cookie of many made-up keys past that length yields empty tags',
      cookieOf(
        JSON.stringify({
          utm_source: 'fb',
          ...Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, 'v'])),
        }),
      ),
      {},
    ],
    [
      'a cookie just within that length is read',
      cookieOf(JSON.stringify({ utm_content: 'x'.repeat(ATTRIBUTION_COOKIE_MAX_CHARS - 20) })),
      { utm_content: 'x'.repeat(ATTRIBUTION_COOKIE_MAX_CHARS - 20) },
    ],
    ['a __proto__ key changes no prototype', cookieOf('{"__proto__":{"utm_source":"x"}}'), {}],
    ['a JSON number yields empty tags', cookieOf('42'), {}],
    ['a tag holding a NUL yields empty tags', cookieOf('{"utm_source":"fb","gclid":"g\\u0000"}'), {}],
    ['a tag holding a lone high surrogate yields empty tags', cookieOf('{"utm_source":"fb","gclid":"g\\ud800"}'), {}],
    ['a tag holding a lone low surrogate yields empty tags', cookieOf('{"utm_source":"\\udc00x"}'), {}],
    ['a tag holding a whole pair is read', cookieOf('{"utm_source":"\\ud83d\\ude00"}'), { utm_source: '😀' }],
    ['JSON null yields empty tags', cookieOf('null'), {}],
  ])('reads back %s', (_, header, tags) => {
    expect(attributionCookie.read(header)).toEqual(tags);
  });

  it('reads any header whatever it holds, without throwing, keeping only string values of known parameters', () => {
    const known = new Set<string>(ATTRIBUTION_PARAMETERS);
    const value = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify(v)),
      // Known tags of any UTF-16 code units: lone surrogates among them, written as escapes by JSON.stringify.
      fc
        .dictionary(fc.constantFrom(...ATTRIBUTION_PARAMETERS), fc.string({ unit: 'binary' }))
        .map((v) => JSON.stringify(v)),
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          value.map(cookieOf),
          value.map((v) => `${ATTRIBUTION_COOKIE_NAME}=${v}`),
        ),
        (header) => {
          const tags = attributionCookie.read(header);
          expect(Object.getPrototypeOf(tags)).toBe(Object.prototype);
          for (const [key, tag] of Object.entries(tags)) {
            expect(known.has(key)).toBe(true);
            expect(typeof tag).toBe('string');
            expect(isStorableText(tag)).toBe(true);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
