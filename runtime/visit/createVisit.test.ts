// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import { PIN_COOKIE_PREFIX } from '@/runtime/address/pinCookie';
import { STEP_ACTOR_ID } from '@/runtime/flow/buildFlowMachine';
import { flowSessionKey, readFlowSession, visitCurrencyKey } from '@/runtime/flow/flowSession';
import { langCookieName } from '@/runtime/flow/languageNames';
import type { VisitHappening } from '@/runtime/flow/visitHappenings';
import { visitAttribution } from '@/runtime/tracking/visitAttribution';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { createVisit, realStepActor, type Visit } from './createVisit';
import { chosenLocaleKey } from './visitLocale';
import type { VisitLoaders } from './visitParts';

const palmistry = fixtureDefinition('palmistry');
const cancelling = fixtureDefinition('cancel-subscription');
const KEY = flowSessionKey(palmistry.funnel.slug, palmistry.flow.id, palmistry.flow.version);

/** Loaders that load nothing: a visit's step actors and tracking are the test's to give. */
function loaders(given: Partial<VisitLoaders> = {}): VisitLoaders {
  return { stepActors: async () => ({}), tracking: async () => () => () => {}, ...given };
}

const visits: Visit[] = [];
function palmistryVisit(options: { urlStepId?: string; pins?: boolean; locale?: string } = {}, given?: VisitLoaders) {
  const visit = createVisit(
    { ...palmistry, funnelPath: 'palmistry', urlStepId: 'prelanding', locale: 'en', ...options },
    given ?? loaders(),
  );
  visits.push(visit);
  return visit;
}
const stepOf = (visit: Visit) => String(visit.actor.getSnapshot().value);

