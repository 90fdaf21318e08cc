import { funnelPageRoute } from '@/app/_funnelPage/funnelPageRoute';

type Params = { funnel: string; step?: string[] };

/** The step a URL names, in the funnel published now. */
const route = funnelPageRoute<Params>(() => ({ kind: 'published' }));

/**
 * Pages are rendered at their first visit and then served from the cache until a published change
 * refreshes them (see refreshOwnPages): what is published is known at run time, not at build time.
 * A visitor pinned to other versions is answered by the pinned page instead (proxy.ts); one in another of the
 * funnel's languages by the page at `/<funnel path>@<locale>/...` (localePath), cached apart.
 */
export function generateStaticParams(): Params[] {
  return [];
}

export const generateMetadata = route.generateMetadata;

export default route.FunnelStepPage;
