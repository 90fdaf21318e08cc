import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxy } from './proxy';
import { pinCookie } from './runtime/address/pinCookie';
import { servedVersions } from './runtime/definitions/servedVersions';
import { langCookieName } from './runtime/flow/languageNames';
import { PROXY_CACHE_CONTROL_HEADER } from './runtime/platform/http/keepProxyCacheControl';
import { variantCookie } from './schemas/experiments/experimentCookies';

/** love-quiz in three languages, English first, with an experiment on its paywall; palmistry in English only. */
const SERVED = new Map([
  [
    'love-quiz',
    {
      funnelVersion: 3,
      flowId: 'love-quiz',
      flowVersion: 5,
      locales: ['en', 'es', 'fr'],
      experiment: { id: 'paywall', variants: { b: { flowId: 'love-quiz-b', flowVersion: 1 } } },
    },
  ],
  ['palmistry', { funnelVersion: 4, flowId: 'palmistry', flowVersion: 3, locales: ['en'] }],
]);

type Asked = { path: string; cookie?: string; acceptLanguage?: string };

const answerTo = ({ path, cookie, acceptLanguage }: Asked) => {
  const headers = new Headers();
  if (cookie !== undefined) headers.set('cookie', cookie);
  if (acceptLanguage !== undefined) headers.set('accept-language', acceptLanguage);
  const answer = proxy(new NextRequest(`https://stellara.test${path}`, { headers }));
  const rewrite = answer.headers.get('x-middleware-rewrite');
  return {
    page: rewrite === null ? path : new URL(rewrite).pathname,
    cacheControl: answer.headers.get(PROXY_CACHE_CONTROL_HEADER),
  };
};

describe('the proxy: a page a cookie chose is answered for its visitor only', () => {
  let before: ReturnType<typeof servedVersions.now>;
  beforeAll(() => {
    before = servedVersions.now();
    servedVersions.replace(SERVED);
  });
  afterAll(() => servedVersions.replace(before));

  it.each<[string, Asked, string]>([
    [
      'a kept language',
      { path: '/love-quiz/gender', cookie: `${langCookieName('love-quiz')}=es` },
      '/love-quiz@es/gender',
    ],
    [
      'a kept language over the browser’s',
      { path: '/love-quiz', cookie: `${langCookieName('love-quiz')}=fr`, acceptLanguage: 'es' },
      '/love-quiz@fr',
    ],
    // The same page as everyone's, but the cookie chose it: a cache would give it to a Spanish browser.
    [
      'a kept language that is the funnel’s first',
      { path: '/love-quiz', cookie: `${langCookieName('love-quiz')}=en`, acceptLanguage: 'es' },
      '/love-quiz',
    ],
    [
      'a variant',
      {
        path: '/love-quiz/gender',
        cookie: `${variantCookie.name('love-quiz')}=${variantCookie.format('paywall', 'b')}`,
      },
      '/_variant/love-quiz/paywall.b/gender',
    ],
    [
      'a pin to older versions',
      {
        path: '/palmistry/gender',
        cookie: `${pinCookie.name('palmistry')}=${pinCookie.format({ funnelVersion: 4, flowId: 'palmistry', flowVersion: 2 })}`,
      },
      '/_pinned/palmistry/4.palmistry.2/gender',
    ],
  ])('%s: private', (_label, asked, page) => {
    expect(answerTo(asked)).toEqual({ page, cacheControl: 'private, no-store' });
  });

  it.each<[string, Asked, string]>([
    ['nothing asked', { path: '/love-quiz/gender' }, '/love-quiz/gender'],
    // The address is the cache's key and every page varies by Accept-Language: a cache keeps these apart.
    ['a language the address asks for', { path: '/love-quiz?lang=es' }, '/love-quiz@es'],
    ['a Spanish browser', { path: '/love-quiz/gender', acceptLanguage: 'es-ES,es;q=0.9' }, '/love-quiz@es/gender'],
    // Cookies that chose nothing: the page everyone gets.
    [
      'a pin to the versions served now',
      {
        path: '/palmistry/gender',
        cookie: `${pinCookie.name('palmistry')}=${pinCookie.format({ funnelVersion: 4, flowId: 'palmistry', flowVersion: 3 })}`,
      },
      '/palmistry/gender',
    ],
    [
      'a variant of an experiment no longer running',
      { path: '/palmistry', cookie: `${variantCookie.name('palmistry')}=${variantCookie.format('paywall', 'b')}` },
      '/palmistry',
    ],
    [
      'a kept language the funnel does not have',
      { path: '/palmistry', cookie: `${langCookieName('palmistry')}=es` },
      '/palmistry',
    ],
    ['other cookies', { path: '/love-quiz', cookie: 'cc_cookie=1; funnel_visitor=0a' }, '/love-quiz'],
  ])('%s: cached as everyone’s', (_label, asked, page) => {
    expect(answerTo(asked)).toEqual({ page, cacheControl: null });
  });
});
