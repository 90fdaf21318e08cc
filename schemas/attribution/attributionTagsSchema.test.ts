import { describe, expect, it } from 'vitest';
import { attributionTagsSchema } from './attributionTagsSchema';

describe('attribution tags in a request body', () => {
  it.each([
    ['known tags pass', { utm_source: 'tiktok', utm_medium: '' }, { utm_source: 'tiktok', utm_medium: '' }],
    ['unknown keys are dropped, not refused', { utm_source: 'fb', foo: '1', quiz: 'q' }, { utm_source: 'fb' }],
    ['nothing', {}, {}],
  ])('%s', (_, body, tags) => {
    expect(attributionTagsSchema.parse(body)).toEqual(tags);
  });

  it.each([
    ['a number value', { utm_source: 1 }],
    ['an array', ['utm_source']],
    ['a string', 'utm_source=fb'],
  ])('refuses %s', (_, body) => {
    expect(attributionTagsSchema.safeParse(body).success).toBe(false);
  });
});
