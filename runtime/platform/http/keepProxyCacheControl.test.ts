import { createServer, get, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { keepProxyCacheControl, PROXY_CACHE_CONTROL_HEADER } from './keepProxyCacheControl';

/** A page's head as a visitor gets it from a server that sets Cache-Control as Next does, after the proxy said its own. */
async function headOf(proxyChose: string | undefined, explicit: boolean): Promise<IncomingHttpHeaders> {
  const server = createServer((_request, response) => {
    keepProxyCacheControl(response);
    // What the router does with the proxy's headers, then what a page served by a rewrite overwrites.
    if (proxyChose !== undefined) response.setHeader(PROXY_CACHE_CONTROL_HEADER, proxyChose);
    response.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=3540');
    if (explicit) response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<h1>ok</h1>');
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<IncomingHttpHeaders>((done, fail) =>
      get({ host: '127.0.0.1', port, path: '/love-quiz' }, (response) => {
        response.resume();
        done(response.headers);
      }).on('error', fail),
    );
  } finally {
    server.close();
  }
}

describe("the Cache-Control the app's proxy chose", () => {
  it.each([true, false])('is the one sent, over the page’s own (writeHead called: %s)', async (explicit) => {
    const head = await headOf('private, no-store', explicit);
    expect(head['cache-control']).toBe('private, no-store');
    expect(head[PROXY_CACHE_CONTROL_HEADER]).toBeUndefined();
  });

  it('leaves the page’s own when the proxy chose none', async () => {
    expect((await headOf(undefined, true))['cache-control']).toBe('s-maxage=60, stale-while-revalidate=3540');
  });
});
