'use client';

import { usePathname } from 'next/navigation';
import { urlStepPath } from '@/runtime/address/urlStepPath';
import { apiClient } from '@/runtime/platform/http/apiClients';
import { useApi } from '@/runtime/platform/http/useApi';
import type { DraftAnswer } from '@/schemas/gateway/draftAnswer';
import { FlowRunner } from './FlowRunner';
import { FlowMap } from './flowMap/FlowMap';
import { InspectorLauncher } from './inspector/InspectorLauncher';

/** How often the preview reads the draft again: about as fast as a marketer switches windows. */
export const DRAFT_REFRESH_MS = 2000;

type Props = {
  draft: DraftAnswer;
  slug: string;
  /** The product app's address (PRODUCT_APP_URL), where last steps' app targets lead. */
  productAppUrl?: string;
};

/** A short fingerprint of a text (FNV-1a), to tell one draft from the next. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/**
 * The draft preview (tester mode): the funnel as a visitor will see it, the flow map beside it, and,
 * when the draft is invalid, an overlay listing each error with its pointer and sentence and a link to
 * the step it concerns, while the last valid draft stays on show. It reads the draft again every few
 * seconds through the gateway API (SWR), keeping the tester on their step.
 */
export function DraftView({ draft: first, slug, productAppUrl }: Props) {
  const { data: draft = first } = useApi<DraftAnswer>(apiClient('gateway'), `/drafts/${encodeURIComponent(slug)}`, {
    refreshInterval: DRAFT_REFRESH_MS,
    fallbackData: first,
  });
  const query = `?funnel=${encodeURIComponent(slug)}`;
  const hrefOf = (path: string | undefined) => `/draft${path ? `/${path}` : ''}${query}`;
  const { definition, problems, stale } = draft;
  const flow = definition?.flow;
  // The step the address names now (the tester moves on in the browser): a changed draft starts there.
  const stepPath = urlStepPath(usePathname().split('/').slice(2));
  const urlStep = flow?.steps.find((s) => s.path === stepPath) ?? flow?.steps[0];

  return (
    <>
      {problems.length > 0 && (
        <section className="draft-problems" role="alert" aria-labelledby="draft-problems-title">
          <h2 id="draft-problems-title">
            This draft cannot be published{stale ? ': the preview shows the last valid draft' : ''}
          </h2>
          <ul>
            {problems.flatMap(({ document, errors }) =>
              errors.map((e) => (
                <li key={`${document}${e.pointer}${e.rule}`}>
                  <code>
                    {document} {e.pointer || '/'}
                  </code>{' '}
                  {e.message} <span className="rule">[{e.rule}]</span>
                  {e.stepPath !== undefined && flow?.steps.some((s) => s.path === e.stepPath) && (
                    <>
                      {' '}
                      <a href={hrefOf(e.stepPath)}>Open the step</a>
                    </>
                  )}
                </li>
              )),
            )}
          </ul>
        </section>
      )}
      {definition && flow && urlStep && (
        <FlowRunner
          // A changed draft is a new visit, and so is a step opened by its address; the tester stays on their step
          // through the session.
          key={`${fingerprint(JSON.stringify(definition))}/${urlStep.id}`}
          funnel={definition.funnel}
          flow={flow}
          funnelPath="draft"
          urlStepId={urlStep.id}
          defaultLocale={definition.funnel.locales[0] ?? 'en'}
          freeJumps
          productAppUrl={productAppUrl}
          aside={(stepId) => (
            <FlowMap
              flow={flow}
              currentStepId={stepId}
              stepHref={(id) => hrefOf(flow.steps.find((s) => s.id === id)?.path)}
            />
          )}
        />
      )}
      <InspectorLauncher />
    </>
  );
}
