import { describe, expect, it } from 'vitest';
import { SANDBOX_ADS } from '@/schemas/ads/adNetworkApis';
import { SANDBOX_BUILDER_KEY } from '@/schemas/builder/builderContract';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { parseClientEnv } from './clientEnvSchema';
import { developerRoutes } from './developerRoutes';
import { EMBEDDED_COMPANY, EMBEDDED_EMAIL_LINK_SECRET, parseServerEnv } from './env.server';
import { isLoopbackUrl } from './isLoopbackUrl';
import { productionProblems, publishedKeys } from './productionProblems';

/** A production configured as an operator should: the merchant's keys, the provider's hosts, SMTP, the product app. */
const DEPLOYED = {
  APP_ENV: 'production',
  SOLIDGATE_API_URL: 'https://pay.solidgate.com/api/v1/',
  SOLIDGATE_SUBSCRIPTIONS_API_URL: 'https://subscriptions.solidgate.com/api/v1/',
  SOLIDGATE_PUBLIC_KEY: 'api_pk_live_7d2f',
  SOLIDGATE_SECRET_KEY: 'api_sk_live_0123456789abcdef0123456789abcdef',
  SOLIDGATE_WEBHOOK_PUBLIC_KEY: 'wh_pk_live_91c3',
  SOLIDGATE_WEBHOOK_SECRET_KEY: 'wh_sk_live_fedcba9876543210fedcba9876543210',
  NEXT_PUBLIC_PAYMENT_SDK_URL: 'https://cdn.solidgate.com/js/solid-form.js',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
  MAIL_FROM: 'Stellara <hello@stellara.app>',
  EMAIL_LINK_SECRET: 'email-link-secret-live-0123456789abcdef',
  EMAIL_LINK_BASE_URL: 'https://stellara.app',
  PRODUCT_APP_URL: 'https://app.stellara.app',
  COMPANY_NAME: 'Stellara Digital Ltd',
  COMPANY_ADDRESS: '20 Wharf Road, London N1 7GR, United Kingdom',
};

const problemsOf = (settings: Record<string, string | undefined>) =>
  productionProblems(parseServerEnv(settings), parseClientEnv(settings));

