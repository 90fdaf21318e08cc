import { randomUUID } from 'node:crypto';
import { PEER_FUNNEL } from './benchPages';
import type { OrderLoad, ServerLoad } from './benchResults';
import { loadTest } from './loadTest';
import { withBuiltApp } from './withBuiltApp';
import { withPaymentSandbox } from './withPaymentSandbox';
import { withScratchDatabase } from './withScratchDatabase';

/** Connections and duration of the page loads (the goal is stated at 50 connections). */
export const PAGE_CONNECTIONS = 50;
export const LOAD_SECONDS = 10;
/** New orders per second, held for LOAD_SECONDS, on each database. */
const ORDERS_PER_SECOND = 20;
const ORDER_CONNECTIONS = 10;
/** A public file the app serves as it is: the static limit its pages are held to. */
const STATIC_FILE = '/icon.svg';
const PLAN = 'trial-1-week';

async function pageLoad(baseUrl: string, path: string): Promise<ServerLoad> {
  await fetch(baseUrl + path); // cached before the clock starts, as a served page is
  const f = await loadTest({ url: baseUrl + path, connections: PAGE_CONNECTIONS, duration: LOAD_SECONDS });
  console.log(`server GET ${path}: ${f.rps.toFixed(0)} req/s, p99 ${f.p99Ms} ms, ${f.errors} errors`);
  return { path, rps: f.rps, p50Ms: f.p50Ms, p99Ms: f.p99Ms, requests: f.requests, errors: f.errors };
}

/**
 * New orders (POST /api/v1/orders, through the payment sandbox) at a fixed rate. Each order is a new visitor: its
 * own idempotency key, email and client address (X-Forwarded-For through one trusted proxy), so the per-client
 * and per-email limits are not what is measured.
 */
async function orderLoad(baseUrl: string, database: OrderLoad['database']): Promise<OrderLoad> {
  let n = 0;
  const body = () =>
    JSON.stringify({
      idempotencyKey: randomUUID(),
      funnel: PEER_FUNNEL,
      funnelVersion: 1,
      product: { kind: 'plan', planId: PLAN },
      currency: 'USD',
      customer: { email: `bench.${randomUUID().slice(0, 12)}@example.com` },
    });
  const headers = () => {
    n += 1;
    return {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    };
  };
  const first = await fetch(`${baseUrl}/api/v1/orders`, { method: 'POST', headers: headers(), body: body() });
  if (first.status !== 201) throw new Error(`an order answered ${first.status}: ${await first.text()}`);
  const f = await loadTest({
    url: baseUrl,
    connections: ORDER_CONNECTIONS,
    duration: LOAD_SECONDS,
    overallRate: ORDERS_PER_SECOND,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/orders',
        setupRequest: (request) => ({ ...request, headers: headers(), body: body() }),
      },
    ],
  });
  console.log(
    `server POST /api/v1/orders on ${database}: ${f.rps.toFixed(1)} req/s, p99 ${f.p99Ms} ms, ${f.errors} failed`,
  );
  return {
    database,
    targetRps: ORDERS_PER_SECOND,
    rps: f.rps,
    p50Ms: f.p50Ms,
    p99Ms: f.p99Ms,
    created: f.ok,
    failed: f.errors,
  };
}

/**
 * The built app under load on loopback: a static file and a funnel's first page at 50 connections, then new orders
 * at a fixed rate on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, through a payment sandbox of their own.
 */
export async function measureServer(adminUrl: string | undefined): Promise<{
  staticFile: ServerLoad;
  firstPage: ServerLoad;
  orders: OrderLoad[];
}> {
  return withPaymentSandbox(async (sandbox) => {
    const env = { ...sandbox, TRUSTED_PROXY_HOPS: '1' };
    const orders: OrderLoad[] = [];
    const pages = await withBuiltApp(async (baseUrl) => {
      const staticFile = await pageLoad(baseUrl, STATIC_FILE);
      const firstPage = await pageLoad(baseUrl, `/${PEER_FUNNEL}`);
      orders.push(await orderLoad(baseUrl, 'PGlite'));
      return { staticFile, firstPage };
    }, env);
    if (adminUrl)
      await withScratchDatabase(adminUrl, (databaseUrl) =>
        withBuiltApp(async (baseUrl) => orders.push(await orderLoad(baseUrl, 'PostgreSQL')), {
          ...env,
          DATABASE_URL: databaseUrl,
        }),
      );
    else console.log('server: orders on PostgreSQL need TEST_DATABASE_URL');
    return { ...pages, orders };
  });
}
