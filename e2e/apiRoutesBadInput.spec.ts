import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_TESTER_TOKEN } from '@/playwright.config';
import { LOG_BATCHES_PER_CLIENT } from '@/runtime/gateway/visits/writeBrowserLogs';
import { DEFAULT_BODY_LIMIT_BYTES } from '@/runtime/platform/http/readBodyText';
import { LOG_BODY_LIMIT_BYTES } from '@/runtime/platform/logger/logPayloadSchema';
import { expect, test } from './support/visitor';

/**
 * Every API route (issue 16), on the built app: malformed JSON, wrong types, missing fields, oversized bodies and
 * bodies of another kind get a 4xx in the error shape (docs/errors.md#error-shape), never a 500 and never a stack
 * trace. The table below has an entry for every route file under app/api and every method it exports: a route added
 * without one fails here.
 */
const API_DIR = 'app/api';
const ERROR_SHAPE = { originalError: expect.anything(), originalStatusCode: expect.any(Number) };
/** Past the largest body any route reads (the log batches'). */
const OVER_EVERY_LIMIT = Math.max(DEFAULT_BODY_LIMIT_BYTES, LOG_BODY_LIMIT_BYTES) + 1024;
/** What a stack trace or a server path in an answer looks like. */
const LEAK = /\n\s+at |node_modules|\.next[^/]*\/server|\/app\/api\/|\.tsx?:\d+/;

type Method = 'GET' | 'POST';
type Attempt = {
  name: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sent without a content type (a body is otherwise sent as JSON). */
  untyped?: true;
  status?: number;
};
type RouteCases = {
  /** The route's address, its dynamic segments filled with plausible values. */
  path: string;
  /**
   * POST: a body of the right shape holding only required fields (never sent as it is: it might do something), from
   * which the wrong types and missing fields below are made.
   */
  sample?: Record<string, unknown>;
  /** Further attempts, GET routes' bad paths and headers above all; `status` when a 4xx is not what is right. */
  attempts?: Attempt[];
  /** The status of every attempt, for a route that refuses strangers before it reads their body. */
  refusedAs?: number;
};

