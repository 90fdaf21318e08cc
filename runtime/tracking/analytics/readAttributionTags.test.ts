import { describe, expect, it } from 'vitest';
import { readAttributionTags } from './readAttributionTags';

const cookie = (value: unknown) => `a=1; attribution=${encodeURIComponent(JSON.stringify(value))}`;

describe('readAttributionTags', () => {
  it.each([
    ['', '', {}],
    ['', '?utm_source=facebook&utm_source=tiktok&utm_campaign=&foo=bar', { utm_source: 'facebook', utm_campaign: '' }],
    [cookie({ utm_source: 'tiktok', quiz: 'x', n: 1 }), '?utm_source=facebook', { utm_source: 'tiktok' }],
    ['attribution=%7Bbroken', '?utm_medium=cpc', { utm_medium: 'cpc' }],
    [cookie(['utm_source']), '', {}],
  ])('cookie %j and query %j: %j', (cookieHeader, search, expected) => {
    expect(readAttributionTags(cookieHeader, search)).toEqual(expected);
  });
});
