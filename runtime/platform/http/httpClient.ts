import type { TrafficSource } from '@/schemas/enums/trafficSources';
import { HttpError, toHttpError } from './httpError';
import { REQUEST_ID_HEADER } from './requestIdOf';

/**
 * Where headers a server asked the client to repeat are kept between requests and reloads
 * (docs/calls.md#the-http-client).
 */
export const PERSISTED_HEADERS_KEY = 'funnel.persistedHeaders';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type HttpClientOptions = {
  /** The service's base URL: a path on this site (`/api/v1`) or an absolute URL. */
  baseUrl: string;
  /**
   * The visitor's traffic source, sent as the `Source` header (docs/calls.md#the-http-client,
   * docs/limits.md#traffic-sources).
   */
  source: () => TrafficSource;
  /** Storage for persisted headers; absent on the server. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  fetch?: typeof fetch;
  newRequestId?: () => string;
};

export type HttpClient = {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
  /** Keeps a header to send on every later request, across reloads. */
  persistHeader(name: string, value: string): void;
  /** The address of a path of the service, for what is not a JSON call (a stream of server-sent events). */
  url(path: string): string;
};

let traceHeaders: (() => Record<string, string>) | undefined;

/** Tracing, once on, supplies the W3C trace headers (`traceparent`, `tracestate`) of each request. */
export function setTraceHeaderSource(source: (() => Record<string, string>) | undefined): void {
  traceHeaders = source;
}

function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function readPersisted(storage: HttpClientOptions['storage']): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(PERSISTED_HEADERS_KEY) ?? '{}');
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string'));
  } catch {
    return {};
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's error object: our own error shape is unwrapped, anything else is kept as sent. */
function serverError(body: unknown, response: Response): unknown {
  if (body !== null && typeof body === 'object' && 'originalError' in body) return body.originalError;
  return body ?? response.statusText;
}

/**
 * A JSON client for one service (docs/calls.md#the-http-client): credentials included; `Platform: web`, `Source`, a
 * fresh `x-request-id`, the persisted headers and, when tracing is on, the trace headers on every request. A failed
 * call throws an HttpError carrying the server's error object and status (docs/errors.md#failed-calls).
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const newRequestId = options.newRequestId ?? (() => crypto.randomUUID());

  async function request<T>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...readPersisted(options.storage),
      ...traceHeaders?.(),
      Platform: 'web',
      Source: options.source(),
      [REQUEST_ID_HEADER]: newRequestId(),
    };
    let response: Response;
    try {
      response = await doFetch(joinUrl(options.baseUrl, path), {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw toHttpError(error);
    }
    const data = await readBody(response);
    if (!response.ok) throw new HttpError(serverError(data, response), response.status);
    return data as T; // the caller names the shape it expects from its endpoint
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    put: (path, body) => request('PUT', path, body),
    delete: (path) => request('DELETE', path),
    url: (path) => joinUrl(options.baseUrl, path),
    persistHeader(name, value) {
      const headers = { ...readPersisted(options.storage), [name]: value };
      try {
        options.storage?.setItem(PERSISTED_HEADERS_KEY, JSON.stringify(headers));
      } catch {
        // Storage full or forbidden: the header is not kept.
      }
    },
  };
}
