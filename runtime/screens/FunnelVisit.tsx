'use client';

import { type ComponentProps, useEffect, useState } from 'react';
import type { Flow } from '../../schemas/flowSchema';
import type { Funnel } from '../../schemas/funnelSchema';
import { adoptNewestVersion, readVisitVersions, type VisitVersions } from '../flow/flowSession';
import { FlowRunner } from './FlowRunner';

type Definition = { funnel: Funnel; flow: Flow };
type Props = Omit<ComponentProps<typeof FlowRunner>, 'hold'>;

/** The versions the visitor started on, when they are not the ones served now. */
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
 * A visit to a funnel: the visitor stays on the funnel and flow versions they started on until they
 * close the tab, even when newer ones are published meanwhile (the page serves the newest; the older
 * versions are fetched from the store). In development the tab follows edits instead, at once.
 */
export function FunnelVisit(props: Props) {
  const [definition, setDefinition] = useState<Definition>({ funnel: props.funnel, flow: props.flow });
  // Read while hydrating (it changes nothing drawn), so the runner never starts the visit on the wrong version.
  const [pinned, setPinned] = useState(() => startedOnOther({ funnel: props.funnel, flow: props.flow }));
  const slug = props.funnel.slug;

  useEffect(() => {
    if (pinned === undefined) return;
    const url = `/api/v1/definitions/${slug}/${pinned.funnelVersion}/${pinned.flowId}/${pinned.flowVersion}`;
    fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<Definition>) : undefined))
      .catch(() => undefined)
      .then((started) => {
        // Gone from the store (or unreachable): the visit starts again on the version served now.
        if (started) setDefinition(started);
        else adoptNewestVersion(window.sessionStorage, slug);
        setPinned(undefined);
      });
  }, [pinned, slug]);

  useEffect(() => {
    // `next dev` only: a built app serves the change stream to no visitor (developerRoutes).
    if (process.env.NODE_ENV !== 'development') return;
    const changes = new EventSource('/api/v1/definitions/changes');
    changes.onmessage = (message) => {
      const { paths } = JSON.parse(message.data) as { paths: string[] };
      if (!paths.includes(`/${props.funnelPath}`)) return;
      adoptNewestVersion(window.sessionStorage, slug);
      window.location.reload();
    };
    return () => changes.close();
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
