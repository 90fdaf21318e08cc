import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { funnelPageAt } from '@/runtime/definitions/funnelPageAt';
import { pinnedFunnel } from '@/runtime/definitions/pinnedFunnel.server';
import { servedFunnel } from '@/runtime/definitions/servedFunnel.server';
import { localeOfSegment } from '@/runtime/flow/localeRoute';
import { parsePin } from '@/runtime/flow/parsePin';
import { serverEnv } from '@/runtime/platform/env.server';
import { urlStepPath } from '@/runtime/platform/http/urlStepPath';
import { FunnelPage } from '@/runtime/screens/FunnelPage';
import { variantCookie } from '@/schemas/experiments/experimentCookies';
import { localize } from '@/schemas/localize';

type Params = { funnel: string; versions: string; step?: string[] };

/**
 * Rendered for each request, never stored under the visitor's URL: Next answers it `private, no-store`, so no
 * shared cache keeps one visitor's versions for others. Its data is cached for good (pinnedFunnel).
 */
export const dynamic = 'force-dynamic';

/**
 * The step a URL names at the versions a visitor is pinned to, while the funnel is served at that path. Pinned
 * versions no longer stored give way to the ones published now (the browser then moves the visit to them).
 */
const resolve = cache(async (params: Params) => {
  const { segment: funnelPath, locale: named } = localeOfSegment(params.funnel);
  const published = await servedFunnel(funnelPath);
  if (published === undefined || published.funnel.status !== 'active') return undefined;
  const pin = parsePin(params.versions);
  // A visitor in an experiment keeps their variant at the versions they started on.
  const variant = variantCookie.parse((await cookies()).get(variantCookie.name(funnelPath))?.value)?.variantId;
  const definition = (pin && (await pinnedFunnel(funnelPath, pin, variant))) ?? published;
  const page = funnelPageAt(definition, urlStepPath(params.step), named);
  return page && { definition, funnelPath, ...page };
});

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = await resolve(await params);
  if (found === undefined) return {};
  return { title: localize(found.step.content.title, found.locale) };
}

/**
 * A funnel page at a visitor's pinned versions, from the first byte: the app's proxy (proxy.ts) rewrites a
 * request here when its pin names versions other than the ones its path serves now, so a reload mid-visit shows
 * the visitor's own step, even one the newest version removed.
 */
export default async function PinnedFunnelStepPage({ params }: { params: Promise<Params> }) {
  const found = await resolve(await params);
  if (found === undefined) notFound();
  return (
    <FunnelPage
      definition={found.definition}
      step={found.step}
      funnelPath={found.funnelPath}
      locale={found.locale}
      productAppUrl={serverEnv().PRODUCT_APP_URL}
      givesVariant={false}
    />
  );
}
