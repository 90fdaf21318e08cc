import { startTransition } from 'react';
import { adoptNewestVersion, readVisitVersions, type VisitVersions } from '@/runtime/flow/flowSession';
import { reportError } from '@/runtime/platform/monitoring/reportError';
import type { StepAct, Visit } from '@/runtime/visit/createVisit';
import { inIdleTurn } from '@/runtime/visit/idleTurns';
import { keepChosenLocale, visitLocale } from '@/runtime/visit/visitLocale';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import type { FlowRunner } from './FlowRunner';

type Definition = { funnel: Funnel; flow: Flow };

/** Where a page's visit stands before its runtime draws it. */
export type BootState = {
  /** The versions the visit runs on: the page's, or the ones the visitor started on once fetched. */
  definition: Definition;
  /** The versions the visitor started on are being fetched: the visit waits for them. */
  held: boolean;
  /** The first step's shell's language, until the visit keeps it. */
  locale: string;
  /** The visitor has acted on the first step's shell: from then on the runner draws the visit. */
  acted: boolean;
  /** The visit has started behind the shell: the shell's acts go to it. */
  ready: boolean;
  /** The runtime, once loaded, and the visit it draws. */
  loaded?: { Runner: typeof FlowRunner; visit: Visit };
};

export type BootOptions = Definition & {
  funnelPath: string;
  urlStepId: string;
  defaultLocale: string;
  /** The page opens on a first step drawn without the runtime (FirstStep): the runtime loads after the paint. */
  opensLight: boolean;
};

/** `next dev`: the tab follows every edit, at once, instead of staying on the versions it started on (no pin kept). */
export const FOLLOWS_EDITS = process.env.NODE_ENV === 'development';

/** A visitor about to act: the runtime starts loading at once, before the click lands. */
const TOUCHES = ['pointerdown', 'keydown'] as const;

/** The versions the visitor started on, when they are not the ones on the page. */
function startedOnOther({ funnel, flow }: Definition): VisitVersions | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = readVisitVersions(window.sessionStorage, funnel.slug);
  const same =
    started?.funnelVersion === funnel.version && started.flowId === flow.id && started.flowVersion === flow.version;
  return same ? undefined : started;
}

/**
 * How a funnel page's visit gets going, outside React (FunnelVisit draws its state): on a light first step the runtime
 * loads a piece per idle turn after the paint (at once when the visitor touches the page), its visit is created,
 * started behind the shell and then drawn; a visit started on other versions than the page's waits for them (fetched
 * from the store); in development the tab reloads on every edit of its funnel. The first screen to subscribe starts
 * all this, once the page is hydrated.
 */
export function visitBoot(options: BootOptions) {
  const pinned = startedOnOther(options);
  let state: BootState = {
    definition: { funnel: options.funnel, flow: options.flow },
    held: pinned !== undefined,
    locale: options.defaultLocale,
    acted: false,
    ready: false,
  };
  const listeners = new Set<() => void>();
  const set = (change: Partial<BootState>) => {
    state = { ...state, ...change };
    for (const listener of [...listeners]) listener();
  };
  const acts: StepAct[] = [];
  let visit: Visit | undefined;
  let loading = false;
  let settled: Promise<unknown> = Promise.resolve();
  // Touched: the runtime's loading goes on at once, no longer a piece per idle turn.
  let hurry: (() => void) | undefined;

  function loadRuntime(touched: boolean): void {
    hurry?.();
    if (loading) return;
    loading = true;
    let hurried = touched;
    /** Does `then` in an idle turn of its own, ahead of the turns waiting, or at once once the visitor has touched. */
    const inTurn = (then: () => void) => {
      if (hurried) return then();
      const cancel = inIdleTurn(then, { first: true });
      hurry = () => {
        hurried = true;
        cancel();
        then();
      };
    };
    // The visit's code evaluated (this turn), then the screens' (a turn of their own), the visit created (its machine
    // built), its parts run, the visit resumed, the runner mounted: a turn each.
    import('@/runtime/visit/createVisit')
      .then(() => new Promise<void>((evaluated) => inTurn(evaluated)))
      .then(() => Promise.all([import('./FlowRunner'), settled]))
      .then(
        ([{ FlowRunner: Runner, runnerVisit }]) =>
          inTurn(() => {
            const { definition, locale } = state;
            const created = runnerVisit({ ...options, ...definition, locale, pins: !FOLLOWS_EDITS });
            inTurn(() => {
              created.runParts();
              inTurn(() => {
                created.start(acts);
                visit = created;
                set({ ready: true });
                inTurn(() => {
                  hurry = undefined;
                  startTransition(() => set({ loaded: { Runner, visit: created } }));
                });
              });
            });
          }),
        (error: unknown) => {
          loading = false; // tried again at the visitor's next touch
          reportError(error);
        },
      );
  }

  /** Fetches the versions the visitor started on (rare: a cache that ignored the pin); their code loads only then. */
  function fetchPinned(versions: VisitVersions): Promise<unknown> {
    const slug = options.funnel.slug;
    return import('./definitionsApi')
      .then(({ definitionsApi, givenVariant }) =>
        definitionsApi.storedVersions(slug, versions, givenVariant(options.funnelPath, document.cookie)),
      )
      .then(
        (definition) => set({ definition, held: false }),
        // Gone from the store (or unreachable): the visit starts again on the version served now.
        () => {
          adoptNewestVersion(window.sessionStorage, slug);
          set({ held: false });
        },
      );
  }

  /** Development: the tab reloads when its funnel is edited, onto the newest versions. */
  function followEdits(): () => void {
    let stop = () => {};
    let stopped = false;
    void import('./definitionsApi').then(({ definitionsApi }) => {
      if (stopped) return;
      stop = definitionsApi.followChanges((paths) => {
        if (!paths.includes(`/${options.funnelPath}`)) return;
        adoptNewestVersion(window.sessionStorage, options.funnel.slug);
        window.location.reload();
      });
    });
    return () => {
      stopped = true;
      stop();
    };
  }

  let fetching = false;
  return {
    get: (): BootState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (pinned !== undefined && !fetching) {
        fetching = true;
        settled = fetchPinned(pinned);
      }
      const stops: (() => void)[] = [];
      if (FOLLOWS_EDITS) stops.push(followEdits());
      if (options.opensLight && !loading) {
        // Drawn again only if it differs from the page's.
        const locale = visitLocale(options.funnel, options.funnelPath, options.defaultLocale);
        if (locale !== state.locale) set({ locale });
        // The first of the turns the page takes once idle (tracking's come after): ready before the first tap.
        stops.push(inIdleTurn(() => loadRuntime(false), { first: true }));
        const touched = () => loadRuntime(true);
        for (const touch of TOUCHES) window.addEventListener(touch, touched, { once: true, passive: true });
        stops.push(() => {
          for (const touch of TOUCHES) window.removeEventListener(touch, touched);
        });
      }
      return () => {
        listeners.delete(listener);
        for (const stop of stops) stop();
      };
    },
    /** An act on the first step's shell: done by the visit once started, else kept for it, and the runtime hurried. */
    act(act: StepAct): void {
      if (!state.acted) set({ acted: true });
      if (visit !== undefined) visit.play(act);
      else {
        acts.push(act);
        loadRuntime(true);
      }
    },
    /** A language chosen on the shell: kept by the visit once started, else kept for it. */
    chooseLocale(locale: string): void {
      if (visit !== undefined) visit.chooseLocale(locale);
      else keepChosenLocale(options.funnel.slug, options.funnelPath, locale);
      set({ locale });
    },
  };
}

export type VisitBoot = ReturnType<typeof visitBoot>;
