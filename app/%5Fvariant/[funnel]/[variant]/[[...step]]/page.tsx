import { funnelPageRoute } from '@/app/_funnelPage/funnelPageRoute';

type Params = { funnel: string; variant: string; step?: string[] };

/**
 * A funnel page as the variant a visitor was given shows it: the app's proxy (proxy.ts) rewrites their requests here.
 * Only the variants the experiment has are pages: anything else is not found (resolveFunnelPage).
 */
const route = funnelPageRoute((params: Params) => ({ kind: 'variant', variant: params.variant }));

/** Rendered at the first visit and cached, refreshed with the funnel's own pages (its path's tag, servedFunnel). */
export function generateStaticParams(): Params[] {
  return [];
}

export const generateMetadata = route.generateMetadata;

export default route.FunnelStepPage;
