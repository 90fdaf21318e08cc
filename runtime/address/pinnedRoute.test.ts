import { describe, expect, it } from 'vitest';
import { pinnedRoute } from './pinnedRoute';

const SERVED = new Map([
  ['palmistry', { funnelVersion: 4, flowId: 'palmistry', flowVersion: 3 }],
  ['starseed', { funnelVersion: 1, flowId: 'starseed', flowVersion: 2 }],
  ['starseed-quiz', { funnelVersion: 1, flowId: 'starseed', flowVersion: 2 }],
]);
const OLDER = 'funnel_pin_palmistry=4.palmistry.2';
const PINNED = '/_pinned/palmistry/4.palmistry.2';

describe('which page answers a funnel page request', () => {
  it.each([
    [
      'a pin for other versions: the pinned page',
      '/palmistry/questions/relationship',
      OLDER,
      SERVED,
      `${PINNED}/questions/relationship`,
    ],
    ['a pin at the funnel root', '/palmistry', OLDER, SERVED, PINNED],
    [
      'a pin among other cookies',
      '/palmistry/gender',
      `tester_token=x; ${OLDER}; funnel_pin_starseed=1.starseed.2`,
      SERVED,
      `${PINNED}/gender`,
    ],
    [
      'a pin at an alias',
      '/starseed-quiz/gender',
      'funnel_pin_starseed-quiz=1.starseed.1',
      SERVED,
      '/_pinned/starseed-quiz/1.starseed.1/gender',
    ],
    [
      'a pin equal to what is served: the published page',
      '/palmistry/gender',
      'funnel_pin_palmistry=4.palmistry.3',
      SERVED,
      undefined,
    ],
    ['no pin', '/palmistry/gender', 'tester_token=x', SERVED, undefined],
    ['no cookie', '/palmistry/gender', null, SERVED, undefined],
    ["another funnel's pin", '/starseed', OLDER, SERVED, undefined],
    [
      'the pin of a path that only starts alike',
      '/palmistry',
      'funnel_pin_palmistry-quiz=4.palmistry.2',
      SERVED,
      undefined,
    ],
    ['a pin that names no versions', '/palmistry', 'funnel_pin_palmistry=latest', SERVED, undefined],
    [
      'a funnel no longer served: its own answer',
      '/love-quiz',
      'funnel_pin_love-quiz=1.love-quiz.1',
      SERVED,
      undefined,
    ],
    ['the site root', '/', OLDER, SERVED, undefined],
    [
      'what is served unknown: every pin honoured',
      '/palmistry/gender',
      'funnel_pin_palmistry=4.palmistry.3',
      undefined,
      '/_pinned/palmistry/4.palmistry.3/gender',
    ],
  ])('%s', (_case, pathname, cookies, served, answer) => {
    expect(pinnedRoute(pathname, cookies, served)).toBe(answer);
  });
});
