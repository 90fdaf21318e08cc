import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { pinnedFunnel } from '@/runtime/definitions/pinnedFunnel.server';
import { servedFunnel, servedVariant } from '@/runtime/definitions/servedFunnel.server';
import { serverEnv } from '@/runtime/platform/env.server';
import { FunnelPage } from '@/runtime/screens/FunnelPage';
import { variantCookie } from '@/schemas/experiments/experimentCookies';
import { localize } from '@/schemas/localize';
import { type FunnelPageCase, type FunnelSources, resolveFunnelPage } from './resolveFunnelPage';

/** The params every funnel page route has: the funnel segment and the step's segments (none at the funnel's root). */
type FunnelPageParams = { funnel: string; step?: string[] };

/** Where the server reads a page's funnel: Next's cache, and the request's cookies for a pinned page only. */
const SERVED: FunnelSources = {
  published: (funnelPath) => servedFunnel(funnelPath),
  variant: servedVariant,
  pinned: pinnedFunnel,
  givenVariantId: async (funnelPath) =>
    variantCookie.parse((await cookies()).get(variantCookie.name(funnelPath))?.value)?.variantId,
};

/**
 * The metadata and the page of a funnel page route (`app/[funnel]/[[...step]]`, `app/%5Fvariant/…`,
 * `app/%5Fpinned/…`), given how its params name its case. Its route file keeps what Next reads from the file itself
 * (`dynamic`, `generateStaticParams`).
 */
export function funnelPageRoute<Params extends FunnelPageParams>(caseOf: (params: Params) => FunnelPageCase) {
  /** The step a URL names, in its case's versions. Read once per render, for the metadata and the page alike. */
  const resolve = cache((params: Params) => resolveFunnelPage(SERVED, caseOf(params), params.funnel, params.step));

  async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
    const found = await resolve(await params);
    if (found === undefined) return {};
    return { title: localize(found.step.content.title, found.locale) };
  }

  async function FunnelStepPage({ params }: { params: Promise<Params> }) {
    const named = await params;
    const found = await resolve(named);
    if (found === undefined) notFound();
    return (
      <FunnelPage
        definition={found.definition}
        step={found.step}
        funnelPath={found.funnelPath}
        locale={found.locale}
        productAppUrl={serverEnv().PRODUCT_APP_URL}
        // A visitor's pinned versions keep the variant they started with: only the other pages give one.
        givesVariant={caseOf(named).kind !== 'pinned'}
      />
    );
  }

  return { generateMetadata, FunnelStepPage };
}
