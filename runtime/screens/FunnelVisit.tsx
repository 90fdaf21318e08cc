'use client';

import { type ComponentProps, lazy, Suspense, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import { adoptNewestVersion, readVisitVersions, type VisitVersions } from '../flow/flowSession';
import { clientEnv } from '../platform/env.client';
import { reportError } from '../platform/monitoring/reportError';
import { FirstStep, type StepAct } from './FirstStep';
import type { FlowRunner as Runner } from './FlowRunner';
import { inIdleTurn } from './idleTurns';
import { LIGHT_STEP_CONTROLS } from './steps/lightStepControls';
import { useDocumentLanguage } from './useDocumentLanguage';
import { keepChosenLocale, visitLocale } from './visitLocale';

type Definition = { funnel: Funnel; flow: Flow };
type Props = Omit<ComponentProps<typeof Runner>, 'hold' | 'actsBeforeLoad'> & {
  /** Share of the way done on the first step, computed on the server (the progress rules are the runtime's). */
  firstStepProgress: number;
};

const loadFlowRunner = () => import('./FlowRunner').then((m) => m.FlowRunner);
/**
 * The flow runtime on a page opened past the first step (a reload): rendered on the server, and hydrated once its
 * code has loaded. Not next/dynamic, whose own code would weigh on every first step.
 */
const FlowRunner = lazy(() => loadFlowRunner().then((runner) => ({ default: runner })));

/** A visitor about to act: the runtime starts loading at once, before the click lands. */
const TOUCHES = ['pointerdown', 'keydown'] as const;

/** `next dev`: the tab follows every edit, at once, instead of staying on the versions it started on. */
const FOLLOWS_EDITS = process.env.NODE_ENV === 'development';

/** The versions the visitor started on, when they are not the ones on the page. */
function startedOnOther(definition: Definition): VisitVersions | undefined {
  if (typeof window === 'undefined') return undefined;
  const started = readVisitVersions(window.sessionStorage, definition.funnel.slug);
  const same =
    started?.funnelVersion === definition.funnel.version &&
    started.flowId === definition.flow.id &&
    started.flowVersion === definition.flow.version;
  return same ? undefined : started;
}

/**
 * A visit to a funnel: the visitor stays on the funnel and flow versions they started on, even when newer ones
 * are published meanwhile. The versions travel with the visit as a session cookie (pinCookie), so the server
 * renders them from the first byte of a reload (proxy.ts). Should a page still show other versions (a cache that
 * ignored the pin), the started ones are fetched from the store before the visit resumes. In development the
 * tab follows edits instead, at once, and no pin is kept.
 */
export function FunnelVisit({ firstStepProgress, ...props }: Props) {
  const [definition, setDefinition] = useState<Definition>({ funnel: props.funnel, flow: props.flow });
  // Read while hydrating (it changes nothing drawn), so the runner never starts the visit on the wrong version.
  const [pinned, setPinned] = useState(() => startedOnOther({ funnel: props.funnel, flow: props.flow }));
  const slug = props.funnel.slug;

  // A visit opening on its first step (the ad's landing) shows it without the flow runtime, which loads after the
  // first paint, once the browser is idle or the visitor touches the page, whichever comes first.
  const first = props.flow.steps.find((s) => s.id === props.flow.firstStep);
  const opensLight =
    first !== undefined && props.urlStepId === first.id && LIGHT_STEP_CONTROLS[first.kind] !== undefined;
  const [loaded, setLoaded] = useState<typeof Runner>();
  const [locale, setLocale] = useState(props.defaultLocale);
  useDocumentLanguage(locale);
  const acts = useRef<StepAct[]>([]);
  // The visitor has acted on the first step: from then on the runner draws the visit (the shell is gone).
  const [acted, setActed] = useState(false);
  const play = useRef<(act: StepAct) => void>(undefined);
  const [ready, setReady] = useState(false);
  const onReady = useCallback((given: (act: StepAct) => void) => {
    play.current = given;
    setReady(true);
  }, []);
  const loading = useRef(false);
  // Touched: the runtime's loading goes on at once, no longer a piece per idle turn.
  const hurry = useRef<() => void>(undefined);
  const prepared = useRef({ definition, funnelPath: props.funnelPath, locale });
  prepared.current = { definition, funnelPath: props.funnelPath, locale };
  const loadRuntime = useCallback((touched: boolean) => {
    hurry.current?.();
    if (loading.current) return;
    loading.current = true;
    let hurried = touched;
    /**
     * Does `then` in an idle turn of its own, ahead of the turns waiting (not awaited by the turn that asks: a turn
     * that waited for a later one would wait forever), or at once if the visitor touched the page meanwhile.
     */
    const inTurn = (then: () => void) => {
      if (hurried) return then();
      const cancel = inIdleTurn(then, { first: true });
      hurry.current = () => {
        hurried = true;
        cancel();
        then();
      };
    };
    return import('./FlowRunner').then(
      ({ FlowRunner, prepareRunner }) =>
        // Its code evaluated (this turn), the machine built, the runner mounted: each in a turn of its own.
        inTurn(() => {
          const { definition: d, funnelPath, locale: chosen } = prepared.current;
          prepareRunner(d.funnel, d.flow, funnelPath, chosen);
          inTurn(() => {
            hurry.current = undefined;
            startTransition(() => setLoaded(() => FlowRunner));
          });
        }),
      (error: unknown) => {
        loading.current = false; // tried again at the visitor's next touch
        reportError(error);
      },
    );
  }, []);
  useEffect(() => {
    if (!opensLight) return;
    setLocale(visitLocale(props.funnel, props.funnelPath, props.defaultLocale));
    // The first of the turns the page takes once idle (tracking's come after): ready before the visitor's first tap.
    const cancel = inIdleTurn(() => loadRuntime(false), { first: true });
    const touched = () => loadRuntime(true);
    for (const touch of TOUCHES) window.addEventListener(touch, touched, { once: true, passive: true });
    return () => {
      cancel();
      for (const touch of TOUCHES) window.removeEventListener(touch, touched);
    };
  }, [opensLight, loadRuntime, props.funnel, props.funnelPath, props.defaultLocale]);

  useEffect(() => {
    if (pinned === undefined) return;
    // Rare (a cache that ignored the pin): its code loads only then.
    import('./definitionsApi')
      .then(({ definitionsApi, givenVariant }) =>
        definitionsApi.storedVersions(slug, pinned, givenVariant(props.funnelPath, document.cookie)),
      )
      .then(
        (started) => {
          setDefinition(started);
          setPinned(undefined);
        },
        () => {
          // Gone from the store (or unreachable): the visit starts again on the version served now.
          adoptNewestVersion(window.sessionStorage, slug);
          setPinned(undefined);
        },
      );
  }, [pinned, slug, props.funnelPath]);

  // The pin follows the versions the visit runs on, from its first step.
  useEffect(() => {
    if (pinned !== undefined || FOLLOWS_EDITS) return;
    const versions = {
      funnelVersion: definition.funnel.version,
      flowId: definition.flow.id,
      flowVersion: definition.flow.version,
    };
    // Written after the first paint: its code (and the cookie package's) stays off the first step.
    void import('../flow/pinCookie').then(({ pinCookie }) => {
      // biome-ignore lint/suspicious/noDocumentCookie: phones' browsers still in use lack the Cookie Store API (Safari before 18.4); pinCookie builds and escapes the value.
      document.cookie = pinCookie.serialize(props.funnelPath, versions, {
        secure: clientEnv.NEXT_PUBLIC_APP_ENV !== 'dev',
      });
    });
  }, [definition, pinned, props.funnelPath]);

  useEffect(() => {
    // A built app serves the change stream to no visitor (developerRoutes).
    if (!FOLLOWS_EDITS) return;
    let stop = () => {};
    let stopped = false;
    void import('./definitionsApi').then(({ definitionsApi }) => {
      if (stopped) return;
      stop = definitionsApi.followChanges((paths) => {
        if (!paths.includes(`/${props.funnelPath}`)) return;
        adoptNewestVersion(window.sessionStorage, slug);
        window.location.reload();
      });
    });
    return () => {
      stopped = true;
      stop();
    };
  }, [props.funnelPath, slug]);

  // The first step's shell stays on screen, its DOM untouched, until the visitor acts on it; the runner, once loaded,
  // runs the visit behind it meanwhile (resumed, kept, tracked) and draws from the first act.
  const showsShell = opensLight && first !== undefined && !(loaded !== undefined && acted);
  const Runtime = opensLight ? loaded : (loaded ?? FlowRunner);
  return (
    <>
      {showsShell && first && (
        <FirstStep
          funnel={props.funnel}
          flow={props.flow}
          step={first}
          locale={locale}
          progress={firstStepProgress}
          productAppUrl={props.productAppUrl}
          ready={ready}
          onLocale={(chosen) => {
            keepChosenLocale(slug, props.funnelPath, chosen);
            setLocale(chosen);
          }}
          onAct={(act) => {
            setActed(true);
            if (play.current) play.current(act);
            else {
              acts.current.push(act);
              loadRuntime(true);
            }
          }}
        />
      )}
      {Runtime && (
        <Suspense>
          <Runtime
            key={`${definition.funnel.version}/${definition.flow.version}`}
            {...props}
            defaultLocale={opensLight ? locale : props.defaultLocale}
            funnel={definition.funnel}
            flow={definition.flow}
            hold={pinned !== undefined}
            actsBeforeLoad={acts.current}
            drawn={!showsShell}
            onReady={onReady}
          />
        </Suspense>
      )}
    </>
  );
}
