import { describe, expect, it } from 'vitest';
import { adAccountsText, parseAdAccounts } from './adAccounts';

describe('AD_ACCOUNTS: which ad account spends for which funnel', () => {
  it.each([
    [
      'a Facebook account and a TikTok advertiser for one funnel',
      'fb:act_1001=palmistry,tiktok:7001=palmistry',
      [
        { network: 'facebook', accountId: '1001', funnelSlug: 'palmistry' },
        { network: 'tikTok', accountId: '7001', funnelSlug: 'palmistry' },
      ],
    ],
    [
      'a Facebook account without its act_ prefix, spaces and a trailing comma',
      ' fb:1001 = palmistry , fb:1002=moon-compatibility, ',
      [
        { network: 'facebook', accountId: '1001', funnelSlug: 'palmistry' },
        { network: 'facebook', accountId: '1002', funnelSlug: 'moon-compatibility' },
      ],
    ],
  ])('reads %s', (_, text, accounts) => {
    expect(parseAdAccounts(text)).toEqual({ ok: true, accounts });
  });

  it.each([
    ['no entry', '', 'names no account'],
    ['an entry without its funnel', 'fb:act_1001', '"fb:act_1001" is not <network>:<account id>=<funnel slug>'],
    ['a network whose spend is not pulled', 'google:123=palmistry', '"google:123=palmistry" names no network'],
    ['a network spelled as the code does', 'facebook:1001=palmistry', '"facebook:1001=palmistry" names no network'],
    ['an account id that is not digits', 'tiktok:act_7001=palmistry', '"tiktok:act_7001=palmistry" has no account id'],
    ['an empty account id', 'fb:=palmistry', '"fb:=palmistry" has no account id'],
    ['a funnel that is no slug', 'fb:1001=Palmistry', '"fb:1001=Palmistry" names no funnel slug'],
    ['a reserved path', 'fb:1001=api', '"fb:1001=api" names no funnel slug'],
    [
      'one account for two funnels',
      'fb:act_1001=palmistry,fb:1001=starseed',
      '"fb:1001=starseed" names fb:act_1001 again: an account spends for one funnel',
    ],
  ])('refuses %s, naming the entry', (_, text, problem) => {
    const parsed = parseAdAccounts(text);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.problem).toContain(problem);
  });

  it('names every bad entry at once', () => {
    const parsed = parseAdAccounts('fb:x=palmistry,tiktok:7001=palmistry,bing:1=palmistry');
    expect(parsed).toEqual({
      ok: false,
      problem: expect.stringMatching(/^"fb:x=palmistry" .+; "bing:1=palmistry" .+$/),
    });
  });

  it('writes accounts as it reads them', () => {
    const text = 'fb:act_1001=palmistry,tiktok:7001=palmistry,fb:act_1002=starseed';
    const parsed = parseAdAccounts(text);
    expect(parsed.ok && adAccountsText(parsed.accounts)).toBe(text);
  });
});
