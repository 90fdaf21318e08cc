import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { decodablePath } from './runtime/address/decodablePath';
import { clientAddress } from './runtime/gateway/clientAddress';
import { CLIENT_ADDRESS_HEADER, stampClientAddresses } from './runtime/gateway/requestClientAddress';
import { checkSettings } from './runtime/platform/checkSettings';
import { keepProxyCacheControl } from './runtime/platform/http/keepProxyCacheControl';
import { varyByLanguage } from './runtime/platform/http/varyByLanguage';
import { isLoopbackHost } from './runtime/platform/isLoopbackHost';
import { publishedKeys } from './runtime/platform/productionProblems';

/**
 * The built app's entry (`npm start`, `node --import tsx server.ts [-H host] [-p port]`), in place of
 * `next start`: the settings are checked before anything starts (a production with unsafe defaults exits
 * non-zero, one line per problem), and each request's client address is computed here, where the socket is
 * known, from TRUSTED_PROXY_HOPS (clientAddress), and handed to the routes in a header no client can set. A server
 * that trusts keys anyone can read listens on this machine only (publishedKeys). An
 * address whose percent-encoding is malformed is answered 400 here, before any code tries to decode it. Pages say
 * here, as their head is written, what Next would overwrite: that they vary by language (varyByLanguage), and the
 * Cache-Control the app's proxy chose (keepProxyCacheControl: a page a cookie chose is private).
 */
Object.assign(process.env, { NODE_ENV: 'production' });

/** Where a server trusting published keys listens when not told: this machine only. */
const LOOPBACK = '127.0.0.1';

let settings: ReturnType<typeof checkSettings>;
try {
  settings = checkSettings();
} catch (error) {
  console.error(`The server cannot start.\n${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: { hostname: { type: 'string', short: 'H' }, port: { type: 'string', short: 'p' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
// A server that trusts keys anyone can read (the payment sandbox's, the embedded link key) serves this machine only,
// whatever APP_ENV says: it listens on loopback unless told where, and refuses to be told anywhere else.
const published = publishedKeys(settings.env);
if (published.length > 0 && values.hostname !== undefined && !isLoopbackHost(values.hostname)) {
  console.error(
    `The server cannot listen on ${values.hostname}: it trusts keys anyone can read, so it serves this machine only.\n` +
      `  ${published.join(', ')}: set your own (APP_ENV=production checks every setting), or start it without -H to listen on ${LOOPBACK}.`,
  );
  process.exit(1);
}
const hostname = values.hostname ?? (published.length > 0 ? LOOPBACK : undefined);
if (published.length > 0 && values.hostname === undefined)
  console.log(
    `listening on this machine only (${LOOPBACK}): ${published.join(', ')} hold keys anyone can read; set your own to serve other machines`,
  );
// As `next start` does: the instance reaches its own routes at this port (refreshOwnPages).
process.env.PORT = String(port);

// Imported once NODE_ENV is set, so Next and React load their production builds.
const { default: next } = await import('next');
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
stampClientAddresses();
await app.prepare();

/**
 * What a request whose address does not decode is answered (the error shape of docs/errors.md#error-shape), never
 * cached.
 */
const MALFORMED_ADDRESS = JSON.stringify({
  originalError: { message: 'The address is not valid: a % must start an escape such as %25' },
  originalStatusCode: 400,
});

const server = createServer((request, response) => {
  if (!decodablePath(request.url ?? '/')) {
    response.writeHead(400, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(MALFORMED_ADDRESS);
    return;
  }
  request.headers[CLIENT_ADDRESS_HEADER] = clientAddress(
    request.headers['x-forwarded-for'],
    request.socket.remoteAddress,
    settings.env.TRUSTED_PROXY_HOPS,
  );
  varyByLanguage(request.url ?? '/', response);
  keepProxyCacheControl(response);
  void handle(request, response);
});
/**
 * How long the server keeps an idle connection open: longer than the clients that reuse one. Next serves the proxy's
 * rewrites (a variant's page, a kept language's) by asking this server over HTTP through Node's keep-alive agent,
 * which lets an idle socket go after 5 s; with the server's default, also 5 s, the agent sometimes sent a request on
 * a socket the server was closing, and the visitor got a 500 (ECONNRESET). A load balancer in front keeps idle
 * connections up to 60 s (AWS's default) and must likewise be the first to let one go.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
// Node's advice: a request's headers may take longer than an idle connection is kept.
server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
server.listen(port, hostname, () => {
  console.log(`ready on http://${hostname ?? 'localhost'}:${port}`);
});

/** How long open requests may take to finish once asked to stop. */
const SHUTDOWN_GRACE_MS = 10_000;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
  });
