import { describe, expect, it } from 'vitest';
import { knownAttributionTags } from './knownAttributionTags';

describe('tags read back keep only string values of known parameters (docs/validation.md)', () => {
  it.each([
    ['an object of known tags', { utm_source: 'fb', gclid: 'g' }, { utm_source: 'fb', gclid: 'g' }],
    ['a key named quiz is dropped', { quiz: 'x', quizz: 'y' }, { quizz: 'y' }],
    ['an unknown key is dropped', { foo: '1', utm_medium: 'cpc' }, { utm_medium: 'cpc' }],
    ['a number is dropped', { utm_source: 1, utm_term: 't' }, { utm_term: 't' }],
    ['null and objects are dropped', { utm_source: null, utm_medium: { a: 1 }, utm_ad: ['x'] }, {}],
    ['an empty string is kept', { utm_medium: '' }, { utm_medium: '' }],
    ['an array yields nothing', ['utm_source'], {}],
    ['a string yields nothing', 'utm_source=fb', {}],
    ['null yields nothing', null, {}],
    ['undefined yields nothing', undefined, {}],
    ['a prototype key is dropped', JSON.parse('{"__proto__": {"utm_source": "fb"}}'), {}],
  ])('%s', (_, value, tags) => {
    expect(knownAttributionTags(value)).toEqual(tags);
  });
});
