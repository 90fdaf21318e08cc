import { funnelPageRoute } from '@/app/_funnelPage/funnelPageRoute';

type Params = { funnel: string; versions: string; step?: string[] };

/**
 * A funnel page at a visitor's pinned versions, from the first byte: the app's proxy (proxy.ts) rewrites a
 * request here when its pin names versions other than the ones its path serves now, so a reload mid-visit shows
 * the visitor's own step, even one the newest version removed. It gives no variant (the visitor keeps theirs).
 */
const route = funnelPageRoute((params: Params) => ({ kind: 'pinned', versions: params.versions }));

/**
 * Rendered for each request, never stored under the visitor's URL: Next answers it `private, no-store`, so no
 * shared cache keeps one visitor's versions for others. Its data is cached for good (pinnedFunnel).
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = route.generateMetadata;

export default route.FunnelStepPage;
