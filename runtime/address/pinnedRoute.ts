import { parse } from 'cookie';
import type { VisitVersions } from '@/runtime/flow/flowSession';
import { parsePin } from './parsePin';
import { PIN_COOKIE_PREFIX, pinCookie } from './pinCookie';

/**
 * Where the app renders a funnel at fixed versions: `/_pinned/<funnel path>/<pin>/<step path>`. No slug can
 * start with `_` (PATTERNS.slug), so the route never hides a funnel.
 */
export const PINNED_ROUTE = '/_pinned';

const same = (a: VisitVersions, b: VisitVersions) =>
  a.funnelVersion === b.funnelVersion && a.flowId === b.flowId && a.flowVersion === b.flowVersion;

/**
 * Which page answers a request for a funnel's page: the internal pinned page (its path is returned) when the
 * request carries a pin for versions other than the ones the path serves now, otherwise the page published now
 * (nothing is returned: the same cached page every visitor gets). `served` maps each funnel path to the versions it
 * serves now; when it is not known, every pin is honoured (the pinned page is right either way, just not free). A
 * path no funnel is served at now (a deleted funnel) keeps its own answer whatever the pin.
 */
export function pinnedRoute(
  pathname: string,
  cookieHeader: string | null,
  served: ReadonlyMap<string, VisitVersions> | undefined,
): string | undefined {
  const [, funnelPath = '', ...step] = pathname.split('/');
  // Most requests carry no pin at all: they are answered without parsing a cookie.
  if (funnelPath === '' || !cookieHeader?.includes(PIN_COOKIE_PREFIX)) return undefined;
  const pin = parsePin(parse(cookieHeader)[pinCookie.name(funnelPath)]);
  if (pin === undefined) return undefined;
  const now = served?.get(funnelPath);
  if (served !== undefined && (now === undefined || same(now, pin))) return undefined;
  return [PINNED_ROUTE, funnelPath, pinCookie.format(pin), ...step].join('/');
}
