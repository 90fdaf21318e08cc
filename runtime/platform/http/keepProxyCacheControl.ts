import type { ServerResponse } from 'node:http';

/**
 * The response header the app's proxy names an answer's Cache-Control in (proxy.ts), for the server's entry to set
 * (keepProxyCacheControl). Never sent: the entry takes it off.
 */
export const PROXY_CACHE_CONTROL_HEADER = 'x-funnel-cache-control';

/**
 * Makes an answer say the Cache-Control the proxy chose for it, set as the head is written. A Cache-Control the proxy
 * sets itself does not last: the page's own overwrites it when Next serves a rewrite by asking itself over HTTP, as
 * it does when the rewritten address's host is not the one it was started with (a server on 127.0.0.1, whose proxy
 * sees `localhost`), copying that answer's head onto the visitor's.
 */
export function keepProxyCacheControl(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response);
  response.writeHead = ((...args: Parameters<typeof writeHead>) => {
    const chosen = response.getHeader(PROXY_CACHE_CONTROL_HEADER);
    if (chosen !== undefined) {
      response.setHeader('Cache-Control', String(chosen));
      response.removeHeader(PROXY_CACHE_CONTROL_HEADER);
    }
    return writeHead(...args);
  }) as typeof response.writeHead;
}
