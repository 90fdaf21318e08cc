import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { funnelPageAt } from '@/runtime/definitions/funnelPageAt';
import { servedVariant } from '@/runtime/definitions/servedFunnel.server';
import { localeOfSegment } from '@/runtime/flow/localeRoute';
import { serverEnv } from '@/runtime/platform/env.server';
import { urlStepPath } from '@/runtime/platform/http/urlStepPath';
import { FunnelPage } from '@/runtime/screens/FunnelPage';
import { variantCookie } from '@/schemas/experiments/experimentCookies';
import { localize } from '@/schemas/localize';

type Params = { funnel: string; variant: string; step?: string[] };

/**
 * The step a URL names as a variant of the funnel's running experiment shows it. Only the variants the experiment has
 * are pages (the proxy sends nothing else here): anything else is not found, so made-up names store nothing.
 */
const resolve = cache(async (params: Params) => {
  const { segment: funnelPath, locale: named } = localeOfSegment(params.funnel);
  const given = variantCookie.parse(decodeURIComponent(params.variant));
  const definition = given && (await servedVariant(funnelPath, given));
  const page = definition && funnelPageAt(definition, urlStepPath(params.step), named);
  return page && { definition, funnelPath, ...page };
});

/** Rendered at the first visit and cached, refreshed with the funnel's own pages (its path's tag, servedFunnel). */
export function generateStaticParams(): Params[] {
  return [];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await resolve(await params);
  if (found === undefined) return {};
  return { title: localize(found.step.content.title, found.locale) };
}

/** A funnel page as the variant a visitor was given shows it: the app's proxy (proxy.ts) rewrites their requests here. */
export default async function VariantFunnelStepPage({ params }: { params: Promise<Params> }) {
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
