import { describe, expect, it } from 'vitest';
import { CURRENT_CONTRACT } from '@/schemas/contractSchema';
import type { Flow } from '@/schemas/flowSchema';
import type { Step } from '@/schemas/stepSchema';
import { checkFunnelTargets, checkStepTargets } from './checkStepTargets';

const text = { en: 'Open my reading' };

/** A flow of two steps: a prelanding (its button goes on), then `last`, where the flow ends. */
function flowEndingOn(last: Partial<Step>, first: Partial<Step> = {}): Flow {
  return {
    contract: CURRENT_CONTRACT,
    id: 'f',
    version: 1,
    locales: ['en'],
    firstStep: 'intro',
    steps: [
      {
        id: 'intro',
        path: 'prelanding',
        kind: 'prelanding',
        content: { title: text, cta: text },
        next: 'end',
        ...first,
      },
      { id: 'end', path: 'overview', kind: 'overview', content: { title: text, cta: text }, ...last } as Step,
    ],
  };
}

const rules = (flow: Flow) => checkStepTargets(flow).map((e) => `${e.pointer} ${e.rule}`);

describe('checkStepTargets', () => {
  it.each<[string, Partial<Step>, Partial<Step>, string[]]>([
    ['a last button to the product app', { target: { app: '/onboarding' } }, {}, []],
    ['a last button to an app store', { target: { url: 'https://apps.apple.com/app/id1' } }, {}, []],
    ['a last button to an information page', { target: { page: '/tech/faq' } }, {}, []],
    ['a last button to an email page', { target: { page: '/email/consultation' } }, {}, []],
    ['a last button to another funnel', { target: { funnel: 'palmistry' } }, {}, []],
    ['a last button leading nowhere', {}, {}, ['/steps/1 final-button-without-target']],
    ['a last screen without a button needs no target', { content: { title: text } }, {}, []],
    [
      'a last screen without a button has nothing to lead from',
      { content: { title: text }, target: { page: '/tech/faq' } },
      {},
      ['/steps/1/target target-without-button'],
    ],
    [
      'the cancel confirmation shows no button',
      { kind: 'cancelDone', path: 'done', content: { title: text }, target: { page: '/tech/faq' } },
      {},
      ['/steps/1/target target-without-button'],
    ],
    [
      'upsells need no target (their buttons buy)',
      { kind: 'upsells', path: 'upsells', content: { title: text, cta: text, upsells: ['tarot_reading'] } },
      {},
      [],
    ],
    [
      'upsells may lead on by a target',
      {
        kind: 'upsells',
        path: 'upsells',
        content: { title: text, cta: text, upsells: ['tarot_reading'] },
        target: { app: '/' },
      },
      {},
      [],
    ],
    ['a target naming no place', { target: {} }, {}, ['/steps/1/target target-kind']],
    ['a target naming two places', { target: { app: '/', funnel: 'palmistry' } }, {}, ['/steps/1/target target-kind']],
    [
      'a page this site does not serve',
      { target: { page: '/tech/refunds' } },
      {},
      ['/steps/1/target/page unknown-page'],
    ],
    [
      'a target on a step that goes on',
      { target: { app: '/' } },
      { target: { app: '/' } },
      ['/steps/0/target target-on-step-that-goes-on'],
    ],
  ])('%s', (_, last, first, expected) => {
    expect(rules(flowEndingOn(last, first))).toEqual(expected);
  });

  it('names the button and says what to give', () => {
    expect(checkStepTargets(flowEndingOn({}))[0]?.message).toBe(
      'the flow ends on "end", whose button "Open my reading" leads nowhere: give the step a target (app, url, page or funnel)',
    );
  });
});

describe('checkFunnelTargets', () => {
  const served = new Set(['palmistry', 'palm']);
  it.each<[string, string, string[]]>([
    ['a published slug', 'palmistry', []],
    ['an alias', 'palm', []],
    ['a slug nobody serves', 'palmistri', ['/steps/1/target/funnel unknown-funnel']],
  ])('%s', (_, funnel, expected) => {
    const errors = checkFunnelTargets(flowEndingOn({ target: { funnel } }), served);
    expect(errors.map((e) => `${e.pointer} ${e.rule}`)).toEqual(expected);
  });
});