const uuid = '7a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
/** One event as the browser sends it (a fresh id, so a stored one is never met again). */
const EVENT = { id: randomUUID(), visitId: uuid, funnel: 'palmistry', name: 'x', kind: 'y', properties: {}, at: 1 };
/** A new order on palmistry as the browser places it: an attempt changes one thing of it. */
const ORDER = {
  funnel: 'palmistry',
  funnelVersion: 1,
  product: { kind: 'plan', planId: 'x' },
  currency: 'USD',
  customer: { email: 'a@example.com' },
};
/** The table: route files (their folder under app/api), and for each of their methods the cases. */
const ROUTES: Record<string, Partial<Record<Method, RouteCases>>> = {
  'v1/analytics/landing-device': {
    POST: {
      path: '/api/v1/analytics/landing-device',
      sample: {
        data: { utm_tags: {}, pixels: { tik_tok: [] }, domain: 'example.com' },
        landing_device_id: 'device-1',
      },
    },
  },
  'v1/builder/events': {
    // Unsigned: refused (401) before its body is read as an event; oversized and not-JSON ones before that.
    POST: { path: '/api/v1/builder/events', sample: { type: 'published', kind: 'funnel', key: 'palmistry' } },
  },
  'v1/builder/revalidate': {
    // Only the instance itself may ask: everyone else's body is refused (401) whatever it holds.
    POST: { path: '/api/v1/builder/revalidate', sample: { paths: ['/palmistry'] }, refusedAs: 401 },
  },
  'v1/consent/region': {
    GET: {
      path: '/api/v1/consent/region',
      // It takes no input but the CDN's country header: a hostile one is read as no country (200), never a 5xx.
      attempts: [
        { name: 'a country header of 4,000 letters', headers: { 'x-e2e-country': 'Q'.repeat(4000) }, status: 200 },
        { name: 'a country header of markup', headers: { 'x-e2e-country': '<script>' }, status: 200 },
        { name: 'a query it does not take', path: '/api/v1/consent/region?country[]=DE&x=%00', status: 200 },
      ],
    },
  },
  'v1/definitions/[slug]/[version]/[flowId]/[flowVersion]': {
    GET: {
      path: '/api/v1/definitions/palmistry/1/palmistry/1',
      attempts: [
        { name: 'a version above 2^31-1', path: '/api/v1/definitions/palmistry/2147483648/palmistry/1', status: 400 },
        { name: 'a flow version far above it', path: '/api/v1/definitions/palmistry/1/palmistry/99999999999' },
        { name: 'a version that is not a number', path: '/api/v1/definitions/palmistry/1e3/palmistry/1', status: 400 },
        { name: 'a version of 0', path: '/api/v1/definitions/palmistry/0/palmistry/1', status: 400 },
        { name: 'a negative version', path: '/api/v1/definitions/palmistry/-1/palmistry/1' },
        { name: 'a slug of 2,000 letters', path: `/api/v1/definitions/${'a'.repeat(2000)}/1/palmistry/1` },
        { name: 'a slug of markup', path: '/api/v1/definitions/%3Cscript%3E/1/palmistry/1' },
        { name: 'a slug with a NUL', path: '/api/v1/definitions/palm%00istry/1/palmistry/1' },
        { name: 'an unknown pair', path: '/api/v1/definitions/palmistry/1/no-such-flow/1' },
        // A funnel that is not active is shown in the draft preview only, never as a public, immutable answer.
        { name: 'a funnel that is not active (a draft)', path: '/api/v1/definitions/draft/1/draft/1', status: 404 },
      ],
    },
  },
  'v1/definitions/changes': {
    // A developer route: the e2e app serves none, whatever is asked.
    GET: {
      path: '/api/v1/definitions/changes',
      attempts: [
        { name: 'a plain request', status: 404 },
        { name: 'a query', path: '/api/v1/definitions/changes?since=%ZZ', status: 404 },
      ],
    },
  },
  'v1/drafts/[slug]': {
    GET: {
      path: '/api/v1/drafts/palmistry',
      attempts: [
        { name: 'no tester token', status: 404 },
        { name: 'a tester token that is no UUID', headers: { cookie: 'tester_token=../../etc' }, status: 404 },
        // The team's preview answers a funnel it cannot find with that problem (200), as it does a draft being written.
        {
          name: 'a slug of 2,000 letters, from the team',
          path: `/api/v1/drafts/${'a'.repeat(2000)}`,
          headers: { cookie: `tester_token=${E2E_TESTER_TOKEN}` },
          status: 200,
        },
        {
          name: 'a slug of markup, from the team',
          path: '/api/v1/drafts/%3Cscript%3E',
          headers: { cookie: `tester_token=${E2E_TESTER_TOKEN}` },
          status: 200,
        },
        {
          name: 'a slug with a NUL, from the team',
          path: '/api/v1/drafts/palm%00istry',
          headers: { cookie: `tester_token=${E2E_TESTER_TOKEN}` },
          status: 200,
        },
      ],
    },
  },
  'v1/email-links/verify': {
    POST: { path: '/api/v1/email-links/verify', sample: { page: '/email/tarot-reading', token: 'x' } },
  },
  'v1/email-offers/[page]': {
    GET: {
      path: '/api/v1/email-offers/tarot-reading',
      attempts: [
        { name: 'a page that sells nothing', path: '/api/v1/email-offers/consultation', status: 404 },
        { name: 'a page of 2,000 letters', path: `/api/v1/email-offers/${'a'.repeat(2000)}`, status: 404 },
        { name: 'a page of markup', path: '/api/v1/email-offers/%3Cscript%3E', status: 404 },
        { name: 'a page with a NUL', path: '/api/v1/email-offers/tarot%00reading', status: 404 },
        { name: 'a path climbing out', path: '/api/v1/email-offers/..%2F..%2Fconsent%2Fregion', status: 404 },
        { name: 'a malformed escape', path: '/api/v1/email-offers/%E0%A4%A', status: 400 },
      ],
    },
  },
  'v1/email-orders/resign': {
    POST: {
      path: '/api/v1/email-orders/resign',
      sample: { idempotencyKey: uuid, page: '/email/tarot-reading', token: 'x', currency: 'USD' },
    },
  },
  'v1/email-orders': {
    POST: {
      path: '/api/v1/email-orders',
      sample: { idempotencyKey: uuid, page: '/email/tarot-reading', currency: 'USD' },
    },
  },
  'v1/events': {
    POST: {
      path: '/api/v1/events',
      sample: {
        events: [{ id: uuid, visitId: uuid, funnel: 'palmistry', name: 'x', kind: 'y', properties: {}, at: 1 }],
      },
      attempts: [
        {
          name: 'a property holding a lone surrogate',
          body: JSON.stringify({ events: [{ ...EVENT, properties: { answer: 'x\udc00' } }] }),
          status: 400,
        },
        {
          name: 'a time past the last a Date holds',
          body: JSON.stringify({ events: [{ ...EVENT, at: 8_640_000_000_000_001 }] }),
          status: 400,
        },
        {
          name: 'an event of a funnel not published',
          body: JSON.stringify({ events: [{ ...EVENT, funnel: 'no-such-funnel' }] }),
          status: 404,
        },
      ],
    },
  },
  'v1/experiments/exposures': {
    POST: {
      path: '/api/v1/experiments/exposures',
      sample: { visitorId: uuid, funnel: 'palmistry', funnelVersion: 1, experimentId: 'x', variantId: 'a' },
    },
  },
  'v1/leads/confirm': { POST: { path: '/api/v1/leads/confirm', sample: { token: 'x' } } },
  'v1/leads': {
    POST: {
      path: '/api/v1/leads',
      sample: { visitId: uuid, funnel: 'palmistry', funnelVersion: 1, email: 'luna@example.com' },
    },
  },
  'v1/logs': { POST: { path: '/api/v1/logs', sample: { data: [[1, 'x']] } } },
  'v1/visits/moments': {
    POST: {
      path: '/api/v1/visits/moments',
      sample: {
        visitId: uuid,
        funnel: 'palmistry',
        source: '',
        campaign: '',
        moments: [{ stepId: 'prelanding', moment: 'shown', at: 1 }],
      },
    },
  },
  'v1/visits/passes': { POST: { path: '/api/v1/visits/passes', sample: { funnel: 'palmistry', purpose: 'counts' } } },
  'v1/visits/counts': {
    POST: {
      path: '/api/v1/visits/counts',
      sample: { funnel: 'palmistry', source: '', campaign: '', moments: [{ stepId: 'prelanding', moment: 'shown' }] },
    },
  },
  'v1/orders/[orderId]': {
    GET: {
      path: '/api/v1/orders/ord_nope',
      attempts: [
        { name: 'an unknown order', status: 404 },
        { name: 'an id of 5,000 letters', path: `/api/v1/orders/${'o'.repeat(5000)}` },
        { name: 'an id of markup', path: '/api/v1/orders/%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
        { name: 'an id with a NUL', path: '/api/v1/orders/ord%00x', status: 404 },
        { name: 'a malformed escape', path: '/api/v1/orders/%E0%A4%A', status: 400 },
      ],
    },
  },
  'v1/orders/[orderId]/conversions': {
    GET: {
      path: '/api/v1/orders/ord_nope/conversions',
      attempts: [
        { name: 'no tester token', status: 404 },
        { name: 'a tester token that is no UUID', headers: { cookie: 'tester_token=../../etc' }, status: 404 },
        // The team sees that the server sent nothing for an order it does not know.
        {
          name: 'an unknown order, from the team',
          headers: { cookie: `tester_token=${E2E_TESTER_TOKEN}` },
          status: 200,
        },
        {
          name: 'an id of 5,000 letters, from the team',
          path: `/api/v1/orders/${'o'.repeat(5000)}/conversions`,
          headers: { cookie: `tester_token=${E2E_TESTER_TOKEN}` },
          status: 200,
        },
      ],
    },
  },
  'v1/orders/resign': {
    POST: {
      path: '/api/v1/orders/resign',
      sample: {
        idempotencyKey: uuid,
        funnel: 'palmistry',
        funnelVersion: 1,
        upsellId: 'x',
        currency: 'USD',
        previousOrderId: 'ord_x',
      },
    },
  },
  'v1/orders': {
    POST: {
      path: '/api/v1/orders',
      sample: {
        idempotencyKey: uuid,
        funnel: 'palmistry',
        funnelVersion: 1,
        product: { kind: 'plan', planId: 'x' },
        currency: 'USD',
        customer: { email: 'luna@example.com' },
      },
      attempts: [
        {
          name: 'a version above 2^31-1',
          body: JSON.stringify({
            idempotencyKey: randomUUID(),
            funnel: 'palmistry',
            funnelVersion: 2 ** 31,
            product: { kind: 'plan', planId: 'x' },
            currency: 'USD',
            customer: { email: 'a@example.com' },
          }),
          status: 400,
        },
        {
          name: 'attribution holding a lone surrogate',
          body: JSON.stringify({ ...ORDER, idempotencyKey: randomUUID(), attribution: { utm_source: '\ud800' } }),
          status: 400,
        },
        {
          name: 'an answer holding a lone surrogate',
          body: JSON.stringify({ ...ORDER, idempotencyKey: randomUUID(), answers: { name: 'Lu\udfffna' } }),
          status: 400,
        },
        {
          name: 'a customer name of 20,000 characters (a name is at most 30)',
          body: JSON.stringify({
            ...ORDER,
            idempotencyKey: randomUUID(),
            customer: { email: 'a@example.com', name: 'N'.repeat(20_000) },
          }),
          status: 400,
        },
        {
          name: 'an order on a funnel that is not active (a draft)',
          // A plan it offers and the customer's email: nothing but its status refuses it.
          body: JSON.stringify({
            ...ORDER,
            idempotencyKey: randomUUID(),
            funnel: 'draft',
            product: { kind: 'plan', planId: 'stars-trial-week' },
            customer: { email: `${randomUUID()}@example.com` },
          }),
          status: 404,
        },
      ],
    },
  },
  'v1/places': {
    // The birth place search: a query the contract does not take is a 400 naming it, never a 5xx.
    GET: {
      path: '/api/v1/places?q=Lisbon',
      attempts: [
        { name: 'no query', path: '/api/v1/places', status: 400 },
        { name: 'a query of spaces', path: '/api/v1/places?q=%20%20', status: 400 },
        { name: 'a query of 81 letters', path: `/api/v1/places?q=${'a'.repeat(81)}`, status: 400 },
        { name: 'a limit of 0', path: '/api/v1/places?q=Lisbon&limit=0', status: 400 },
        { name: 'a limit that is no number', path: '/api/v1/places?q=Lisbon&limit=many', status: 400 },
        { name: 'a locale of markup', path: '/api/v1/places?q=Lisbon&locale=%3Cscript%3E', status: 400 },
        { name: 'a query of markup and a NUL', path: '/api/v1/places?q=%3Cscript%3E%00', status: 200 },
      ],
    },
  },
  'v1/subscriptions/cancel/lookup': {
    POST: { path: '/api/v1/subscriptions/cancel/lookup', sample: { email: 'luna@example.com' } },
  },
  'v1/subscriptions/cancel': {
    POST: { path: '/api/v1/subscriptions/cancel', sample: { token: 'x', subscriptionId: 'sub_x' } },
  },
  'v1/subscriptions/cancel/verify': {
    POST: { path: '/api/v1/subscriptions/cancel/verify', sample: { lookup: uuid, code: '123456' } },
  },
  'v1/webhooks/payments': {
    // Unsigned: refused (401) before its body is read as an event; oversized and not-JSON ones before that.
    POST: { path: '/api/v1/webhooks/payments', sample: { order: { order_id: 'ord_x', status: 'settle_ok' } } },
  },
};

/** Every route file under app/api, as its folder, and the HTTP methods it exports. */
function routeFiles(): Record<string, Method[]> {
  const files = readdirSync(API_DIR, { recursive: true })
    .map(String)
    .filter((file) => /(^|\/)route\.tsx?$/.test(file));
  return Object.fromEntries(
    files.map((file) => {
      const text = readFileSync(join(API_DIR, file), 'utf8');
      const methods = [...text.matchAll(/export (?:async )?(?:function|const) (GET|POST|PUT|PATCH|DELETE)\b/g)];
      return [file.replace(/\/route\.tsx?$/, ''), methods.map((m) => m[1] as Method).sort()];
    }),
  );
}

/** A client address of its own, as e2e/support/visitor.ts makes them (documentation addresses, random). */
function clientAddress(): string {
  const hex = randomUUID().replaceAll('-', '');
  return `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}::${hex.slice(8, 12)}`;
}

/** A value of another type than the one given, to put in a field's place. */
function wrongType(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'one';
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return { 0: value[0] };
  return ['x'];
}

/** The body cases every POST route gets, made from its sample. */
function bodyAttempts(sample: Record<string, unknown>): Attempt[] {
  const fields = Object.keys(sample);
  const json = (value: unknown) => JSON.stringify(value);
  return [
    { name: 'malformed JSON', body: '{"a":' },
    { name: 'an empty body', body: '' },
    { name: 'JSON null', body: 'null' },
    { name: 'a JSON array', body: json([sample]) },
    { name: 'a JSON string', body: json('x') },
    { name: 'JSON nested 20,000 deep', body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` },
    { name: 'an empty object (every field missing)', body: '{}' },
    ...fields.map((field) => ({
      name: `no ${field}`,
      body: json(Object.fromEntries(Object.entries(sample).filter(([key]) => key !== field))),
    })),
    ...fields.map((field) => ({
      name: `${field} of the wrong type`,
      body: json({ ...sample, [field]: wrongType(sample[field]) }),
    })),
    // The database holds no NUL nor lone surrogate: a field with one must be refused as bad input, not fail there.
    ...fields
      .filter((field) => typeof sample[field] === 'string')
      .flatMap((field) => [
        { name: `${field} holding a NUL`, body: json({ ...sample, [field]: `${sample[field]}\u0000` }) },
        { name: `${field} holding a lone surrogate`, body: json({ ...sample, [field]: `${sample[field]}\ud800` }) },
      ]),
    {
      name: 'a body over the limit',
      body: json({ ...sample, padding: 'x'.repeat(OVER_EVERY_LIMIT) }),
      status: 413,
    },
    { name: 'the body without a content type', body: json(sample), untyped: true, status: 415 },
    { name: 'the body as text/plain', body: json(sample), headers: { 'content-type': 'text/plain' }, status: 415 },
    {
      name: 'the body as a form',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      status: 415,
    },
  ];
}

test('the table covers every API route and each method it exports', () => {
  const covered = Object.fromEntries(
    Object.entries(ROUTES).map(([route, methods]) => [route, Object.keys(methods).sort()]),
  );
  expect(covered).toEqual(routeFiles());
});

for (const [route, methods] of Object.entries(ROUTES))
  for (const [method, cases] of Object.entries(methods) as [Method, RouteCases][]) {
    const attempts = [...(cases.sample ? bodyAttempts(cases.sample) : []), ...(cases.attempts ?? [])];
    test(`${method} ${route} answers bad input with a 4xx in the error shape`, async ({ request }) => {
      expect(attempts.length).toBeGreaterThan(0);
      for (const attempt of attempts) {
        const response = await request.fetch(attempt.path ?? cases.path, {
          method,
          // A client address of its own for each attempt, so per-client rate limits never answer instead.
          headers: {
            'x-forwarded-for': clientAddress(),
            ...(attempt.body === undefined || attempt.untyped ? {} : { 'content-type': 'application/json' }),
            ...attempt.headers,
          },
          data: attempt.body,
          maxRedirects: 0,
        });
        const status = response.status();
        const text = await response.text();
        const what = `${method} ${route}, ${attempt.name}: ${status} ${text.slice(0, 300)}`;
        expect(text, what).not.toMatch(LEAK);
        const expected = cases.refusedAs ?? attempt.status;
        if (expected !== undefined) expect(status, what).toBe(expected);
        else expect(status >= 400 && status < 500, what).toBe(true);
        if (status >= 400) expect(JSON.parse(text), what).toEqual({ ...ERROR_SHAPE, originalStatusCode: status });
      }
    });
  }

test(`POST /api/v1/logs takes ${LOG_BATCHES_PER_CLIENT.limit} batches an hour from one client, then 429 in the error shape`, async ({
  request,
}) => {
  const client = clientAddress();
  const send = () =>
    request.post('/api/v1/logs', {
      headers: { 'x-forwarded-for': client, 'content-type': 'application/json' },
      data: JSON.stringify({ data: [[Date.now(), 'a line']] }),
    });
  for (let i = 0; i < LOG_BATCHES_PER_CLIENT.limit; i++) expect((await send()).status()).toBe(200);
  const refused = await send();
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await refused.json()).toEqual({ ...ERROR_SHAPE, originalStatusCode: 429 });
  // Another client is not held back.
  expect(
    (
      await request.post('/api/v1/logs', {
        headers: { 'x-forwarded-for': clientAddress(), 'content-type': 'application/json' },
        data: JSON.stringify({ data: [[1, 'x']] }),
      })
    ).status(),
  ).toBe(200);
});
