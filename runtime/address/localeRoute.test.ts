import { describe, expect, it } from 'vitest';
import { localeOfSegment, localePath } from './localeRoute';

describe('the path of a funnel page in a language', () => {
  it.each([
    ['/love-quiz', '/love-quiz@es'],
    ['/love-quiz/questions/love-status', '/love-quiz@es/questions/love-status'],
    ['/_variant/love-quiz/price.b/gender', '/_variant/love-quiz@es/price.b/gender'],
    ['/_pinned/love-quiz/3.love-quiz.4/gender', '/_pinned/love-quiz@es/3.love-quiz.4/gender'],
    ['/palmistry/gender', '/palmistry/gender'],
  ])('%s is %s', (path, localized) => {
    expect(localePath(path, 'love-quiz', 'es')).toBe(localized);
  });

  it.each([
    ['love-quiz', { segment: 'love-quiz' }],
    ['love-quiz@es', { segment: 'love-quiz', locale: 'es' }],
    ['love-quiz%40pt-BR', { segment: 'love-quiz', locale: 'pt-BR' }],
    ['love-quiz%E0%A4%A', { segment: 'love-quiz%E0%A4%A' }],
  ])('the segment %s names %j', (segment, named) => {
    expect(localeOfSegment(segment)).toEqual(named);
  });
});
