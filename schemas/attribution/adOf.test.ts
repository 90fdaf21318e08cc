import { describe, expect, it } from 'vitest';
import { AD_MAX_LENGTH, adOf } from './adOf';

describe('adOf', () => {
  it.each([
    [{}, ''],
    [{ utm_ad_name: 'moon-video', utm_ad: 'a', utm_ad_id: '123' }, 'moon-video'],
    [{ utm_ad_name: '  ', utm_ad: ' tarot-card ' }, 'tarot-card'],
    [{ utm_ad_id: '120210000', utm_adid: '9' }, '120210000'],
    [{ utm_adid: '9' }, '9'],
    // The campaign and ad set are not the ad.
    [{ utm_campaign: 'spring', utm_adset: 'women-25' }, ''],
    [{ utm_ad_name: 'x'.repeat(AD_MAX_LENGTH + 20) }, 'x'.repeat(AD_MAX_LENGTH)],
  ])('reads %j as %j', (tags, ad) => {
    expect(adOf(tags)).toBe(ad);
  });
});
