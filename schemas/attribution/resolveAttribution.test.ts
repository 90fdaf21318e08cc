import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_PARAMETERS } from '@/schemas/enums/attributionParameters';
import { ATTRIBUTION_PRECEDENCE, resolveAttribution } from './resolveAttribution';

describe('the server-side precedence of the cookie and the query (docs/validation.md)', () => {
  // Every row of the table: with both sides carrying the tag, the side the table names wins.
  it.each(Object.entries(ATTRIBUTION_PRECEDENCE))('%s: the %s wins', (parameter, wins) => {
    const cookie = { [parameter]: 'from-cookie' };
    const query = { [parameter]: 'from-query' };
    expect(resolveAttribution(cookie, query)).toEqual({
      [parameter]: wins === 'cookie' ? 'from-cookie' : 'from-query',
    });
  });

  it.each([
    ['source', 'utm_source', 'cookie'],
    ['secret', 'utm_secret', 'query'],
    ['content', 'utm_content', 'query'],
    ['ad name', 'utm_ad_name', 'cookie'],
  ] as const)('docs/validation.md as written: %s (%s), %s over the other', (_, parameter, wins) => {
    expect(ATTRIBUTION_PRECEDENCE[parameter]).toBe(wins);
  });

  it('names every captured parameter, and no other', () => {
    expect(Object.keys(ATTRIBUTION_PRECEDENCE).sort()).toEqual([...ATTRIBUTION_PARAMETERS].sort());
  });

  it.each([
    ['nothing on either side', {}, {}, {}],
    ['a tag only in the cookie is kept', { utm_secret: 's' }, {}, { utm_secret: 's' }],
    ['a tag only in the query is kept', {}, { utm_source: 'fb' }, { utm_source: 'fb' }],
    ['an empty winner still wins', { utm_source: '' }, { utm_source: 'fb' }, { utm_source: '' }],
    [
      'each tag is decided on its own',
      { utm_source: 'tiktok', utm_content: 'old', utm_ad_name: 'ad-a', gclid: 'g' },
      { utm_source: 'fb', utm_content: 'new', utm_ad_name: 'ad-b', utm_secret: 's' },
      { utm_source: 'tiktok', utm_secret: 's', utm_content: 'new', gclid: 'g', utm_ad_name: 'ad-a' },
    ],
  ])('%s', (_, cookie, query, tags) => {
    expect(resolveAttribution(cookie, query)).toEqual(tags);
  });
});
