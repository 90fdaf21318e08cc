import { describe, expect, it } from 'vitest';
import { type HappeningLog, happeningLog } from '@/runtime/flow/happeningLog';
import type { VisitHappening } from '@/runtime/flow/visitHappenings';
import { type MeasurementConsent, type MeasureWorld, measureVisit } from './measureVisit';

/** What a page does in a test: happenings said, consent answered, the page hidden; what was sent, as text. */
function page(options: { countsWithoutConsent?: boolean; said?: VisitHappening[]; delayed?: boolean } = {}) {
  const handlers = new Set<(h: VisitHappening) => void>();
  const log = happeningLog({
    on: (_, handler) => {
      handlers.add(handler);
      return { unsubscribe: () => handlers.delete(handler) };
    },
  });
  // A log that delays its listeners (as happeningsAfterPaint does, until the paint) until it is flushed.
  const waiting: (() => void)[] = [];
  const delayedLog: HappeningLog = {
    follow: (listener, followOptions) =>
      log.follow((h) => (options.delayed ? waiting.push(() => listener(h)) : listener(h)), followOptions),
    flush: () => {
      for (const run of waiting.splice(0)) run();
    },
  };
  const say = (happening: VisitHappening) => {
    for (const handler of handlers) handler(happening);
  };
  for (const happening of options.said ?? []) say(happening);
  let consentListener: (c: MeasurementConsent) => void = () => {};
  let hiddenListener = () => {};
  const sent: string[] = [];
  let flushes = 0;
  let clock = 0;
  const world: MeasureWorld = {
    whenConsent: (listener) => {
      consentListener = listener;
      return () => {};
    },
    whenHidden: (listener) => {
      hiddenListener = listener;
      return () => {};
    },
    sendFollowed: (moments) => sent.push(`followed ${moments.map((m) => `${m.stepId}:${m.moment}@${m.at}`).join(' ')}`),
    sendCounted: (moments) => sent.push(`counted ${moments.map((m) => `${m.stepId}:${m.moment}`).join(' ')}`),
    flush: () => {
      flushes += 1;
    },
    countsWithoutConsent: options.countsWithoutConsent ?? true,
    now: () => ++clock,
  };
  const stop = measureVisit(delayedLog, world);
  return {
    sent,
    flushes: () => flushes,
    stop,
    say,
    consent: (c: MeasurementConsent) => consentListener(c),
    hide: () => hiddenListener(),
    begin: () => {
      say({ type: 'visitStarted', stepId: 'intro' });
      say({ type: 'stepShown', stepId: 'intro' });
    },
    goOn: (from: string, to: string) => {
      say({ type: 'stepAnswered', stepId: from });
      say({ type: 'stepShown', stepId: to });
    },
  };
}

describe('measureVisit', () => {
  it('a visitor who consents is followed from the first step, with when each moment happened', () => {
    const p = page();
    p.begin();
    p.goOn('intro', 'gender');
    expect(p.sent).toEqual([]);
    p.consent('given');
    p.goOn('gender', 'age');
    expect(p.sent).toEqual([
      'followed intro:start@1 intro:shown@2 intro:answered@3 gender:shown@4',
      'followed intro:start@1 gender:answered@5',
      'followed intro:start@1 age:shown@6',
    ]);
  });

  it('a visitor whose consent was given before is followed at once', () => {
    const p = page();
    p.consent('given');
    p.begin();
    expect(p.sent).toEqual(['followed intro:start@1', 'followed intro:start@1 intro:shown@2']);
  });

  it('a visitor who refuses is measured not at all, not even counted', () => {
    const p = page();
    p.begin();
    p.consent('refused');
    p.goOn('intro', 'gender');
    p.hide();
    expect(p.sent).toEqual([]);
  });

  it('a visitor who never answers is counted when the page is hidden, and again at each hiding', () => {
    const p = page();
    p.begin();
    p.goOn('intro', 'gender');
    p.hide();
    p.goOn('gender', 'age');
    p.hide();
    p.hide();
    expect(p.sent).toEqual([
      'counted intro:start intro:shown intro:answered gender:shown',
      'counted gender:answered age:shown',
    ]);
  });

  it('counts nothing without consent when counting is off, and follows the visit if consent comes', () => {
    const p = page({ countsWithoutConsent: false });
    p.begin();
    p.hide();
    expect(p.sent).toEqual([]);
    p.consent('given');
    expect(p.sent).toEqual(['followed intro:start@1 intro:shown@2']);
  });

  it('a visit counted that gets consent later: what waited is counted, and that it consented, where; what follows goes with its id, no start', () => {
    const p = page();
    p.begin();
    p.hide();
    p.goOn('intro', 'gender');
    p.consent('given');
    p.consent('given');
    p.goOn('gender', 'age');
    expect(p.sent).toEqual([
      'counted intro:start intro:shown',
      'counted intro:answered gender:shown',
      'counted gender:consented',
      'followed gender:answered@5',
      'followed age:shown@6',
    ]);
  });

  it('each moment once in the page, but a step shown again after going back, which is where the visit now is', () => {
    const p = page();
    p.consent('given');
    p.begin();
    p.goOn('intro', 'gender');
    p.say({ type: 'stepShown', stepId: 'intro' });
    p.goOn('intro', 'gender');
    // The answer again is no new moment; the steps shown again say where the visit is (the gateway counts them once).
    expect(p.sent.slice(4)).toEqual(['followed intro:start@1 intro:shown@5', 'followed intro:start@1 gender:shown@6']);
  });

  it('counts a step shown again once, for a visit counted without consent', () => {
    const p = page();
    p.begin();
    p.goOn('intro', 'gender');
    p.say({ type: 'stepShown', stepId: 'intro' });
    p.hide();
    p.goOn('intro', 'gender');
    p.say({ type: 'stepShown', stepId: 'intro' });
    p.hide();
    expect(p.sent.join(' ')).not.toMatch(/intro:shown.*intro:shown/);
  });

  it('hears what happened before its code loaded', () => {
    const p = page({
      said: [
        { type: 'visitStarted', stepId: 'intro' },
        { type: 'stepShown', stepId: 'intro' },
      ],
    });
    p.consent('given');
    expect(p.sent).toEqual(['followed intro:start@1 intro:shown@2']);
  });

  it('leads, payments and offers are not its to count', () => {
    const p = page();
    p.consent('given');
    p.say({ type: 'leadGiven', stepId: 'email', email: 'a@b.co' });
    p.say({ type: 'paid', stepId: 'pay', orderId: 'ord_1' });
    p.say({ type: 'offerTaken', stepId: 'up', productId: 'x', orderId: 'ord_2' });
    expect(p.sent).toEqual([]);
  });

  it('a withdrawal stops the following', () => {
    const p = page();
    p.consent('given');
    p.begin();
    p.consent('refused');
    p.goOn('intro', 'gender');
    expect(p.sent).toEqual(['followed intro:start@1', 'followed intro:start@1 intro:shown@2']);
  });

  it('on hiding, hears first what still waited for the paint (the step shown as the visitor left), then sends all', () => {
    const p = page({ delayed: true });
    p.consent('given');
    p.begin();
    p.goOn('intro', 'gender');
    expect(p.sent).toEqual([]);
    p.hide();
    expect(p.sent).toEqual([
      'followed intro:start@1',
      'followed intro:start@1 intro:shown@2',
      'followed intro:start@1 intro:answered@3',
      'followed intro:start@1 gender:shown@4',
    ]);
    expect(p.flushes()).toBe(1);
  });
});
