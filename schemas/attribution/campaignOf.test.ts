import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MAX_LENGTH, campaignOf } from './campaignOf';

describe('campaignOf', () => {
  it.each([
    [{}, ''],
    [{ utm_campaign: 'spring' }, 'spring'],
    [{ utm_campaign: ' spring ', utm_campaign_id: '42' }, 'spring'],
    [{ utm_campaign: '', utm_campaign_id: '42' }, '42'],
    [{ utm_campaignid: '7' }, '7'],
    [{ utm_campaign: '   ' }, ''],
    [{ utm_campaign: 'x'.repeat(300) }, 'x'.repeat(CAMPAIGN_MAX_LENGTH)],
  ])('%j is %j', (tags, campaign) => {
    expect(campaignOf(tags)).toBe(campaign);
  });
});
