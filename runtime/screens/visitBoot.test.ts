// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { visitKey } from '@/runtime/flow/flowSession';
import type { StepAct, Visit } from '@/runtime/visit/createVisit';
import { fixtureDefinition } from '@/testing/fixtureDefinitions';
import { visitBoot } from './visitBoot';

const { funnel, flow } = fixtureDefinition('palmistry');

/** The runtime's module as the boot loads it: a visit that records what it is asked to do. */
const runtime = vi.hoisted(() => ({ created: [] as { options: Record<string, unknown>; visit: Visit }[] }));
vi.mock('./FlowRunner', () => ({
  FlowRunner: () => null,
  runnerVisit: (options: Record<string, unknown>) => {
    const visit = { runParts: vi.fn(), start: vi.fn(), play: vi.fn(), chooseLocale: vi.fn() } as unknown as Visit;
    runtime.created.push({ options, visit });
    return visit;
  },
}));
const stored = vi.hoisted(() => ({ versions: vi.fn() }));
vi.mock('./definitionsApi', () => ({
  definitionsApi: { storedVersions: stored.versions, followChanges: () => () => {} },
  givenVariant: () => undefined,
}));

/** The one visit the boot created. */
function createdVisit() {
  const [created] = runtime.created;
  if (created === undefined) throw new Error('no visit was created');
  return created;
}

const light = () =>
  visitBoot({
    funnel,
    flow,
    funnelPath: 'palmistry',
    urlStepId: flow.firstStep,
    defaultLocale: 'en',
    opensLight: true,
  });

beforeEach(() => {
  runtime.created.length = 0;
  window.sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('a funnel page’s visit getting going (visitBoot)', () => {
  it('loads the runtime once hydrated, creates and starts the visit, then has the runner draw it', async () => {
    const boot = light();
    expect(boot.get().loaded).toBeUndefined();
    const leave = boot.subscribe(() => {});
    await vi.waitFor(() => expect(boot.get().loaded).toBeDefined(), { timeout: 5000 });
    expect(runtime.created).toHaveLength(1);
    const { options, visit } = createdVisit();
    expect(options).toMatchObject({ funnel, flow, funnelPath: 'palmistry', urlStepId: 'prelanding', locale: 'en' });
    expect(visit.runParts).toHaveBeenCalledOnce();
    expect(visit.start).toHaveBeenCalledWith([]);
    expect(boot.get()).toMatchObject({ ready: true, acted: false, loaded: { visit } });
    leave();
  });

  it('keeps the acts on the shell before the visit started for it, and hands it later ones', async () => {
    const boot = light();
    const leave = boot.subscribe(() => {});
    const tap: StepAct = { type: 'NEXT' };
    boot.act(tap);
    expect(boot.get().acted).toBe(true);
    // Touched: no longer a piece per idle turn.
    await vi.waitFor(() => expect(runtime.created).toHaveLength(1));
    const { visit } = createdVisit();
    expect(visit.start).toHaveBeenCalledWith([tap]);
    const answer: StepAct = { type: 'ANSWER', value: 'female' };
    boot.act(answer);
    expect(visit.play).toHaveBeenCalledWith(answer);
    boot.chooseLocale('es');
    expect(visit.chooseLocale).toHaveBeenCalledWith('es');
    expect(boot.get().locale).toBe('es');
    leave();
  });

  it('waits for the versions the visitor started on, and creates the visit on them', async () => {
    const started = { funnelVersion: funnel.version - 1, flowId: flow.id, flowVersion: flow.version - 1 };
    window.sessionStorage.setItem(visitKey(funnel.slug), JSON.stringify(started));
    const older = {
      funnel: { ...funnel, version: started.funnelVersion },
      flow: { ...flow, version: started.flowVersion },
    };
    let answer: (definition: typeof older) => void = () => {};
    stored.versions.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const boot = light();
    expect(boot.get().held).toBe(true);
    const leave = boot.subscribe(() => {});
    await vi.waitFor(() => expect(stored.versions).toHaveBeenCalledWith(funnel.slug, started, undefined));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runtime.created).toHaveLength(0);
    answer(older);
    await vi.waitFor(() => expect(runtime.created).toHaveLength(1), { timeout: 5000 });
    expect(runtime.created[0]?.options).toMatchObject(older);
    expect(boot.get()).toMatchObject({ held: false, definition: older });
    leave();
  });
});
