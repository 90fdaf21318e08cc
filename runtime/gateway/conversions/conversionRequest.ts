import type { AdNetwork } from '@/schemas/enums/adNetworks';
import type { AdNetworkApi } from './adNetworkSettings';

/** One queued send, as its network's API is called with it. */
export type QueuedConversion = { network: AdNetwork; pixelId: string; event: unknown; testEventCode: string | null };

/** An HTTP call, ready for fetch. */
export type ConversionCall = { url: string; init: RequestInit };

/**
 * The call that sends one event: Facebook's `POST <graph>/<pixel id>/events` with the token as `access_token` and the
 * events as `data`; TikTok's `POST <track endpoint>` with the token in `Access-Token` and the pixel as a web event
 * source. Each carries the network's test tool code when the visit had one.
 */
export function conversionCall(api: AdNetworkApi, send: QueuedConversion): ConversionCall {
  const testEventCode = send.testEventCode === null ? {} : { test_event_code: send.testEventCode };
  if (send.network === 'facebook') {
    const url = new URL(`${api.url.replace(/\/$/, '')}/${encodeURIComponent(send.pixelId)}/events`);
    url.searchParams.set('access_token', api.token);
    return {
      url: url.toString(),
      init: json({ data: [send.event], ...testEventCode }),
    };
  }
  return {
    url: api.url,
    init: json(
      { event_source: 'web', event_source_id: send.pixelId, data: [send.event], ...testEventCode },
      { 'Access-Token': api.token },
    ),
  };
}

function json(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/** What a network said to a send: heard, worth another try later, or refused for good (a bad event or token). */
export type ConversionAnswer = { kind: 'sent' } | { kind: 'retry' | 'refused'; reason: string };

/** HTTP statuses worth trying again: a timeout, too many requests, the network's own trouble. */
const RETRIED_STATUSES = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * TikTok answers 200 with a code of its own: 0 is heard; 40100 is too many requests and 5xxxx its own trouble, both
 * tried again; any other code is a refusal.
 */
const TIKTOK_RETRIED_CODES = (code: number) => code === 40100 || code >= 50000;

/** How a network's answer (or its failure to answer) counts. */
export function conversionAnswerOf(network: AdNetwork, status: number, body: unknown): ConversionAnswer {
  const said = JSON.stringify(body ?? null).slice(0, 500);
  if (status < 200 || status >= 300)
    return { kind: RETRIED_STATUSES(status) ? 'retry' : 'refused', reason: `HTTP ${status}: ${said}` };
  if (network === 'facebook') return { kind: 'sent' };
  const code = typeof body === 'object' && body !== null && 'code' in body ? Number(body.code) : Number.NaN;
  if (code === 0) return { kind: 'sent' };
  return { kind: Number.isNaN(code) || TIKTOK_RETRIED_CODES(code) ? 'retry' : 'refused', reason: `code ${said}` };
}
