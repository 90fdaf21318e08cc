import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { appDefinitionSource, lastValidDrafts } from '@/runtime/definitions/appDefinitions.server';
import { readDraft } from '@/runtime/definitions/readDraft';
import { serverEnv } from '@/runtime/platform/env.server';
import { opensTeamPages } from '@/runtime/platform/opensTeamPages';
import { TESTER_TOKEN_COOKIE } from '@/runtime/platform/testerMode';
import { DraftView } from '@/runtime/screens/DraftView';
import { ThemeStyle } from '@/runtime/screens/themes/ThemeStyle';

export const metadata: Metadata = { title: 'Draft preview' };

/** The draft shown when the URL names none: the fixtures' unpublished funnel. */
const DEFAULT_DRAFT = 'draft';

type Props = { searchParams: Promise<{ funnel?: string | string[] }> };

/**
 * docs/routes.md#funnel-pages `/draft`: the preview of an unpublished funnel (`?funnel=<slug>`) from the builder, or
 * the fixture files, for the team only (opensTeamPages): anyone else gets the not-found page.
 */
export default async function DraftPreview({ searchParams }: Props) {
  if (!opensTeamPages((await cookies()).get(TESTER_TOKEN_COOKIE)?.value)) notFound();
  const asked = (await searchParams).funnel;
  const slug = typeof asked === 'string' && asked !== '' ? asked : DEFAULT_DRAFT;
  const draft = await readDraft(appDefinitionSource(), slug, lastValidDrafts());
  const locale = draft.definition?.funnel.locales[0] ?? 'en';
  const theme = draft.definition?.funnel.theme;
  return (
    <main lang={locale} data-funnel={slug} data-theme={theme} className="draft">
      {theme && <ThemeStyle theme={theme} />}
      <DraftView draft={draft} slug={slug} productAppUrl={serverEnv().PRODUCT_APP_URL} />
    </main>
  );
}
