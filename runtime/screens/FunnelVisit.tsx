'use client';

import { type ComponentProps, useEffect, useState } from 'react';
import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import { adoptNewestVersion, readVisitVersions, type VisitVersions } from '../flow/flowSession';
import { clientEnv } from '../platform/env.client';
import { FlowRunner } from './FlowRunner';

type Definition = { funnel: Funnel; flow: Flow };
type Props = Omit<ComponentProps<typeof FlowRunner>, 'hold'>;

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
export function FunnelVisit(props: Props) {
  const [definition, setDefinition] = useState<Definition>({ funnel: props.funnel, flow: props.flow });
  // Read while hydrating (it changes nothing drawn), so the runner never starts the visit on the wrong version.
  const [pinned, setPinned] = useState(() => startedOnOther({ funnel: props.funnel, flow: props.flow }));
  const slug = props.funnel.slug;

  useEffect(() => {
    if (pinned === undefined) return;
    // Rare (a cache that ignored the pin): its code loads only then.
    import('./definitionsApi')
      .then(({ definitionsApi }) => definitionsApi.storedVersions(slug, pinned))
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
  }, [pinned, slug]);

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

  return (
    <FlowRunner
      key={`${definition.funnel.version}/${definition.flow.version}`}
      {...props}
      funnel={definition.funnel}
      flow={definition.flow}
      hold={pinned !== undefined}
    />
  );
}
