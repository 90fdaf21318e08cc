import { clientEnv } from '@/runtime/platform/env.client';
import type { TrafficSource } from '@/schemas/enums/trafficSources';
import { createHttpClient, type HttpClient } from './httpClient';

/** The services the browser calls (docs/calls.md#base-urls); a service without a configured URL has no client. */
export type ServiceName = 'gateway' | 'palm' | 'face' | 'assistant' | 'geocoding';

const BASE_URLS: Record<ServiceName, string | undefined> = {
  gateway: clientEnv.NEXT_PUBLIC_GATEWAY_API_URL,
  palm: clientEnv.NEXT_PUBLIC_PALM_API_URL,
  face: clientEnv.NEXT_PUBLIC_FACE_API_URL,
  assistant: clientEnv.NEXT_PUBLIC_ASSISTANT_API_URL,
  geocoding: clientEnv.NEXT_PUBLIC_GEOCODING_API_URL,
};

const clients = new Map<ServiceName, HttpClient>();

let trafficSource: () => TrafficSource = () => '';

/**
 * The tracking, once it has read the visit's attribution tags (after the first paint), supplies the traffic source
 * every client sends as its `Source` header (docs/calls.md#the-http-client); until then it is "" (no source). Injected,
 * as the platform does not know the tracking. (The persisted headers are the ones a server asks to repeat: none is
 * attribution.)
 */
export function setTrafficSourceReader(reader: () => TrafficSource): void {
  trafficSource = reader;
}

/** The visit's traffic source, as every client sends it in its `Source` header: "" until the tracking supplies it. */
export function currentTrafficSource(): TrafficSource {
  return trafficSource();
}

/** The client of one service, made once; its `Source` header is read at each request (setTrafficSourceReader). */
export function apiClient(service: ServiceName): HttpClient {
  const existing = clients.get(service);
  if (existing) return existing;
  const baseUrl = BASE_URLS[service];
  if (baseUrl === undefined)
    throw new Error(`The ${service} service has no URL: set NEXT_PUBLIC_${service.toUpperCase()}_API_URL`);
  const client = createHttpClient({
    baseUrl,
    source: currentTrafficSource,
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
  });
  clients.set(service, client);
  return client;
}
