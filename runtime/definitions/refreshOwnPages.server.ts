import { definitionWatchers, revalidationSecret } from './appDefinitions.server';

/** The route through which an instance refreshes its own cached pages. */
export const REVALIDATE_ROUTE = '/api/v1/builder/revalidate';
export const REVALIDATION_SECRET_HEADER = 'x-revalidation-secret';
/** A loopback call to oneself answers in milliseconds; past this something is stuck. */
const REFRESH_TIMEOUT_MS = 5000;

/**
 * Makes this instance serve fresh pages for the changed paths, then tells the browser tabs that follow
 * changes. Next revalidates only inside a request, so the instance asks its own revalidation route
 * over loopback (Next sets PORT to the port it listens on).
 */
export async function refreshOwnPages(paths: string[]): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}${REVALIDATE_ROUTE}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REVALIDATION_SECRET_HEADER]: revalidationSecret() },
    body: JSON.stringify({ paths }),
    signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`revalidating ${paths.join(', ')} answered ${response.status}`);
  for (const watcher of definitionWatchers()) watcher(paths);
}
