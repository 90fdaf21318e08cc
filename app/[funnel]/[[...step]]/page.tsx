import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { funnelPageAt } from '@/runtime/definitions/funnelPageAt';
import { servedFunnel } from '@/runtime/definitions/servedFunnel.server';
import { localeOfSegment } from '@/runtime/flow/localeRoute';
import { serverEnv } from '@/runtime/platform/env.server';
import { urlStepPath } from '@/runtime/platform/http/urlStepPath';
import { FunnelPage } from '@/runtime/screens/FunnelPage';
import { localize } from '@/schemas/localize';

type Params = { funnel: string; step?: string[] };

/** The step a URL names, in the funnel published now. Read once per render, for the metadata and the page alike. */
const resolve = cache(async (params: Params) => {
  const { segment: funnelPath, locale: named } = localeOfSegment(params.funnel);
  const definition = await servedFunnel(funnelPath);
  const page = definition && funnelPageAt(definition, urlStepPath(params.step), named);
  return page && { definition, funnelPath, ...page };
});

/**
 * Pages are rendered at their first visit and then served from the cache until a published change
 * refreshes them (see refreshOwnPages): what is published is known at run time, not at build time.
 * A visitor pinned to other versions is answered by the pinned page instead (proxy.ts); one in another of the
 * funnel's languages by the page at `/<funnel path>@<locale>/...` (localePath), cached apart.
 */
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await resolve(await params);
  if (found === undefined) return {};
  return { title: localize(found.step.content.title, found.locale) };
}

export default async function FunnelStepPage({ params }: { params: Promise<Params> }) {
  const found = await resolve(await params);
  if (found === undefined) notFound();
  return (
    <FunnelPage
      definition={found.definition}
      step={found.step}
      funnelPath={found.funnelPath}
      locale={found.locale}
      productAppUrl={serverEnv().PRODUCT_APP_URL}
    />
  );
}
