import { describe, expect, it } from 'vitest';
import type { Flow } from '../../schemas/flowSchema';
import { type Moment, stepMoments, type VisitFacts } from './stepMoments';

const title = { en: 'A step' };
/** A flow with one step of each way of leaving: a button, a required and an optional answer, payment, upsells. */
const FLOW = {
  contract: 2,
  id: 'moments',
  version: 1,
  firstStep: 'intro',
  steps: [
    { id: 'intro', path: 'prelanding', kind: 'prelanding', content: { title, cta: title }, next: 'gender' },
    { id: 'gender', path: 'gender', kind: 'gender', content: { title }, answer: { key: 'gender' }, next: 'photo' },
    {
      id: 'photo',
      path: 'photo',
      kind: 'palmPhoto',
      content: { title, cta: title },
      answer: { key: 'palmPhoto', optional: true },
      next: 'pay',
    },
    { id: 'pay', path: 'payment', kind: 'payment', content: { title }, next: 'upsells' },
    { id: 'upsells', path: 'upsells', kind: 'upsells', content: { title, cta: title }, next: 'end' },
    { id: 'end', path: 'overview', kind: 'overview', content: { title, cta: title } },
  ],
} as unknown as Flow;

const visit = (path: string[], answers: Record<string, unknown> = {}, outcomes: Record<string, unknown> = {}) =>
  ({ path, answers, outcomes }) satisfies VisitFacts;

const paid = { orderId: 'ord_1', amount: 2999, currency: 'EUR' as const };
const bought = (...ids: string[]) => ({
  bought: ids.map((productId) => ({ productId, orderId: `ord_${productId}`, amount: 999, currency: 'EUR' })),
});

describe('stepMoments', () => {
  const cases: [string, VisitFacts | undefined, VisitFacts, Moment[]][] = [
    [
      'arriving shows the step',
      undefined,
      visit(['intro']),
      [{ key: 'intro:shown', stepId: 'intro', moment: 'shown' }],
    ],
    [
      'arriving on a later step (a reload) shows only it',
      undefined,
      visit(['intro', 'gender'], { gender: 'female' }),
      [{ key: 'gender:shown', stepId: 'gender', moment: 'shown' }],
    ],
    [
      'the last step left by its button, to its target: answered, once the visitor presses it',
      visit(['pay', 'upsells', 'end']),
      { ...visit(['pay', 'upsells', 'end']), exited: 'end' },
      [{ key: 'end:answered', stepId: 'end', moment: 'answered' }],
    ],
    [
      'a visit that had already left by the last step (restored) leaves it no more',
      { ...visit(['pay', 'upsells', 'end']), exited: 'end' },
      { ...visit(['pay', 'upsells', 'end']), exited: 'end' },
      [],
    ],
    [
      'a step without an answer is left by its button: answered',
      visit(['intro']),
      visit(['intro', 'gender']),
      [
        { key: 'intro:answered', stepId: 'intro', moment: 'answered' },
        { key: 'gender:shown', stepId: 'gender', moment: 'shown' },
      ],
    ],
    [
      'a required answer given: answered',
      visit(['intro', 'gender'], { gender: 'female' }),
      visit(['intro', 'gender', 'photo'], { gender: 'female' }),
      [
        { key: 'gender:answered', stepId: 'gender', moment: 'answered' },
        { key: 'photo:shown', stepId: 'photo', moment: 'shown' },
      ],
    ],
    [
      'an optional step left without an answer: skipped',
      visit(['intro', 'gender', 'photo']),
      visit(['intro', 'gender', 'photo', 'pay']),
      [
        { key: 'photo:skipped', stepId: 'photo', moment: 'skipped' },
        { key: 'pay:shown', stepId: 'pay', moment: 'shown' },
      ],
    ],
    [
      'an answer without leaving is no moment',
      visit(['intro', 'gender']),
      visit(['intro', 'gender'], { gender: 'male' }),
      [],
    ],
    [
      'going back is no moment, and the step returned to is not shown again by it',
      visit(['intro', 'gender', 'photo']),
      visit(['intro', 'gender']),
      [{ key: 'gender:shown', stepId: 'gender', moment: 'shown' }],
    ],
    [
      'a restored visit that jumps several steps shows the step, and leaves none',
      visit(['intro']),
      visit(['intro', 'gender', 'photo']),
      [{ key: 'photo:shown', stepId: 'photo', moment: 'shown' }],
    ],
    [
      'a payment confirmed: paid, with what it charged, then the next step',
      visit(['intro', 'gender', 'photo', 'pay']),
      visit(['intro', 'gender', 'photo', 'pay', 'upsells'], {}, { pay: paid }),
      [
        { key: 'pay:answered', stepId: 'pay', moment: 'answered' },
        { key: 'pay:paid:ord_1', stepId: 'pay', moment: 'paid', ...paid },
        { key: 'upsells:shown', stepId: 'upsells', moment: 'shown' },
      ],
    ],
    [
      'a payment already known (restored) is not paid again',
      undefined,
      visit(['intro', 'gender', 'photo', 'pay', 'upsells'], {}, { pay: paid }),
      [{ key: 'upsells:shown', stepId: 'upsells', moment: 'shown' }],
    ],
    [
      'an upsell bought: offer taken, each product once',
      visit(['pay', 'upsells'], {}, { pay: paid, upsells: bought('tarot') }),
      visit(['pay', 'upsells'], {}, { pay: paid, upsells: bought('tarot', 'numerology') }),
      [
        {
          key: 'upsells:offerTaken:numerology',
          stepId: 'upsells',
          moment: 'offerTaken',
          amount: 999,
          currency: 'EUR',
        },
      ],
    ],
    [
      'upsells left with something bought: answered',
      visit(['pay', 'upsells'], {}, { upsells: bought('tarot') }),
      visit(['pay', 'upsells', 'end'], {}, { upsells: bought('tarot') }),
      [
        { key: 'upsells:answered', stepId: 'upsells', moment: 'answered' },
        { key: 'end:shown', stepId: 'end', moment: 'shown' },
      ],
    ],
    [
      'upsells left with nothing bought: skipped',
      visit(['pay', 'upsells']),
      visit(['pay', 'upsells', 'end']),
      [
        { key: 'upsells:skipped', stepId: 'upsells', moment: 'skipped' },
        { key: 'end:shown', stepId: 'end', moment: 'shown' },
      ],
    ],
  ];
  it.each(cases)('%s', (_, before, after, expected) => {
    expect(stepMoments(FLOW, before, after)).toEqual(expected);
  });
});
