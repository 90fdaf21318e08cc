import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { adAccountName } from '@/schemas/ads/adAccounts';
import { SANDBOX_ADS, sandboxAdsUrls, sandboxSpendUrls } from '@/schemas/ads/adNetworkApis';
import type { AdNetwork } from '@/schemas/enums/adNetworks';
import { escapeHtml } from '@/schemas/escapeHtml';
import { answerFacebookInsights } from './answerFacebookInsights';
import { answerTikTokReport } from './answerTikTokReport';
import { graphError, tikTokAnswer, traceId } from './networkAnswers';
import { accountSpend, type SandboxSpendRow, type SpendAccount } from './sandboxSpend';

export type { SandboxSpendRow, SpendAccount } from './sandboxSpend';

/** The largest body it takes: a batch of events is far smaller. */
const MAX_BODY_BYTES = 256 * 1024;
/** The events it keeps, the newest: enough for a day of trying funnels on a laptop. */
const KEPT_EVENTS = 500;
/** Facebook refuses events older than seven days. */
const MAX_EVENT_AGE_SECONDS = 7 * 24 * 60 * 60;

/** One event a network was sent: which network and pixel, the test tool code, and the event as sent. */
export type ReceivedConversion = {
  network: AdNetwork;
  pixelId: string;
  testEventCode: string | null;
  event: Record<string, unknown>;
  receivedAt: string;
};

/** How the sandbox answers sends: as the networks do, or `down` (503, try again) or `refusing` (a refused event). */
export type AdsFault = 'none' | 'down' | 'refusing';
const FAULTS: readonly AdsFault[] = ['none', 'down', 'refusing'];

export type AdsSandbox = {
  url: string;
  /** The endpoints the app is pointed at: FACEBOOK_CONVERSIONS_URL, TIKTOK_EVENTS_URL. */
  urls: Record<AdNetwork, string>;
  /** The endpoints the app reads spend from: FACEBOOK_ADS_URL, TIKTOK_REPORTS_URL. */
  spendUrls: Record<AdNetwork, string>;
  spendAccounts: readonly SpendAccount[];
  /** What the sandbox says an account spent, every ad every day from `since` to `until` (zero when it spent nothing). */
  spend(account: SpendAccount, since: string, until: string): SandboxSpendRow[];
  received(): ReceivedConversion[];
  close(): Promise<void>;
};

/**
 * A stand-in for the ad networks' server APIs on 127.0.0.1: it takes only its own tokens (SANDBOX_ADS.tokens).
 * - Conversions (Facebook's Conversions API, TikTok's Events API): it checks what each network requires of an event,
 *   answers as each does (Facebook `{events_received}`, TikTok `{code: 0}`, and their errors), and keeps what it was
 *   sent: `GET /__sandbox/events` (JSON, `?eventId=` narrows), its page at `/`, `DELETE /__sandbox/events` forgets.
 * - Spend (Facebook's insights, TikTok's reports): the daily spend of each ad of its accounts (`spendAccounts`), as
 *   sandboxSpend decides it, a page at a time (answerFacebookInsights, answerTikTokReport). Its page lists them.
 * `POST /__sandbox/faults` `{"fault": "down" | "refusing" | "none"}` breaks both on purpose.
 */
