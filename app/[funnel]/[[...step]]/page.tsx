import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { appCatalog } from '../../../runtime/definitions/appCatalog.server';
import { type FunnelDefinition, findFunnel } from '../../../runtime/definitions/readFixtureCatalog';
import { FunnelServices } from '../../../runtime/platform/FunnelServices';
import { FlowRunner } from '../../../runtime/screens/FlowRunner';
import { localize } from '../../../runtime/screens/localize';

type Params = { funnel: string; step?: string[] };

/** The step a URL names: the funnel's first step at its root, otherwise the step with that path. */
function resolve(params: Params): { definition: FunnelDefinition; stepIndex: number } | undefined {
  const definition = findFunnel(appCatalog(), params.funnel);
  if (definition === undefined || definition.funnel.status !== 'active') return undefined;
  const { flow } = definition;
  const path = params.step?.map(decodeURIComponent).join('/') || undefined;
  const stepIndex = flow.steps.findIndex((s) => (path === undefined ? s.id === flow.firstStep : s.path === path));
  return stepIndex === -1 ? undefined : { definition, stepIndex };
}

/** Every active funnel's first step is built ahead of time, at its slug and each alias (`step: []` is the root). */
export function generateStaticParams(): Params[] {
  return appCatalog()
    .funnels.filter((d) => d.funnel.status === 'active')
    .flatMap((d) => [d.funnel.slug, ...(d.funnel.aliases ?? [])].map((funnel) => ({ funnel, step: [] })));
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const found = resolve(await params);
  if (found === undefined) return {};
  const { definition, stepIndex } = found;
  const locale = definition.funnel.locales[0] ?? 'en';
  return { title: localize(definition.flow.steps[stepIndex]?.content.title, locale) };
}

export default async function FunnelStepPage({ params }: { params: Promise<Params> }) {
  const found = resolve(await params);
  if (found === undefined) notFound();
  const { definition, stepIndex } = found;
  const step = definition.flow.steps[stepIndex];
  if (step === undefined) notFound();
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
      <FlowRunner
        funnel={definition.funnel}
        flow={definition.flow}
        funnelPath={(await params).funnel}
        urlStepId={step.id}
        defaultLocale={locale}
      />
    </main>
  );
}
