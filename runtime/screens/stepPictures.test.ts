import { describe, expect, it } from 'vitest';
import type { Step } from '@/schemas/stepSchema';
import { stepPictures } from './stepPictures';

const image = (src: string) => ({ src, alt: { en: 'a picture' } });
const step = (content: Partial<Step['content']>): Step =>
  ({ id: 's', path: 's', kind: 'imageChoice', content: { title: { en: 'T' }, ...content } }) as Step;

describe('stepPictures', () => {
  it.each([
    ['a step without pictures', step({}), []],
    ['the main picture', step({ image: image('/images/a.svg') }), ['/images/a.svg']],
    [
      'the main picture, then the options',
      step({
        image: image('/images/a.svg'),
        options: [
          { value: 'x', label: { en: 'X' }, image: image('/images/x.svg') },
          { value: 'y', label: { en: 'Y' } },
          { value: 'z', label: { en: 'Z' }, image: image('/images/a.svg') },
        ],
      }),
      ['/images/a.svg', '/images/x.svg'],
    ],
  ])('%s', (_, given, expected) => {
    expect(stepPictures(given)).toEqual(expected);
  });
});
