import { beforeAll, describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddressesStamped,
  stampClientAddresses,
} from '@/runtime/gateway/requestClientAddress';
import type { ConsentRule } from '@/schemas/gateway/consentRegionAnswer';
import { type OrderBrowser, orderBrowserOf } from './orderBrowser';

type Env = { COUNTRY_HEADER?: string; CONSENT_ELSEWHERE: ConsentRule };
const OPT_OUT: Env = { COUNTRY_HEADER: 'cf-ipcountry', CONSENT_ELSEWHERE: 'opt-out' };
const OPT_IN: Env = { COUNTRY_HEADER: 'cf-ipcountry', CONSENT_ELSEWHERE: 'opt-in' };
const PAGE = 'https://stellara.test/moon-reading/payment';
const AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)';
const long = (length: number) => 'a'.repeat(length);

/** An order request's headers: a browser on a page, from a client the app's entry stamped. */
const headers = (changes: Record<string, string | undefined> = {}) => {
  const all: Record<string, string | undefined> = {
    [CLIENT_ADDRESS_HEADER]: '203.0.113.7',
    'user-agent': AGENT,
    referer: PAGE,
    ...changes,
  };
  return new Headers(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
};

// Before the entry stamps the client address header (a bare `next start`), a client could set it itself.
it('trusts no client address header a server not started through the entry was sent', () => {
  expect(clientAddressesStamped()).toBe(false);
  expect(orderBrowserOf(headers(), true, OPT_OUT).clientAddress).toBeNull();
});

describe('the browser of an order request', () => {
  // Started through the app's entry (server.ts), which replaces the client address header on every request.
  beforeAll(() => {
    stampClientAddresses();
  });

  it('takes the client address the entry stamped', () => {
    expect(orderBrowserOf(headers(), true, OPT_OUT)).toEqual({
      targetingConsent: true,
      clientAddress: '203.0.113.7',
      userAgent: AGENT,
      pageUrl: PAGE,
    } satisfies OrderBrowser);
  });

  describe('targeting consent: what the page said, else the region rule', () => {
    it.each<[name: string, targeting: boolean | undefined, country: string | undefined, env: Env, consent: boolean]>([
      ['given on the page, in an opt-in country', true, 'DE', OPT_IN, true],
      ['refused on the page, in an opt-out region', false, 'US', OPT_OUT, false],
      ['refused on the page, the region unknown and opt-out', false, undefined, OPT_OUT, false],
      ['not said, an opt-out country', undefined, 'US', OPT_OUT, true],
      ['not said, the country unknown, opt-out elsewhere', undefined, undefined, OPT_OUT, true],
      [
        'not said, no country header configured, opt-out elsewhere',
        undefined,
        'DE',
        { CONSENT_ELSEWHERE: 'opt-out' },
        true,
      ],
      ['not said, in the EEA (opt-in whatever elsewhere says)', undefined, 'DE', OPT_OUT, false],
      ['not said, in the EEA, lower-case', undefined, 'fr', OPT_OUT, false],
      ['not said, in the UK', undefined, 'GB', OPT_OUT, false],
      ['not said, the country unknown, opt-in elsewhere', undefined, undefined, OPT_IN, false],
      ['not said, an unknown code, opt-in elsewhere', undefined, 'XX', OPT_IN, false],
      ['not said, an opt-out country but opt-in elsewhere', undefined, 'US', OPT_IN, false],
    ])('%s', (_, targeting, country, env, consent) => {
      expect(orderBrowserOf(headers({ 'cf-ipcountry': country }), targeting, env).targetingConsent).toBe(consent);
    });
  });

  describe('the page: the referrer, its origin and path only', () => {
    it.each<[name: string, referer: string | undefined, page: string | null]>([
      ['a page', PAGE, PAGE],
      [
        'a query (an email link token) and a fragment, dropped',
        `${PAGE}?token=secret-email-link&utm_source=fb#offer`,
        PAGE,
      ],
      ['an origin alone', 'https://stellara.test', 'https://stellara.test/'],
      ['plain http', 'http://localhost:3000/moon-reading?x=1', 'http://localhost:3000/moon-reading'],
      ['credentials, dropped', 'https://user:pass@stellara.test/moon-reading', 'https://stellara.test/moon-reading'],
      ['javascript:', 'javascript:alert(1)', null],
      ['ftp:', 'ftp://stellara.test/moon-reading', null],
      ['data:', 'data:text/html,hi', null],
      ['not an address', 'not a url', null],
      ['empty', '', null],
      ['none', undefined, null],
      [
        'a longer one than 1024 characters, cut',
        `https://stellara.test/${long(2000)}`,
        `https://stellara.test/${long(1024 - 'https://stellara.test/'.length)}`,
      ],
    ])('%s', (_, referer, page) => {
      expect(orderBrowserOf(headers({ referer }), true, OPT_OUT).pageUrl).toBe(page);
    });
  });

  it.each<[name: string, userAgent: string | undefined, kept: string | null]>([
    ['a browser', AGENT, AGENT],
    ['none', undefined, null],
    ['empty', '', null],
    ['longer than 1024 characters, cut', long(5000), long(1024)],
  ])('the user agent: %s', (_, userAgent, kept) => {
    expect(orderBrowserOf(headers({ 'user-agent': userAgent }), true, OPT_OUT).userAgent).toBe(kept);
  });

  it.each<[stamped: string | undefined, kept: string | null]>([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8::1', '2001:db8::1'],
    ['unknown', null],
    [undefined, null],
  ])('the client address %j is kept as %j', (stamped, kept) => {
    expect(orderBrowserOf(headers({ [CLIENT_ADDRESS_HEADER]: stamped }), true, OPT_OUT).clientAddress).toBe(kept);
  });
});
