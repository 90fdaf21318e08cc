import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { appDefinitionSource, lastValidDrafts } from '../../../runtime/definitions/appDefinitions.server';
import { readDraft } from '../../../runtime/definitions/readDraft';
import { serverEnv } from '../../../runtime/platform/env.server';
import { isTesterToken, TESTER_TOKEN_COOKIE } from '../../../runtime/platform/testerMode';
import { DraftView } from '../../../runtime/screens/DraftView';

export const metadata: Metadata = { title: 'Draft preview' };

/** The draft shown when the URL names none: the fixtures' unpublished funnel. */
const DEFAULT_DRAFT = 'draft';

type Props = { searchParams: Promise<{ funnel?: string | string[] }> };

/**
 * SPEC §2 `/draft`: the preview of an unpublished funnel (`?funnel=<slug>`) from the builder, or the
 * fixture files, for testers only (SPEC §1): anyone without a valid tester token gets the not-found page.
 */
export default async function DraftPreview({ searchParams }: Props) {
  if (!isTesterToken((await cookies()).get(TESTER_TOKEN_COOKIE)?.value)) notFound();
  const asked = (await searchParams).funnel;
  const slug = typeof asked === 'string' && asked !== '' ? asked : DEFAULT_DRAFT;
  const draft = await readDraft(appDefinitionSource(), slug, lastValidDrafts());
  const locale = draft.definition?.funnel.locales[0] ?? 'en';
  return (
    <main lang={locale} data-funnel={slug} className="draft">
      <DraftView draft={draft} slug={slug} productAppUrl={serverEnv().PRODUCT_APP_URL} />
    </main>
  );
}
