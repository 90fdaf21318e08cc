import { randomUUID } from 'node:crypto';
import autocannon, { type Result } from 'autocannon';
import pg from 'pg';
import { PEER_FUNNEL } from './benchPages';
import type { LoadRun } from './benchResults';
import { withBuiltApp } from './withBuiltApp';
import { withPaymentSandbox } from './withPaymentSandbox';
import { withScratchDatabase } from './withScratchDatabase';

/** Issue 16: 100 concurrent connections for 60 s, on a funnel page and on order creation. */
export const LOAD_CONNECTIONS = 100;
export const LOAD_DURATION_SECONDS = 60;
/** A request not answered in this long counts as failed (and its order, if made, as not accepted). */
const REQUEST_TIMEOUT_SECONDS = 30;
const PLAN = 'trial-1-week';

type Counts = Pick<
  LoadRun,
  'requests' | 'status2xx' | 'status4xx' | 'status5xx' | 'errors' | 'rps' | 'p50Ms' | 'p99Ms'
>;

function countsOf(result: Result): Counts {
  return {
    requests: result.requests.total,
    status2xx: result['2xx'],
    status4xx: result['4xx'],
    status5xx: result['5xx'],
    errors: result.errors + result.timeouts,
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

async function pageRun(baseUrl: string): Promise<LoadRun> {
  const path = `/${PEER_FUNNEL}`;
  await fetch(baseUrl + path); // made before the clock starts, as a served page is
  const result = await autocannon({
    url: baseUrl + path,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_DURATION_SECONDS,
    timeout: REQUEST_TIMEOUT_SECONDS,
  });
  return { target: `GET ${path}`, ...countsOf(result) };
}

/**
 * New orders as fast as 100 connections make them, each a new visitor (its own idempotency key, email and client
 * address through one trusted proxy, so the rate limits are not what is measured). Every order id answered 201 is
 * kept, then compared with the rows the database holds: none may be missing, none more.
 */
async function orderRun(baseUrl: string, databaseUrl: string): Promise<LoadRun> {
  let n = 0;
  const accepted = new Set<string>();
  const result = await autocannon({
    url: baseUrl,
    connections: LOAD_CONNECTIONS,
    duration: LOAD_DURATION_SECONDS,
    timeout: REQUEST_TIMEOUT_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/orders',
        setupRequest: (request) => {
          n += 1;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({
              idempotencyKey: randomUUID(),
              funnel: PEER_FUNNEL,
              funnelVersion: 1,
              product: { kind: 'plan', planId: PLAN },
              currency: 'USD',
              customer: { email: `load.${randomUUID().slice(0, 12)}@example.com` },
            }),
          };
        },
        onResponse: (status, body) => {
          if (status === 201) accepted.add((JSON.parse(body) as { orderId: string }).orderId);
        },
      },
    ],
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let stored: Set<string>;
  try {
    const rows = await client.query<{ id: string }>("select id from orders where id like 'ord_%'");
    stored = new Set(rows.rows.map((row) => row.id));
  } finally {
    await client.end();
  }
  return {
    target: 'POST /api/v1/orders',
    ...countsOf(result),
    accepted: accepted.size,
    stored: stored.size,
    lost: [...accepted].filter((id) => !stored.has(id)).length,
    unanswered: [...stored].filter((id) => !accepted.has(id)).length,
  };
}

/**
 * The built app on PostgreSQL (its orders are counted from outside the app while it runs), with a payment sandbox on a
 * free port of its own: a funnel's first page, then new orders, each at 100 connections for 60 s.
 */
export async function measureLoad(adminUrl: string): Promise<LoadRun[]> {
  return withPaymentSandbox((sandbox) =>
    withScratchDatabase(adminUrl, (databaseUrl) =>
      withBuiltApp(
        async (baseUrl) => {
          const runs = [await pageRun(baseUrl), await orderRun(baseUrl, databaseUrl)];
          for (const run of runs)
            console.log(
              `load ${run.target}: ${run.requests} requests, ${run.rps.toFixed(0)} req/s, p99 ${run.p99Ms} ms, ${run.status5xx} 5xx, ${run.errors} errors${run.accepted === undefined ? '' : `; ${run.accepted} orders accepted, ${run.stored} stored, ${run.lost} lost, ${run.unanswered} stored unanswered`}`,
            );
          return runs;
        },
        { ...sandbox, DATABASE_URL: databaseUrl, TRUSTED_PROXY_HOPS: '1' },
      ),
    ),
  );
}
