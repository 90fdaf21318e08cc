import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { appCatalog } from '../../../runtime/definitions/appCatalog.server';
import { findFunnel } from '../../../runtime/definitions/readFixtureCatalog';
import { isTesterToken, TESTER_TOKEN_COOKIE } from '../../../runtime/platform/testerMode';
import { FlowRunner } from '../../../runtime/screens/FlowRunner';

export const metadata: Metadata = { title: 'Draft preview' };

/** The slug of the unpublished funnel the preview shows until the builder's drafts are wired in. */
const DRAFT_SLUG = 'draft';

/**
 * SPEC §2 `/draft`: the preview of a funnel that is not published, for testers only (SPEC §1): anyone
 * without a valid tester token gets the not-found page.
 */
export default async function DraftPreview({ params }: { params: Promise<{ step?: string[] }> }) {
  if (!isTesterToken((await cookies()).get(TESTER_TOKEN_COOKIE)?.value)) notFound();
  const definition = findFunnel(appCatalog(), DRAFT_SLUG);
  if (definition === undefined) notFound();
  const locale = definition.funnel.locales[0] ?? 'en';
  const path = (await params).step?.join('/');
  const urlStep = definition.flow.steps.find((s) => s.path === path) ?? definition.flow.steps[0];
  return (
    <main lang={locale} data-funnel={DRAFT_SLUG}>
      <FlowRunner
        funnel={definition.funnel}
        flow={definition.flow}
        funnelPath={DRAFT_SLUG}
        urlStepId={urlStep?.id ?? definition.flow.firstStep}
        defaultLocale={locale}
      />
    </main>
  );
}
