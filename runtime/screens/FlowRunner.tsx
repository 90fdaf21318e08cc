'use client';

import { useSelector } from '@xstate/react';
import { Activity, type ReactNode, useState, useSyncExternalStore } from 'react';
import { preload } from 'react-dom';
import type { SnapshotFrom } from 'xstate';
import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import type { Step } from '../../schemas/stepSchema';
import { type FlowMachine, STEP_ACTOR_ID } from '../flow/buildFlowMachine';
import { flowProgress, longestRemaining } from '../flow/flowProgress';
import { stepsAhead } from '../flow/stepsAhead';
import { createVisit, realStepActor, type Visit, type VisitOptions } from '../visit/createVisit';
import { DrawnStep } from './DrawnStep';
import { stepPictures } from './stepPictures';
import { drawsAhead, warmStepControls } from './steps/StepControls';

type Props = {
  funnel: Funnel;
  flow: Flow;
  /** The URL path the funnel was opened at (its slug or an alias). */
  funnelPath: string;
  /** The step the URL names; server-rendered as the first paint. */
  urlStepId: string;
  /** The funnel's default locale, rendered on the server; the visitor's own is chosen once the visit starts. */
  defaultLocale: string;
  /** The visit, when it was started ahead (FunnelVisit, behind the first step's shell); else the runner creates it. */
  visit?: Visit;
  /** While true the visit is not started: the versions the visitor started on are being fetched. */
  hold?: boolean;
  /** The draft preview: a URL may open any step, not only one the visitor has reached. */
  freeJumps?: boolean;
  /** Whether the visit pins the versions it runs on (FunnelVisit: not in development). */
  pins?: boolean;
  /** Drawn beside the step (the draft preview's flow map), given the current step. */
  aside?: (stepId: string) => ReactNode;
  /** The product app's address (PRODUCT_APP_URL, read on the server), where last steps' app targets lead. */
  productAppUrl?: string;
  /**
   * While false the runner draws only the steps ahead, hidden: the first step's shell (FirstStep) stays on screen, its
   * DOM untouched, while the visit runs behind it, until the visitor acts (FunnelVisit).
   */
  drawn?: boolean;
};

/** Fetches the controls and pictures of the steps a visitor may go on to: going on is drawn without the network. */
function warmSteps(steps: readonly Step[]): void {
  warmStepControls(steps.map((s) => s.kind));
  for (const src of steps.flatMap(stepPictures)) preload(src, { as: 'image' });
}

/** A visit as the runner draws it: the screens' code and pictures fetched ahead of the visitor. */
export function runnerVisit(options: Omit<VisitOptions, 'warmAhead'>): Visit {
  return createVisit({ ...options, warmAhead: warmSteps });
}

/** The part of the flow's snapshot the screen draws: its step, its context, and the step's own actor. */
function drawnOf(snapshot: SnapshotFrom<FlowMachine>) {
  return { value: snapshot.value, context: snapshot.context, stepActor: snapshot.children[STEP_ACTOR_ID] };
}
const sameDrawing = (a: ReturnType<typeof drawnOf>, b: ReturnType<typeof drawnOf>) =>
  a.value === b.value && a.context === b.context && a.stepActor === b.stepActor;

/** A runner held back attaches to nothing. */
const attachNothing = () => () => {};
const failedNot = () => false;

/**
 * Draws a funnel's visit (runtime/visit): the flow's actor decides, the screen shows its step and sends it what the
 * visitor does. The visit (resumed, kept, shown in the address, tracked) runs outside React; drawing it starts it.
 * Step changes never wait for the server.
 */
export function FlowRunner({
  funnel,
  flow,
  funnelPath,
  urlStepId,
  defaultLocale,
  visit: given,
  hold = false,
  freeJumps = false,
  pins = false,
  aside,
  productAppUrl,
  drawn = true,
}: Props) {
  const [visit] = useState(
    () => given ?? runnerVisit({ funnel, flow, funnelPath, urlStepId, locale: defaultLocale, freeJumps, pins }),
  );
  const stepActorsFailed = useSyncExternalStore(
    hold ? attachNothing : visit.subscribe,
    visit.stepCodeFailed,
    failedNot,
  );
  const { actor } = visit;
  // What the screen draws, and nothing else: a change the screen does not show (an actor spawned, a child's own
  // state) renders nothing.
  const snapshot = useSelector(actor, drawnOf, sameDrawing);
  const [remaining] = useState(() => longestRemaining(flow));
  const [stepsById] = useState(() => new Map(flow.steps.map((s) => [s.id, s])));
  const step = stepsById.get(String(snapshot.value)) ?? flow.steps[0];
  if (step === undefined) return null;
  const { context } = snapshot;
  // The steps a tap may lead to are drawn ahead, hidden and without their effects, once the browser is idle (React's
  // Activity): going on shows a step already drawn. While the first step's shell is on screen, only they are drawn.
  const ahead = stepsAhead(step).flatMap((id) => {
    const next = stepsById.get(id);
    return next && drawsAhead(next.kind) ? [next] : [];
  });
  const screen = (drawn ? [step, ...ahead] : ahead).map((s) => {
    const shown = s === step;
    const path = shown ? context.path : [...context.path, s.id];
    return (
      // Keyed by the restores too: a visit put back from history or storage starts the controls afresh, with the
      // answer it restored. An answer given does not: the controls that gave it stay as they are.
      <Activity key={`${s.id}:${context.restores}`} mode={shown ? 'visible' : 'hidden'}>
        <DrawnStep
          step={s}
          funnel={funnel}
          flow={flow}
          visit={visit}
          context={context}
          progress={flowProgress(remaining, path)}
          backable={path.length > 1}
          ahead={!shown}
          stepActor={shown ? (stepActorsFailed ? null : realStepActor(snapshot.stepActor)) : undefined}
          productAppUrl={productAppUrl}
        />
      </Activity>
    );
  });
  if (aside === undefined) return screen;
  return (
    <div className="with-aside">
      {screen}
      <aside>{aside(step.id)}</aside>
    </div>
  );
}
