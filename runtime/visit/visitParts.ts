import { type Actor, type EventObject, fromCallback } from 'xstate';
import type { FlowMachine, StepActors } from '@/runtime/flow/buildFlowMachine';
import type { HappeningLog } from '@/runtime/flow/happeningLog';
import { stepsAhead } from '@/runtime/flow/stepsAhead';
import { clientEnv } from '@/runtime/platform/env.client';
import { reportError } from '@/runtime/platform/monitoring/reportError';
import type { followVisit } from '@/runtime/tracking/followVisit';
import { visitAttribution } from '@/runtime/tracking/visitAttribution';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import type { Step } from '@/schemas/stepSchema';
import { happeningsAfterPaint } from './afterPaint';
import { inIdleTurn } from './idleTurns';
import { keepChosenLocale, visitLocale } from './visitLocale';
import { whenIdle } from './whenIdle';

/** Which kinds of step actor a flow runs: the payment form, the cancel steps' gateway calls. */
export type ActingSteps = { payment: boolean; cancel: boolean };

/** How a visit loads the code it runs after the first paint: a test gives its own. */
export type VisitLoaders = {
  /** The real actors of the flow's payment and cancel steps. */
  stepActors(funnel: Funnel, flow: Flow, acting: ActingSteps): Promise<StepActors>;
  /** The visit's tracking. */
  tracking(): Promise<typeof followVisit>;
};

/** What each part of a hosted visit is given. */
export type HostedVisit = {
  funnel: Funnel;
  flow: Flow;
  funnelPath: string;
  /** The page's language (the server's choice): the visitor's own is chosen from it as the visit starts. */
  pageLocale: string;
  /** Whether the visit pins the versions it runs on, for the server to render them on a reload (pinCookie). */
  pins: boolean;
  acting: ActingSteps;
  actor: Actor<FlowMachine>;
  happenings: HappeningLog;
  loaders: VisitLoaders;
  /** Fetches what the steps a visitor may go on to need (their controls' code, their pictures). */
  warmAhead?: (steps: readonly Step[]) => void;
  /** Tells the screens the step actors' code could not be loaded: the steps that need it say so. */
  stepCodeFailed(): void;
};

/** A language the visitor chose in the header. */
export type ChooseLocale = { type: 'CHOOSE_LOCALE'; locale: string };

/** How long fetching the next steps' code and pictures may wait for the browser to be idle. */
const WARM_AHEAD_TIMEOUT_MS = 500;

/**
 * The visit's language: the visitor's own from the start (visitLocale), the one they choose in the header kept for the
 * rest of the visit (keepChosenLocale: the session, the cookie, the address), and the document's (`<html lang>`).
 */
export const keepLanguage = fromCallback<ChooseLocale, HostedVisit>(({ input, receive }) => {
  const { actor } = input;
  const use = (locale: string) => {
    if (actor.getSnapshot().context.locale !== locale) actor.send({ type: 'SET_LOCALE', locale });
  };
  const show = () => {
    const { locale } = actor.getSnapshot().context;
    if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
  };
  const following = actor.subscribe(show);
  use(visitLocale(input.funnel, input.funnelPath, input.pageLocale));
  show();
  receive(({ locale }) => {
    keepChosenLocale(input.funnel.slug, input.funnelPath, locale);
    use(locale);
  });
  return () => following.unsubscribe();
});

/** The attribution tags, once the page's tracking has read them after the first paint: the flow's conditions read them. */
export const followAttribution = fromCallback<EventObject, HostedVisit>(({ input: { actor } }) => {
  const tell = () => {
    const tags = visitAttribution.get();
    const known = actor.getSnapshot().context.attribution;
    if (known !== tags && JSON.stringify(known) !== JSON.stringify(tags))
      actor.send({ type: 'SET_ATTRIBUTION', attribution: tags });
  };
  tell();
  return visitAttribution.subscribe(tell);
});

/**
 * The real actors of payment and cancel steps, in a turn of their own once the page is idle: their weight is on no
 * funnel's first paint, and until they arrive the flow runs stand-ins. The running actor takes them over as
 * `@xstate/react` takes over a machine provided anew (its implementations replaced), and a step already on its
 * stand-in starts again with the real one (STEP_ACTORS_READY).
 */
export const loadStepActors = fromCallback<EventObject, HostedVisit>(({ input }) => {
  const { acting, actor } = input;
  if (!acting.payment && !acting.cancel) return;
  let gone = false;
  const cancel = inIdleTurn(() =>
    input.loaders.stepActors(input.funnel, input.flow, acting).then(
      (actors) => {
        if (gone) return;
        Object.assign(actor.logic.implementations.actors, actors);
        actor.send({ type: 'STEP_ACTORS_READY' });
      },
      (error: unknown) => {
        reportError(error);
        if (!gone) input.stepCodeFailed();
      },
    ),
  );
  return () => {
    gone = true;
    cancel();
  };
});

/** The visit's tracking, from where it resumed: its code loads after the first paint, and it sees each change painted. */
export const followTracking = fromCallback<EventObject, HostedVisit>(({ input }) => {
  let stop: (() => void) | undefined;
  let gone = false;
  const cancel = inIdleTurn(() =>
    input.loaders.tracking().then((followVisit) => {
      if (!gone) stop = followVisit(input.actor, happeningsAfterPaint(input.happenings), input.funnel, input.flow);
    }, reportError),
  );
  return () => {
    gone = true;
    cancel();
    stop?.();
  };
});

/** The pin: the versions the visit runs on, as a session cookie the server renders a reload by (proxy.ts). */
export const keepPin = fromCallback<EventObject, HostedVisit>(({ input }) => {
  if (!input.pins) return;
  const versions = { funnelVersion: input.funnel.version, flowId: input.flow.id, flowVersion: input.flow.version };
  // Its code (and the cookie package's) loads with the visit's, after the first paint.
  void import('@/runtime/address/pinCookie').then(({ pinCookie }) => {
    // biome-ignore lint/suspicious/noDocumentCookie: phones' browsers still in use lack the Cookie Store API (Safari before 18.4); pinCookie builds and escapes the value.
    document.cookie = pinCookie.serialize(input.funnelPath, versions, {
      secure: clientEnv.NEXT_PUBLIC_APP_ENV !== 'dev',
    });
  }, reportError);
});

/**
 * While the visitor reads a step, what the steps it leads to need is fetched (their controls, their pictures): going on
 * is drawn without waiting for the network. Once the browser is idle: the step change comes first.
 */
export const warmAhead = fromCallback<EventObject, HostedVisit>(({ input }) => {
  const { warmAhead: warm, actor, flow } = input;
  if (warm === undefined) return;
  const stepsById = new Map(flow.steps.map((s) => [s.id, s]));
  let shown: string | undefined;
  let cancel = () => {};
  const follow = () => {
    const step = stepsById.get(String(actor.getSnapshot().value));
    if (step === undefined || step.id === shown) return;
    shown = step.id;
    cancel();
    cancel = whenIdle(() => warm(stepsAhead(step).flatMap((id) => stepsById.get(id) ?? [])), WARM_AHEAD_TIMEOUT_MS);
  };
  follow();
  const following = actor.subscribe(follow);
  return () => {
    following.unsubscribe();
    cancel();
  };
});
