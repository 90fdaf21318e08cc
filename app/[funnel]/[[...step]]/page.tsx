import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import type { FunnelDefinition } from '../../../runtime/definitions/funnelDefinition';
import { funnelStepAt } from '../../../runtime/definitions/funnelStepAt';
import { servedFunnel } from '../../../runtime/definitions/servedFunnel.server';
import { FunnelServices } from '../../../runtime/platform/FunnelServices';
import { urlStepPath } from '../../../runtime/platform/http/urlStepPath';
import { FunnelVisit } from '../../../runtime/screens/FunnelVisit';
import { localize } from '../../../schemas/localize';
import type { Step } from '../../../schemas/stepSchema';

type Params = { funnel: string; step?: string[] };

/** The step a URL names, in the funnel published now; read once per render, for the metadata and the page alike. */
const resolve = cache(async (params: Params): Promise<{ definition: FunnelDefinition; step: Step } | undefined> => {
  const definition = await servedFunnel(params.funnel);
  const step = definition && funnelStepAt(definition, urlStepPath(params.step));
  return definition === undefined || step === undefined ? undefined : { definition, step };
});

/**
 * Pages are rendered at their first visit and then served from the cache until a published change
 * refreshes them (see refreshOwnPages): what is published is known at run time, not at build time.
 */
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await resolve(await params);
  if (found === undefined) return {};
  const { definition, step } = found;
  const locale = definition.funnel.locales[0] ?? 'en';
  return { title: localize(step.content.title, locale) };
}

export default async function FunnelStepPage({ params }: { params: Promise<Params> }) {
  const found = await resolve(await params);
  if (found === undefined) notFound();
  const { definition, step } = found;
  const locale = definition.funnel.locales[0] ?? 'en';
  return (
    <main lang={locale} data-funnel={definition.funnel.slug} data-theme={definition.funnel.theme}>
      <FunnelServices
        funnel={{
          name: definition.funnel.analytics?.name ?? definition.funnel.slug,
          locale: definition.funnel.analytics?.locale ?? locale,
          pixels: definition.funnel.pixels,
        }}
      />
      <FunnelVisit
        funnel={definition.funnel}
        flow={definition.flow}
        funnelPath={(await params).funnel}
        urlStepId={step.id}
        defaultLocale={locale}
      />
    </main>
  );
}