beforeEach(() => {
  window.sessionStorage.clear();
  // The visit's currency is decided: no call to find the visitor's country.
  window.sessionStorage.setItem(visitCurrencyKey('palmistry'), 'USD');
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; the test forgets the last test's cookies.
  for (const cookie of document.cookie.split('; ')) document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; Path=/`;
  window.history.replaceState(null, '', '/palmistry');
  document.documentElement.lang = '';
});
afterEach(() => {
  for (const visit of visits.splice(0)) visit.stop();
  visitAttribution.set(visitAttribution.none);
});

describe('a visit hosted outside React', () => {
  it('is drawn where the page was until it starts, and runs nothing: no storage, no address', () => {
    const visit = palmistryVisit({ urlStepId: 'gender' });
    expect(stepOf(visit)).toBe('gender');
    expect(visit.actor.getSnapshot().context.path).toEqual(['prelanding', 'gender']);
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    expect(window.location.pathname).toBe('/palmistry');
  });

  it('may run its parts a turn before it resumes: the language is the visitor’s, nothing is kept yet', () => {
    window.sessionStorage.setItem(chosenLocaleKey('palmistry'), 'es');
    const visit = palmistryVisit();
    visit.runParts();
    expect(visit.actor.getSnapshot().context.locale).toBe('es');
    expect(visit.actor.getSnapshot().context.hosted).toBe(false);
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    visit.start();
    expect(visit.actor.getSnapshot().context.hosted).toBe(true);
    expect(readFlowSession(window.sessionStorage, KEY)?.path).toEqual(['prelanding']);
  });

  it('starts afresh with nothing kept, does what the visitor did before its code loaded, and keeps it', () => {
    const visit = palmistryVisit();
    const seen: string[] = [];
    visit.happenings.follow((h: VisitHappening) => seen.push(h.type));
    // A tap on the prelanding's button, then an answer the gender step does not take.
    visit.start([{ type: 'NEXT' }, { type: 'ANSWER', value: 'not a gender' }]);
    expect(stepOf(visit)).toBe('gender');
    expect(visit.actor.getSnapshot().context.answers).toEqual({});
    expect(seen.slice(0, 2)).toEqual(['visitStarted', 'stepShown']);
    expect(readFlowSession(window.sessionStorage, KEY)?.path).toEqual(['prelanding', 'gender']);
    expect(window.location.pathname).toBe('/palmistry/gender');
  });

  it('resumes the visit kept in the tab on the step the address names now, and starts nothing anew', () => {
    const path = ['prelanding', 'gender', 'relationship'];
    window.sessionStorage.setItem(KEY, JSON.stringify({ path, trail: path, answers: { gender: 'male' } }));
    // The page was drawn on the relationship step; back was pressed while the visit's code loaded.
    window.history.replaceState(null, '', '/palmistry/gender');
    const visit = palmistryVisit({ urlStepId: 'relationship' });
    const seen: string[] = [];
    visit.happenings.follow((h: VisitHappening) => seen.push(h.type));
    visit.start();
    expect(stepOf(visit)).toBe('gender');
    expect(visit.actor.getSnapshot().context.answers).toEqual({ gender: 'male' });
    expect(seen).not.toContain('visitStarted');
    visit.start();
    expect(visit.actor.getSnapshot().context.restores).toBe(1);
  });

  it('checks an answer once and says what is wrong with it, or records it', () => {
    const visit = palmistryVisit();
    visit.start([{ type: 'NEXT' }]);
    expect(visit.answer('not a gender')).toEqual(expect.any(String));
    expect(visit.actor.getSnapshot().context.answers).toEqual({});
    expect(visit.answer('female')).toBeUndefined();
    expect(visit.actor.getSnapshot().context.answers).toEqual({ gender: 'female' });
  });

  it('shows the visit in the visitor’s language, and keeps the one they choose: session, cookie, address, document', () => {
    window.sessionStorage.setItem(chosenLocaleKey('palmistry'), 'es');
    const visit = palmistryVisit();
    expect(visit.actor.getSnapshot().context.locale).toBe('en');
    visit.start();
    expect(visit.actor.getSnapshot().context.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    visit.chooseLocale('en');
    expect(visit.actor.getSnapshot().context.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(window.sessionStorage.getItem(chosenLocaleKey('palmistry'))).toBe('en');
    expect(document.cookie).toContain(`${langCookieName('palmistry')}=en`);
    expect(window.location.search).toBe('?lang=en');
  });

  it('learns the attribution tags once the page has read them', () => {
    const visit = palmistryVisit();
    visit.start();
    visitAttribution.set({ utm_source: 'tiktok' });
    expect(visit.actor.getSnapshot().context.attribution).toEqual({ utm_source: 'tiktok' });
  });

  it('pins the versions it runs on, when asked to', async () => {
    palmistryVisit({ pins: false }).start();
    const pinned = palmistryVisit({ pins: true });
    expect(document.cookie).not.toContain(PIN_COOKIE_PREFIX);
    pinned.start();
    await vi.waitFor(() => expect(document.cookie).toContain(`${PIN_COOKIE_PREFIX}`));
    expect(decodeURIComponent(document.cookie)).toContain(palmistry.flow.id);
  });

  it('hands its tracking what happened from its start, and stops it with the visit', async () => {
    const seen: string[] = [];
    const stopTracking = vi.fn();
    const visit = palmistryVisit(
      {},
      loaders({
        tracking: async () => (_actor, happenings) => {
          happenings.follow((h) => seen.push(h.type), { replay: true });
          return stopTracking;
        },
      }),
    );
    visit.start([{ type: 'NEXT' }]);
    await vi.waitFor(() => expect(seen).toEqual(['visitStarted', 'stepShown', 'stepAnswered', 'stepShown']), {
      timeout: 3000,
    });
    visit.stop();
    expect(stopTracking).toHaveBeenCalledOnce();
  });

  it('runs a stand-in on a step whose actor’s code has not loaded, then the real one on the step reached', async () => {
    const cancel = createMachine({ id: 'realCancel' });
    let arrive: (actors: { cancel: typeof cancel }) => void = () => {};
    const visit = createVisit(
      { ...cancelling, funnelPath: 'cancel', urlStepId: 'email', locale: 'en' },
      loaders({ stepActors: () => new Promise((resolve) => (arrive = resolve)) }),
    );
    visits.push(visit);
    visit.start();
    visit.answer('vega@example.com');
    const child = () => visit.actor.getSnapshot().children[STEP_ACTOR_ID];
    expect(child()).toBeDefined();
    expect(realStepActor(child())).toBeUndefined();
    await vi.waitFor(() => expect(arrive).not.toBe(undefined));
    await vi.waitFor(() => {
      arrive({ cancel });
      expect(realStepActor(child())?.src).toBe('cancel');
    });
    expect((realStepActor(child()) as unknown as { logic: unknown }).logic).toBe(cancel);
    expect(visit.actor.getSnapshot().context.answers.email).toBe('vega@example.com');
    expect(visit.stepCodeFailed()).toBe(false);
  });

  it('tells the screens when the step actors’ code failed to load', async () => {
    const visit = createVisit(
      { ...cancelling, funnelPath: 'cancel', urlStepId: 'email', locale: 'en' },
      loaders({ stepActors: async () => Promise.reject(new Error('chunk failed')) }),
    );
    visits.push(visit);
    const told = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const leave = visit.subscribe(told);
    await vi.waitFor(() => expect(told).toHaveBeenCalled());
    expect(visit.stepCodeFailed()).toBe(true);
    leave();
  });

  it('is started by the first screen drawing it, kept through a screen drawn again at once, stopped after the last', async () => {
    const visit = palmistryVisit();
    const screen = () => {};
    const leave = visit.subscribe(screen);
    expect(visit.actor.getSnapshot().status).toBe('active');
    visit.subscribe(screen)();
    leave();
    const again = visit.subscribe(screen);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(visit.actor.getSnapshot().status).toBe('active');
    again();
    await vi.waitFor(() => expect(visit.actor.getSnapshot().status).toBe('stopped'));
  });
});
