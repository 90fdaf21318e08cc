import { describe, expect, it } from 'vitest';
import { FACEBOOK_GRAPH_URL, TIKTOK_EVENTS_TRACK_URL, TIKTOK_REPORT_URL } from '@/schemas/ads/adNetworkApis';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { EMBEDDED_COMPANY, EMBEDDED_EMAIL_LINK_SECRET, EMBEDDED_REPORT_RATES_FILE, parseServerEnv } from './env.server';

describe('server env', () => {
  it('runs on embedded defaults with nothing set', () => {
    expect(parseServerEnv({})).toEqual({
      APP_ENV: 'dev',
      PGLITE_DATA_DIR: '.data/pglite',
      FIXTURES_DIR: 'fixtures/funnels',
      LOG_LEVEL: 'info',
      EVENT_RETENTION_DAYS: 90,
      // The report's days are UTC's, its totals in dollars at local replay's illustrative rates.
      REPORT_TIME_ZONE: 'UTC',
      REPORT_CURRENCY: 'USD',
      REPORT_RATES_FILE: EMBEDDED_REPORT_RATES_FILE,
      PRIVACY_POLICY_URL: 'https://stellara.app/privacy',
      EMAIL_LINK_SECRET: EMBEDDED_EMAIL_LINK_SECRET,
      ...EMBEDDED_COMPANY,
      // The payment sandbox, so `npm run dev` pays with nothing configured.
      SOLIDGATE_API_URL: `http://127.0.0.1:${SANDBOX_PROVIDER.port}${SANDBOX_PROVIDER.apiPath}`,
      SOLIDGATE_PUBLIC_KEY: SANDBOX_PROVIDER.merchant.publicKey,
      SOLIDGATE_SECRET_KEY: SANDBOX_PROVIDER.merchant.secretKey,
      SOLIDGATE_WEBHOOK_PUBLIC_KEY: SANDBOX_PROVIDER.webhook.publicKey,
      SOLIDGATE_WEBHOOK_SECRET_KEY: SANDBOX_PROVIDER.webhook.secretKey,
      TRUSTED_PROXY_HOPS: 0,
      DEVELOPER_ROUTES: 'off',
      HSTS_PRELOAD: 'off',
      CONSENT_ELSEWHERE: 'opt-in',
      // The ad networks' server APIs are off (no token); `npm run dev` points them at the ads sandbox.
      FACEBOOK_CONVERSIONS_URL: FACEBOOK_GRAPH_URL,
      TIKTOK_EVENTS_URL: TIKTOK_EVENTS_TRACK_URL,
      // No spend is pulled (no AD_ACCOUNTS); `npm run dev` points the pull at the ads sandbox's accounts.
      FACEBOOK_ADS_URL: FACEBOOK_GRAPH_URL,
      TIKTOK_REPORTS_URL: TIKTOK_REPORT_URL,
    });
  });

  it.each([
    ['a protocol-relative sprite', { SPRITE_URL: '//images.example.com/sprite.svg' }, 'SPRITE_URL'],
    ['an SMTP URL of another scheme', { SMTP_URL: 'https://mail.example.com' }, 'SMTP_URL'],
    ['a product app that is no web address', { PRODUCT_APP_URL: 'javascript:alert(1)' }, 'PRODUCT_APP_URL'],
    ['a product app that is a path', { PRODUCT_APP_URL: '/app' }, 'PRODUCT_APP_URL'],
    ['a negative number of proxy hops', { TRUSTED_PROXY_HOPS: '-1' }, 'TRUSTED_PROXY_HOPS'],
    ['proxy hops that are not a number', { TRUSTED_PROXY_HOPS: 'one' }, 'TRUSTED_PROXY_HOPS'],
    ['a switch that is neither on nor off', { DEVELOPER_ROUTES: 'yes' }, 'DEVELOPER_ROUTES'],
    ['a consent rule that is neither opt-in nor opt-out', { CONSENT_ELSEWHERE: 'ask' }, 'CONSENT_ELSEWHERE'],
    ['a country header that is no header name', { COUNTRY_HEADER: 'CF IPCountry' }, 'COUNTRY_HEADER'],
    ['a time zone nobody keeps', { REPORT_TIME_ZONE: 'Europe/Atlantis' }, 'REPORT_TIME_ZONE'],
    ['an offset for a time zone (no rules of its own)', { REPORT_TIME_ZONE: '+01:00' }, 'REPORT_TIME_ZONE'],
    ['a report currency not sold', { REPORT_CURRENCY: 'JPY' }, 'REPORT_CURRENCY'],
    ['ad accounts badly written', { AD_ACCOUNTS: 'fb:act_1001' }, 'AD_ACCOUNTS'],
    ['Facebook accounts without the token to read them', { AD_ACCOUNTS: 'fb:act_1001=palmistry' }, 'AD_ACCOUNTS'],
    [
      'TikTok advertisers without the token to read them',
      { AD_ACCOUNTS: 'tiktok:7001=palmistry', FACEBOOK_ADS_TOKEN: 'EAAB-real' },
      'AD_ACCOUNTS',
    ],
  ])('refuses %s', (_, settings, variable) => {
    expect(() => parseServerEnv(settings)).toThrowError(new RegExp(`\\n  ${variable}: `));
  });

  it('names the report’s time zone as the runtime spells it', () => {
    expect(parseServerEnv({ REPORT_TIME_ZONE: 'europe/berlin' }).REPORT_TIME_ZONE).toBe('Europe/Berlin');
  });

  it('reads the ad accounts whose spend is pulled, and says which entry is wrong', () => {
    const env = parseServerEnv({
      AD_ACCOUNTS: 'fb:act_1001=palmistry,tiktok:7001=palmistry',
      FACEBOOK_ADS_TOKEN: 'EAAB-real',
      TIKTOK_ADS_TOKEN: 'tt-real',
    });
    expect(env.AD_ACCOUNTS).toEqual([
      { network: 'facebook', accountId: '1001', funnelSlug: 'palmistry' },
      { network: 'tikTok', accountId: '7001', funnelSlug: 'palmistry' },
    ]);
    expect(() => parseServerEnv({ AD_ACCOUNTS: 'fb:act_1001=palmistry,bing:5=palmistry' })).toThrowError(
      '  AD_ACCOUNTS: "bing:5=palmistry" names no network whose spend is pulled (fb, tiktok)',
    );
    expect(() => parseServerEnv({ AD_ACCOUNTS: 'tiktok:7001=palmistry' })).toThrowError(
      '  AD_ACCOUNTS: names tiktok accounts, whose spend is read with TIKTOK_ADS_TOKEN, which is unset',
    );
  });

  it('treats empty strings as unset', () => {
    expect(parseServerEnv({ DATABASE_URL: '', APP_ENV: '' }).DATABASE_URL).toBeUndefined();
  });

  it('takes valid settings', () => {
    const env = parseServerEnv({ APP_ENV: 'production', DATABASE_URL: 'postgres://app@db:5432/funnels' });
    expect(env).toMatchObject({ APP_ENV: 'production', DATABASE_URL: 'postgres://app@db:5432/funnels' });
  });

  it('fails with one readable line per bad variable', () => {
    expect(() =>
      parseServerEnv({ APP_ENV: 'prod', DATABASE_URL: 'mysql://x', BUILDER_API_HOST: 'not a url' }),
    ).toThrowError(
      new Error(
        [
          'Invalid environment:',
          '  APP_ENV: Invalid option: expected one of "dev"|"stage"|"production"',
          '  DATABASE_URL: must be a postgres:// or postgresql:// URL',
          '  BUILDER_API_HOST: Invalid URL',
        ].join('\n'),
      ),
    );
  });
});
