import { describe, expect, it } from 'vitest';
import type { Funnel } from './funnelSchema';
import { type PixelIdLists, pixelIds } from './pixelIds';

const none: PixelIdLists = { conditional: [], nonConditional: [], combined: [] };

const cases: {
  name: string;
  pixels: Funnel['pixels'];
  condition?: string;
  facebook: PixelIdLists;
  tikTok?: PixelIdLists;
}[] = [
  { name: 'no pixels at all', pixels: undefined, facebook: none },
  {
    name: 'a platform without ids',
    pixels: { tikTok: [{ id: 'T1' }] },
    facebook: none,
    tikTok: { conditional: [], nonConditional: ['T1'], combined: ['T1'] },
  },
  {
    name: 'plain ids are non-conditional',
    pixels: { facebook: [{ id: 'F1' }, { id: 'F2' }] },
    facebook: { conditional: [], nonConditional: ['F1', 'F2'], combined: ['F1', 'F2'] },
  },
  {
    name: 'a conditional id applies when the funnel condition matches',
    pixels: { facebook: [{ id: 'F1' }, { id: 'F2', condition: 'palm-v2' }] },
    condition: 'palm-v2',
    facebook: { conditional: ['F2'], nonConditional: ['F1'], combined: ['F1', 'F2'] },
  },
  {
    name: 'a conditional id does not apply under another condition',
    pixels: { facebook: [{ id: 'F1' }, { id: 'F2', condition: 'palm-v2' }] },
    condition: 'palm-v1',
    facebook: { conditional: [], nonConditional: ['F1'], combined: ['F1'] },
  },
  {
    name: 'a conditional id does not apply when the funnel has no condition',
    pixels: { facebook: [{ id: 'F2', condition: 'palm-v2' }] },
    facebook: none,
  },
  {
    name: 'an id listed twice counts once',
    pixels: { facebook: [{ id: 'F1' }, { id: 'F1', condition: 'x' }, { id: 'F1' }] },
    condition: 'x',
    facebook: { conditional: ['F1'], nonConditional: ['F1'], combined: ['F1'] },
  },
  {
    name: 'each platform on its own',
    pixels: {
      facebook: [{ id: 'F1' }],
      tikTok: [
        { id: 'T1', condition: 'x' },
        { id: 'T2', condition: 'y' },
      ],
    },
    condition: 'y',
    facebook: { conditional: [], nonConditional: ['F1'], combined: ['F1'] },
    tikTok: { conditional: ['T2'], nonConditional: [], combined: ['T2'] },
  },
];

describe('the pixel ids of a funnel', () => {
  it.each(cases)('$name', ({ pixels, condition, facebook, tikTok = none }) => {
    const got = pixelIds(pixels, condition);
    expect(got.facebook).toEqual(facebook);
    expect(got.tikTok).toEqual(tikTok);
  });
});