export async function startAdsSandbox(
  options: { port?: number; spendAccounts?: readonly SpendAccount[]; now?: () => Date } = {},
): Promise<AdsSandbox> {
  const { spendAccounts = [], now = () => new Date() } = options;
  let received: ReceivedConversion[] = [];
  let fault: AdsFault = 'none';

  const server = createServer(async (req, res) => {
    // Facebook's next pages are full addresses: the sandbox's own, as it was called.
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'sandbox'}`);
    try {
      if (url.pathname === SANDBOX_ADS.eventsPath) {
        if (req.method === 'DELETE') {
          received = [];
          return send(res, 204, '');
        }
        const eventId = url.searchParams.get('eventId');
        return send(res, 200, { events: received.filter((r) => eventId === null || r.event.event_id === eventId) });
      }
      if (url.pathname === SANDBOX_ADS.faultsPath && req.method === 'POST') {
        const asked = (JSON.parse((await readBody(req)) || '{}') as { fault?: AdsFault }).fault;
        if (asked === undefined || !FAULTS.includes(asked))
          return send(res, 400, { error: `fault must be one of ${FAULTS.join(', ')}` });
        fault = asked;
        return send(res, 200, { fault });
      }
      if (url.pathname === '/' && req.method === 'GET') return sendPage(res, received, spendAccounts);
      const insightsAccount = url.pathname.match(
        new RegExp(`^${SANDBOX_ADS.facebookPath.replaceAll('.', '\\.')}/act_([^/]+)/insights$`),
      )?.[1];
      if (req.method === 'GET' && insightsAccount !== undefined) {
        if (fault === 'down') return send(res, 503, graphError('Service temporarily unavailable (sandbox fault)', 2));
        if (fault === 'refusing') return send(res, 400, graphError('Invalid parameter (sandbox fault)', 100));
        const answer = answerFacebookInsights(url, decodeURIComponent(insightsAccount), spendAccounts, now());
        return send(res, answer.status, answer.body);
      }
      if (req.method === 'GET' && url.pathname === SANDBOX_ADS.tikTokReportPath) {
        if (fault === 'down') return send(res, 503, 'Service Unavailable');
        if (fault === 'refusing') return send(res, 200, tikTokAnswer(40002, 'Invalid parameter (sandbox fault)'));
        const token = req.headers['access-token'];
        const answer = answerTikTokReport(url, typeof token === 'string' ? token : undefined, spendAccounts, now());
        return send(res, answer.status, answer.body);
      }
      const facebookPixel = url.pathname.match(
        new RegExp(`^${SANDBOX_ADS.facebookPath.replaceAll('.', '\\.')}/([^/]+)/events$`),
      )?.[1];
      if (req.method === 'POST' && facebookPixel !== undefined) {
        if (fault === 'down') return send(res, 503, graphError('Service temporarily unavailable (sandbox fault)', 2));
        if (url.searchParams.get('access_token') !== SANDBOX_ADS.tokens.facebook)
          return send(res, 400, graphError('Invalid OAuth access token - Cannot parse access token', 190));
        const body = JSON.parse(await readBody(req)) as { data?: unknown; test_event_code?: unknown };
        const problem = fault === 'refusing' ? 'Invalid parameter (sandbox fault)' : facebookProblem(body.data);
        if (problem !== undefined) return send(res, 400, graphError(problem, 100));
        keep('facebook', decodeURIComponent(facebookPixel), body.test_event_code, body.data as object[]);
        return send(res, 200, { events_received: (body.data as object[]).length, messages: [], fbtrace_id: traceId() });
      }
      if (req.method === 'POST' && url.pathname === SANDBOX_ADS.tikTokPath) {
        if (fault === 'down') return send(res, 503, 'Service Unavailable');
        if (req.headers['access-token'] !== SANDBOX_ADS.tokens.tikTok)
          return send(res, 200, tikTokAnswer(40001, 'Access token is incorrect or has been revoked.'));
        const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
        const problem = fault === 'refusing' ? 'Invalid parameter (sandbox fault)' : tikTokProblem(body);
        if (problem !== undefined) return send(res, 200, tikTokAnswer(40002, problem));
        keep('tikTok', String(body.event_source_id), body.test_event_code, body.data as object[]);
        return send(res, 200, tikTokAnswer(0, 'OK'));
      }
      return send(res, 404, `The ads sandbox has no ${req.method} ${url.pathname}`);
    } catch (error) {
      send(res, 400, graphError((error as Error).message, 100));
    }
  });

  const keep = (network: AdNetwork, pixelId: string, testEventCode: unknown, events: object[]) => {
    const at = new Date().toISOString();
    const code = typeof testEventCode === 'string' ? testEventCode : null;
    for (const event of events)
      received.push({ network, pixelId, testEventCode: code, event: event as Record<string, unknown>, receivedAt: at });
    received = received.slice(-KEPT_EVENTS);
  };

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    urls: sandboxAdsUrls(port),
    spendUrls: sandboxSpendUrls(port),
    spendAccounts,
    spend: (account, since, until) => accountSpend(account, since, until, now()),
    received: () => [...received],
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}

/** What Facebook would refuse in a batch of server events, or undefined. */
function facebookProblem(data: unknown): string | undefined {
  if (!Array.isArray(data) || data.length === 0 || data.length > 1000) return 'data must hold 1 to 1000 events';
  for (const event of data as Record<string, unknown>[]) {
    const time = event.event_time;
    if (typeof event.event_name !== 'string') return 'event_name is required';
    if (typeof time !== 'number' || time > Date.now() / 1000 + 60 || time < Date.now() / 1000 - MAX_EVENT_AGE_SECONDS)
      return 'event_time must be a Unix time within the last seven days';
    if (!['website', 'system_generated', 'email', 'app', 'other'].includes(String(event.action_source)))
      return 'action_source is required';
    const user = event.user_data as Record<string, unknown> | undefined;
    if (user === undefined || Object.keys(user).length === 0) return 'user_data must name the customer';
    if (Array.isArray(user.em) && !user.em.every((em) => /^[0-9a-f]{64}$/.test(String(em))))
      return 'em must be SHA-256 hashes of normalised emails';
  }
  return undefined;
}

/** What TikTok would refuse in a track call, or undefined. */
function tikTokProblem(body: Record<string, unknown>): string | undefined {
  if (body.event_source !== 'web' || typeof body.event_source_id !== 'string')
    return 'event_source must be web, with the pixel code as event_source_id';
  if (!Array.isArray(body.data) || body.data.length === 0) return 'data must hold events';
  for (const event of body.data as Record<string, unknown>[]) {
    if (typeof event.event !== 'string' || typeof event.event_time !== 'number')
      return 'event and event_time are required';
    const email = (event.user as Record<string, unknown> | undefined)?.email;
    if (email !== undefined && !/^[0-9a-f]{64}$/.test(String(email))) return 'email must be a SHA-256 hash';
  }
  return undefined;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('The body is too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'cache-control': 'no-store',
  });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/**
 * The page a developer reads: every event sent, newest first, as the network got it; then the ad accounts whose spend
 * it serves, with their campaigns, ad sets and ads.
 */
function sendPage(res: ServerResponse, events: ReceivedConversion[], accounts: readonly SpendAccount[]): void {
  const rows = [...events]
    .reverse()
    .map(
      (r) =>
        `<tr><td>${escapeHtml(r.receivedAt)}</td><td>${escapeHtml(r.network)}</td><td>${escapeHtml(r.pixelId)}</td>` +
        `<td>${escapeHtml(r.testEventCode ?? '')}</td><td><pre>${escapeHtml(JSON.stringify(r.event, null, 2))}</pre></td></tr>`,
    )
    .join('');
  const accountRows = accounts
    .map(
      (account) =>
        `<tr><td>${escapeHtml(adAccountName(account))}</td><td>${escapeHtml(account.funnelSlug)}</td>` +
        `<td>${escapeHtml(account.currency)}</td><td>${account.campaigns
          .map(
            (campaign) =>
              `${escapeHtml(campaign.name)}: ${campaign.adsets
                .map((adset) => `${escapeHtml(adset.name)} (${adset.ads.map((ad) => escapeHtml(ad.name)).join(', ')})`)
                .join('; ')}`,
          )
          .join('<br>')}</td></tr>`,
    )
    .join('');
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(
    `<!doctype html><meta charset="utf-8"><title>Ads sandbox</title><style>body{font:14px system-ui;margin:2em}` +
      `td{vertical-align:top;border-top:1px solid #ccc;padding:4px 8px}pre{margin:0}</style>` +
      `<h1>Ads sandbox</h1><p>What the server sent to the ad networks' APIs (nothing leaves this machine).</p>` +
      `<table><tr><th>Received</th><th>Network</th><th>Pixel</th><th>Test code</th><th>Event</th></tr>${rows}</table>` +
      `<h2>Ad accounts</h2><p>The accounts whose daily spend it serves as the networks' insights and reports do, made ` +
      `up the same way every time (nothing for days to come). Visit a funnel with <code>?utm_source=fb&amp;` +
      `utm_campaign=&lt;campaign&gt;</code> to see the visit beside its campaign's spend in the report.</p>` +
      `<table><tr><th>Account</th><th>Funnel</th><th>Currency</th><th>Campaigns: ad set (ads)</th></tr>${accountRows}</table>`,
  );
}
