import type { ServerResponse } from 'node:http';

/** Sends a body with its type; JSON for anything that is not a string. */
export function sendResponse(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  // A client that gave up has no one left to answer.
  if (res.destroyed) return;
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res
    .writeHead(status, {
      'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    })
    .end(text);
}
