import 'server-only';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import { definitionWatchers, revalidationSecret } from './appDefinitions.server';
import type { RevalidateRequest } from './revalidateRequest';

/** The route through which an instance refreshes its own cached pages. */
export const REVALIDATE_ROUTE = '/api/v1/builder/revalidate';
export const REVALIDATION_SECRET_HEADER = 'x-revalidation-secret';
/** A loopback call to oneself answers in milliseconds; past this something is stuck. */
export const REFRESH_TIMEOUT_MS = 5000;
/**
 * Under `next dev` a route is built on its first request, and again after an edit: the first refresh of a start (every
 * fixture just published) waits for the revalidation route's build, seconds to a minute beside the pages' own builds.
 */
export const DEV_REFRESH_TIMEOUT_MS = 120_000;

/** How long a refresh waits for its own revalidation route: in development, for the route's build too. */
export function refreshTimeoutMs(nodeEnv: string | undefined = process.env.NODE_ENV): number {
  return nodeEnv === 'development' ? DEV_REFRESH_TIMEOUT_MS : REFRESH_TIMEOUT_MS;
}
/**
 * How long after a change its pages are expired once more. A page whose render read the definitions just
 * before the change, and stored its result just after the first expiry, would otherwise keep serving the
 * old version until its cache time runs out; a render takes far less than this.
 */
export const IN_FLIGHT_RENDER_MS = 2000;

async function expireOwnPages(paths: string[]): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}${REVALIDATE_ROUTE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REVALIDATION_SECRET_HEADER]: revalidationSecret() },
    body: JSON.stringify({ paths } satisfies RevalidateRequest),
    signal: AbortSignal.timeout(refreshTimeoutMs()),
  });
  if (!response.ok) throw new Error(`revalidating ${paths.join(', ')} answered ${response.status}`);
}

/**
 * Makes this instance serve fresh pages for the changed paths, then tells the browser tabs that follow
 * changes. Next revalidates only inside a request, so the instance asks its own revalidation route
 * over loopback (Next sets PORT to the port it listens on); it asks again a moment later, for renders
 * that were under way when the change came.
 */
export async function refreshOwnPages(paths: string[]): Promise<void> {
  await expireOwnPages(paths);
  for (const watcher of definitionWatchers()) watcher(paths);
  setTimeout(
    () => expireOwnPages(paths).catch((error) => reportServerError(error, { paths })),
    IN_FLIGHT_RENDER_MS,
  ).unref();
}