describe('what production refuses to start with', () => {
  it('starts a production configured with its own keys, provider hosts and mail transport', () => {
    expect(problemsOf(DEPLOYED)).toEqual([]);
  });

  it('keeps every embedded default in dev, so fixture replay stays one command (on this machine only: server.ts)', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it("holds stage to production's rules for keys, and to none of its others", () => {
    expect(problemsOf({ APP_ENV: 'stage' })).toEqual([
      "SOLIDGATE_PUBLIC_KEY: unset or a payment sandbox test key; set the merchant's own key",
      "SOLIDGATE_SECRET_KEY: unset or a payment sandbox test key; set the merchant's own key",
      "SOLIDGATE_WEBHOOK_PUBLIC_KEY: unset or a payment sandbox test key; set the merchant's own key",
      "SOLIDGATE_WEBHOOK_SECRET_KEY: unset or a payment sandbox test key; set the merchant's own key",
      'EMAIL_LINK_SECRET: unset or the embedded key; anyone could sign email links with it',
    ]);
    const keys = Object.fromEntries(
      Object.entries(DEPLOYED).filter(([name]) => name.endsWith('_KEY') || name === 'EMAIL_LINK_SECRET'),
    );
    expect(problemsOf({ APP_ENV: 'stage', ...keys })).toEqual([]);
  });

  it.each([
    [
      'no settings',
      {},
      [
        'SOLIDGATE_PUBLIC_KEY',
        'SOLIDGATE_SECRET_KEY',
        'SOLIDGATE_WEBHOOK_PUBLIC_KEY',
        'SOLIDGATE_WEBHOOK_SECRET_KEY',
        'EMAIL_LINK_SECRET',
      ],
    ],
    ['a deployed server', DEPLOYED, []],
    [
      'a sandbox key in another slot',
      { ...DEPLOYED, SOLIDGATE_PUBLIC_KEY: SANDBOX_PROVIDER.merchant.secretKey },
      ['SOLIDGATE_PUBLIC_KEY'],
    ],
    ["the builder sandbox's key", { ...DEPLOYED, BUILDER_API_KEY: SANDBOX_BUILDER_KEY }, ['BUILDER_API_KEY']],
    [
      "the builder sandbox's key in a provider slot, a provider sandbox key as the builder's",
      { ...DEPLOYED, SOLIDGATE_PUBLIC_KEY: SANDBOX_BUILDER_KEY, BUILDER_API_KEY: SANDBOX_PROVIDER.webhook.secretKey },
      ['SOLIDGATE_PUBLIC_KEY', 'BUILDER_API_KEY'],
    ],
    ['a builder with its own key', { ...DEPLOYED, BUILDER_API_KEY: 'builder_key_live_0123456789abcdef' }, []],
  ])('names the published keys a server trusts: %s', (_, settings, names) => {
    expect(publishedKeys(parseServerEnv(settings))).toEqual(names);
  });

  it('names every problem of a production started on the embedded defaults, one line each', () => {
    expect(problemsOf({ APP_ENV: 'production' })).toEqual([
      "SOLIDGATE_PUBLIC_KEY: unset or a payment sandbox test key; set the merchant's own key",
      "SOLIDGATE_SECRET_KEY: unset or a payment sandbox test key; set the merchant's own key",
      "SOLIDGATE_WEBHOOK_PUBLIC_KEY: unset or a payment sandbox test key; set the merchant's own key",
      "SOLIDGATE_WEBHOOK_SECRET_KEY: unset or a payment sandbox test key; set the merchant's own key",
      'EMAIL_LINK_SECRET: unset or the embedded key; anyone could sign email links with it',
      "SOLIDGATE_API_URL: unset or on loopback (the payment sandbox); set the provider's address",
      "NEXT_PUBLIC_PAYMENT_SDK_URL: unset or on loopback (the payment sandbox); set the provider's address",
      'SMTP_URL: unset; customers would never receive their cancel codes',
      'MAIL_FROM: unset; customer email needs a sender address',
      'EMAIL_LINK_BASE_URL: unset; links in customer email would follow the Host a request claims',
      "PRODUCT_APP_URL: unset; the buttons of funnels' last steps would lead to the FAQ, not the product app",
      'COMPANY_NAME: unset or the embedded placeholder; the legal pages and customer email would name it',
      'COMPANY_ADDRESS: unset or the embedded placeholder; the legal pages and customer email would name it',
    ]);
  });

  it('refuses the embedded company details even when they are set on purpose', () => {
    expect(problemsOf({ ...DEPLOYED, COMPANY_ADDRESS: EMBEDDED_COMPANY.COMPANY_ADDRESS })).toEqual([
      'COMPANY_ADDRESS: unset or the embedded placeholder; the legal pages and customer email would name it',
    ]);
  });

  it("holds stage to the builder sandbox's key too: it takes the real builder's events", () => {
    const keys = Object.fromEntries(
      Object.entries(DEPLOYED).filter(([name]) => name.endsWith('_KEY') || name === 'EMAIL_LINK_SECRET'),
    );
    expect(problemsOf({ APP_ENV: 'stage', ...keys, BUILDER_API_KEY: SANDBOX_BUILDER_KEY })).toEqual([
      "BUILDER_API_KEY: a sandbox's published key; anyone could sign the builder's change events with it",
    ]);
  });

  it('refuses the embedded email link key even when it is set on purpose', () => {
    expect(problemsOf({ ...DEPLOYED, EMAIL_LINK_SECRET: EMBEDDED_EMAIL_LINK_SECRET })).toEqual([
      'EMAIL_LINK_SECRET: unset or the embedded key; anyone could sign email links with it',
    ]);
  });

  it.each([
    ['the sandbox merchant key', { SOLIDGATE_PUBLIC_KEY: SANDBOX_PROVIDER.merchant.publicKey }, 'SOLIDGATE_PUBLIC_KEY'],
    ['the sandbox secret', { SOLIDGATE_SECRET_KEY: SANDBOX_PROVIDER.merchant.secretKey }, 'SOLIDGATE_SECRET_KEY'],
    [
      'the sandbox webhook key',
      { SOLIDGATE_WEBHOOK_PUBLIC_KEY: SANDBOX_PROVIDER.webhook.publicKey },
      'SOLIDGATE_WEBHOOK_PUBLIC_KEY',
    ],
    [
      'the sandbox webhook secret',
      { SOLIDGATE_WEBHOOK_SECRET_KEY: SANDBOX_PROVIDER.webhook.secretKey },
      'SOLIDGATE_WEBHOOK_SECRET_KEY',
    ],
    [
      'a sandbox secret in another slot',
      { SOLIDGATE_WEBHOOK_SECRET_KEY: SANDBOX_PROVIDER.merchant.secretKey },
      'SOLIDGATE_WEBHOOK_SECRET_KEY',
    ],
    ['an unset key', { SOLIDGATE_WEBHOOK_PUBLIC_KEY: undefined }, 'SOLIDGATE_WEBHOOK_PUBLIC_KEY'],
    ['the API on loopback', { SOLIDGATE_API_URL: 'http://127.0.0.1:4020/api/v1/' }, 'SOLIDGATE_API_URL'],
    ['the API on localhost', { SOLIDGATE_API_URL: 'http://localhost:4020/api/v1/' }, 'SOLIDGATE_API_URL'],
    [
      'subscriptions on IPv6 loopback',
      { SOLIDGATE_SUBSCRIPTIONS_API_URL: 'http://[::1]:4020/api/v1/' },
      'SOLIDGATE_SUBSCRIPTIONS_API_URL',
    ],
    [
      'the SDK on loopback',
      { NEXT_PUBLIC_PAYMENT_SDK_URL: 'http://127.0.0.1:4020/sdk/payment-form-sdk.js' },
      'NEXT_PUBLIC_PAYMENT_SDK_URL',
    ],
    [
      'the palm service on its sandbox',
      { NEXT_PUBLIC_PALM_API_URL: 'http://127.0.0.1:4035' },
      'NEXT_PUBLIC_PALM_API_URL',
    ],
    ['the face service on loopback', { NEXT_PUBLIC_FACE_API_URL: 'http://localhost:4035' }, 'NEXT_PUBLIC_FACE_API_URL'],
    [
      'the assistant on its sandbox',
      { NEXT_PUBLIC_ASSISTANT_API_URL: 'http://127.0.0.1:4035' },
      'NEXT_PUBLIC_ASSISTANT_API_URL',
    ],
    [
      'Facebook conversions sent to the ads sandbox',
      { FACEBOOK_CONVERSIONS_TOKEN: 'EAAB-real', FACEBOOK_CONVERSIONS_URL: 'http://127.0.0.1:4040/facebook/v25.0' },
      'FACEBOOK_CONVERSIONS_URL',
    ],
    [
      "TikTok events with the ads sandbox's token",
      { TIKTOK_EVENTS_TOKEN: SANDBOX_ADS.tokens.tikTok },
      'TIKTOK_EVENTS_URL',
    ],
    [
      "Facebook's spend read from the ads sandbox",
      {
        AD_ACCOUNTS: 'fb:act_1001=palmistry',
        FACEBOOK_ADS_TOKEN: 'EAAB-real',
        FACEBOOK_ADS_URL: 'http://127.0.0.1:4040/facebook/v25.0',
      },
      'FACEBOOK_ADS_URL',
    ],
    [
      "TikTok's spend read with the ads sandbox's token",
      { AD_ACCOUNTS: 'tiktok:7001=palmistry', TIKTOK_ADS_TOKEN: SANDBOX_ADS.tokens.tikTokAds },
      'TIKTOK_REPORTS_URL',
    ],
    [
      "Facebook's spend read with the sandbox's conversions token",
      { AD_ACCOUNTS: 'fb:act_1001=palmistry', FACEBOOK_ADS_TOKEN: SANDBOX_ADS.tokens.facebook },
      'FACEBOOK_ADS_URL',
    ],
    ['a builder without its key', { BUILDER_API_HOST: 'https://builder.example.com' }, 'BUILDER_API_KEY'],
    [
      "the builder sandbox's key",
      { BUILDER_API_HOST: 'https://builder.example.com', BUILDER_API_KEY: SANDBOX_BUILDER_KEY },
      'BUILDER_API_KEY',
    ],
    ['the API on localhost with a trailing dot', { SOLIDGATE_API_URL: 'http://localhost.:4620/' }, 'SOLIDGATE_API_URL'],
    ['the API on a short loopback address', { SOLIDGATE_API_URL: 'http://127.1:4620/' }, 'SOLIDGATE_API_URL'],
    [
      'the SDK on mapped IPv6 loopback',
      { NEXT_PUBLIC_PAYMENT_SDK_URL: 'http://[::ffff:127.0.0.1]:4620/sdk.js' },
      'NEXT_PUBLIC_PAYMENT_SDK_URL',
    ],
    ['no mail transport', { SMTP_URL: undefined }, 'SMTP_URL'],
    ['no sender', { MAIL_FROM: undefined }, 'MAIL_FROM'],
    ['no product app', { PRODUCT_APP_URL: undefined }, 'PRODUCT_APP_URL'],
    ['the developer routes', { DEVELOPER_ROUTES: 'on' }, 'DEVELOPER_ROUTES'],
    [
      "the consent platform's script without its domain id",
      { NEXT_PUBLIC_CONSENT_SCRIPT_URL: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js' },
      'NEXT_PUBLIC_CONSENT_DOMAIN_ID',
    ],
    [
      "the consent platform's domain id without its script",
      { NEXT_PUBLIC_CONSENT_DOMAIN_ID: '0190-live' },
      'NEXT_PUBLIC_CONSENT_SCRIPT_URL',
    ],
  ])('refuses %s', (_, change, variable) => {
    const problems = problemsOf({ ...DEPLOYED, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable}: `));
  });

  it('takes the reading services unset (off: generic readings) or at their own addresses', () => {
    const services = {
      NEXT_PUBLIC_PALM_API_URL: 'https://palm.example.com/v1',
      NEXT_PUBLIC_FACE_API_URL: '/api/face',
      NEXT_PUBLIC_ASSISTANT_API_URL: undefined,
    };
    expect(problemsOf({ ...DEPLOYED, ...services })).toEqual([]);
  });

  it("takes the ad networks' server APIs off (no token) or with their own addresses and tokens", () => {
    const networks = {
      FACEBOOK_CONVERSIONS_TOKEN: 'EAAB-real',
      TIKTOK_EVENTS_TOKEN: 'tt-real',
      AD_ACCOUNTS: 'fb:act_1001=palmistry,tiktok:7001=palmistry',
      FACEBOOK_ADS_TOKEN: 'EAAB-ads-real',
      TIKTOK_ADS_TOKEN: 'tt-ads-real',
    };
    expect(problemsOf({ ...DEPLOYED, ...networks })).toEqual([]);
  });

  it('takes a builder with its key', () => {
    expect(problemsOf({ ...DEPLOYED, BUILDER_API_HOST: 'https://builder.example.com', BUILDER_API_KEY: 'k' })).toEqual(
      [],
    );
  });
});

describe('developer routes', () => {
  it.each([
    ['next dev', {}, 'development', true],
    ['a built server with no settings', {}, 'production', false],
    ['a built server on stage', { APP_ENV: 'stage' }, 'production', false],
    ['a built server switched on', { DEVELOPER_ROUTES: 'on' }, 'production', true],
    ['a built server switched off', { DEVELOPER_ROUTES: 'off' }, 'production', false],
    ['next dev with APP_ENV=production', { APP_ENV: 'production' }, 'development', false],
  ])('%s: %s', (_, settings, nodeEnv, served) => {
    expect(developerRoutes(parseServerEnv(settings), nodeEnv)).toBe(served);
  });
});

describe('loopback addresses', () => {
  it.each([
    ['http://127.0.0.1:4020/', true],
    ['http://127.8.9.10/', true],
    ['http://localhost/', true],
    ['http://app.localhost:3000/', true],
    ['http://[::1]:4020/', true],
    ['http://[::ffff:127.0.0.1]/', true],
    ['http://0.0.0.0:4020/', true],
    // Every spelling the URL parser takes for the same hosts.
    ['http://localhost.:4620/', true],
    ['http://LOCALHOST:4620/', true],
    ['http://LocalHost.:4620/', true],
    ['http://localhost../', true],
    ['http://app.localhost.:3000/', true],
    ['http://127.0.0.1.:4020/', true],
    ['http://127.1:4020/', true],
    ['http://0x7f.1:4020/', true],
    ['http://0177.0.0.1:4020/', true],
    ['http://2130706433:4020/', true],
    ['http://0x7f000001:4020/', true],
    ['http://127.255.255.254/', true],
    ['http://0:4020/', true],
    ['http://0.0.0.0.:4020/', true],
    ['http://[0:0:0:0:0:0:0:1]:4020/', true],
    ['http://[::]:4020/', true],
    ['http://[::ffff:127.0.0.1]:4020/', true],
    ['http://[::ffff:127.8.9.10]:4020/', true],
    ['http://[::ffff:7f00:1]:4020/', true],
    ['http://[::ffff:0.0.0.0]:4020/', true],
    ['http://%6c%6f%63%61%6c%68%6f%73%74:4020/', true],
    ['https://pay.solidgate.com/api/v1/', false],
    ['https://pay.solidgate.com./api/v1/', false],
    ['https://127.0.0.1.example.com/', false],
    ['https://localhost.example.com/', false],
    ['https://notlocalhost/', false],
    ['http://128.0.0.1/', false],
    ['http://[::ffff:128.0.0.1]/', false],
    ['http://[::2]/', false],
    ['http://10.0.0.5/', false],
    ['not a url', false],
  ])('%s: %s', (url, loopback) => {
    expect(isLoopbackUrl(url)).toBe(loopback);
  });
});
