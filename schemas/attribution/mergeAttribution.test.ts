import { describe, expect, it } from 'vitest';
import { mergeAttribution } from './mergeAttribution';

describe('the tags a visit keeps on arrival', () => {
  it.each([
    ['nothing stored, nothing captured', {}, {}, {}],
    ['a first click is kept', {}, { utm_source: 'fb' }, { utm_source: 'fb' }],
    [
      'a visit without tags keeps the stored ones',
      { utm_source: 'fb', gclid: 'g' },
      {},
      { utm_source: 'fb', gclid: 'g' },
    ],
    [
      'a new click replaces the stored tags whole',
      { utm_source: 'fb', fbclid: 'f', utm_campaign: 'old' },
      { utm_source: 'tiktok', ttclid: 't' },
      { utm_source: 'tiktok', ttclid: 't' },
    ],
    ['a captured empty tag counts as a new click', { utm_source: 'fb' }, { utm_medium: '' }, { utm_medium: '' }],
  ])('%s', (_, stored, captured, kept) => {
    expect(mergeAttribution(stored, captured)).toEqual(kept);
  });
});
