'use client';

import { type ComponentProps, lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { LIGHT_STEP_CONTROLS } from '@/runtime/steps/lightStepControls';
import { FirstStep } from './FirstStep';
import type { FlowRunner as Runner } from './FlowRunner';
import { FOLLOWS_EDITS, visitBoot } from './visitBoot';

type Props = Omit<ComponentProps<typeof Runner>, 'hold' | 'visit' | 'pins' | 'drawn'> & {
  /** Share of the way done on the first step, computed on the server (the progress rules are the runtime's). */
  firstStepProgress: number;
};

/**
 * The flow runtime on a page opened past the first step (a reload): rendered on the server, and hydrated once its
 * code has loaded. Not next/dynamic, whose own code would weigh on every first step.
 */
const FlowRunner = lazy(() => import('./FlowRunner').then((m) => ({ default: m.FlowRunner })));

/**
 * A visit to a funnel: the visitor stays on the funnel and flow versions they started on, even when newer ones
 * are published meanwhile. The versions travel with the visit as a session cookie (pinCookie), so the server
 * renders them from the first byte of a reload (proxy.ts). Should a page still show other versions (a cache that
 * ignored the pin), the started ones are fetched from the store before the visit starts. In development the
 * tab follows edits instead, at once, and no pin is kept. How the visit gets going is visitBoot's; this draws it.
 */
export function FunnelVisit({ firstStepProgress, ...props }: Props) {
  // A visit opening on its first step (the ad's landing) shows it without the flow runtime, which loads after the
  // first paint, once the browser is idle or the visitor touches the page, whichever comes first.
  const first = props.flow.steps.find((s) => s.id === props.flow.firstStep);
  const opensLight =
    first !== undefined && props.urlStepId === first.id && LIGHT_STEP_CONTROLS[first.kind] !== undefined;
  const [boot] = useState(() => visitBoot({ ...props, opensLight }));
  // Read while hydrating too (it changes nothing drawn), so the runner never starts the visit on the wrong version.
  const { definition, held, locale, acted, ready, loaded } = useSyncExternalStore(boot.subscribe, boot.get, boot.get);

  // The first step's shell stays on screen, its DOM untouched, until the visitor acts on it; the visit, once started,
  // runs behind it meanwhile (resumed, kept, tracked) and the runner draws it from the first act.
  const showsShell = opensLight && first !== undefined && !(loaded !== undefined && acted);
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
          onLocale={boot.chooseLocale}
          onAct={boot.act}
        />
      )}
      {loaded ? (
        <loaded.Runner {...props} {...definition} visit={loaded.visit} drawn={!showsShell} />
      ) : (
        !opensLight && (
          <Suspense>
            <FlowRunner
              // The visit begins anew on the versions it runs on, once they are known.
              key={`${definition.funnel.version}/${definition.flow.version}/${held}`}
              {...props}
              {...definition}
              hold={held}
              pins={!FOLLOWS_EDITS}
            />
          </Suspense>
        )
      )}
    </>
  );
}
