import { describe, expect, it } from 'vitest';
import { ALL_GIVEN, type ConsentGroups, consentState, NECESSARY_ONLY } from './consentState';

type Step = { do: 'load' | 'change'; groups: ConsentGroups } | { do: 'subscribe' };
const targeting = (given: boolean): ConsentGroups => ({ ...NECESSARY_ONLY, C0004: given });

/** Each case: what happens in order; what one listener subscribed at `subscribeAt` heard (C0004 of each call). */
const cases: { name: string; steps: Step[]; heard: boolean[]; initialised: boolean }[] = [
  { name: 'nothing before the library loads', steps: [{ do: 'subscribe' }], heard: [], initialised: false },
  {
    name: 'a change before the library loads is ignored',
    steps: [{ do: 'subscribe' }, { do: 'change', groups: ALL_GIVEN }],
    heard: [],
    initialised: false,
  },
  {
    name: 'notified on load',
    steps: [{ do: 'subscribe' }, { do: 'load', groups: NECESSARY_ONLY }],
    heard: [false],
    initialised: true,
  },
  {
    name: 'notified on load and on every change',
    steps: [
      { do: 'subscribe' },
      { do: 'load', groups: NECESSARY_ONLY },
      { do: 'change', groups: targeting(true) },
      { do: 'change', groups: targeting(false) },
    ],
    heard: [false, true, false],
    initialised: true,
  },
  {
    name: 'a listener joining after load hears the groups at once',
    steps: [{ do: 'load', groups: ALL_GIVEN }, { do: 'subscribe' }, { do: 'change', groups: NECESSARY_ONLY }],
    heard: [true, false],
    initialised: true,
  },
];

describe('the consent state', () => {
  it.each(cases)('$name', ({ steps, heard, initialised }) => {
    const state = consentState(() => undefined);
    const got: boolean[] = [];
    for (const step of steps) {
      if (step.do === 'subscribe') state.subscribe((groups) => got.push(groups.C0004));
      else if (step.do === 'load') state.loaded(step.groups, false);
      else state.changed(step.groups);
    }
    expect(got).toEqual(heard);
    expect(state.snapshot().initialised).toBe(initialised);
  });

  it('a failing listener is handed on and does not block the others', () => {
    const failures: unknown[] = [];
    const state = consentState((error) => failures.push(error));
    const got: string[] = [];
    state.subscribe(() => got.push('first'));
    state.subscribe(() => {
      throw new Error('heatmap broke');
    });
    state.subscribe(() => got.push('third'));
    state.loaded(ALL_GIVEN, true);
    state.changed(NECESSARY_ONLY);
    expect(got).toEqual(['first', 'third', 'first', 'third']);
    expect(failures.map(String)).toEqual(['Error: heatmap broke', 'Error: heatmap broke']);
  });

  it('an unsubscribed listener hears nothing more', () => {
    const state = consentState(() => undefined);
    const got: boolean[] = [];
    const stop = state.subscribe((groups) => got.push(groups.C0004));
    state.loaded(ALL_GIVEN, true);
    stop();
    state.changed(NECESSARY_ONLY);
    expect(got).toEqual([true]);
  });

  it('keeps its own copy of the groups', () => {
    const state = consentState(() => undefined);
    const groups = { ...ALL_GIVEN };
    state.loaded(groups, true);
    groups.C0004 = false;
    expect(state.snapshot()).toEqual({ initialised: true, groups: ALL_GIVEN, decided: true });
  });

  it('tells whether the visitor has chosen: as the library says on load, and from any change on', () => {
    const state = consentState(() => undefined);
    const decided: boolean[] = [];
    state.subscribe((_, chosen) => decided.push(chosen));
    state.loaded(NECESSARY_ONLY, false);
    state.changed(NECESSARY_ONLY);
    expect(decided).toEqual([false, true]);
    const again = consentState(() => undefined);
    again.loaded(NECESSARY_ONLY, true);
    expect(again.snapshot()).toMatchObject({ decided: true });
  });
});
