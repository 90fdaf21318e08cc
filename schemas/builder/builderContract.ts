/**
 * The builder service contract (docs/architecture.md#builder-service-contract): what the runtime reads from the funnel
 * builder and how the builder signs the change events it pushes. The sandbox builder serves it; the runtime's client
 * reads it.
 */

/** Reads carry the API key as a bearer token. */
export const BUILDER_AUTH_HEADER = 'authorization';

/** Read paths, relative to BUILDER_API_HOST. Published documents and drafts. */
export const BUILDER_PATHS = {
  /** `{ funnels: [{ slug, version, flowId }] }`: every published funnel. */
  funnels: '/api/v1/funnels',
  /** The published funnel document with that slug. */
  funnel: (slug: string) => `/api/v1/funnels/${encodeURIComponent(slug)}`,
  /** The published flow document with that id: its newest version, or the one asked for. */
  flow: (id: string, version?: number) =>
    `/api/v1/flows/${encodeURIComponent(id)}${version === undefined ? '' : `?version=${version}`}`,
  /** The unpublished draft of a funnel, as the marketer last saved it (may be invalid). */
  draftFunnel: (slug: string) => `/api/v1/drafts/funnels/${encodeURIComponent(slug)}`,
  /** The unpublished draft of a flow (may be invalid). */
  draftFlow: (id: string) => `/api/v1/drafts/flows/${encodeURIComponent(id)}`,
} as const;

/** Change events are pushed here on the runtime, signed. */
export const BUILDER_EVENTS_PATH = '/api/v1/builder/events';
/** Unix seconds at which the builder signed the event. */
export const BUILDER_TIMESTAMP_HEADER = 'builder-timestamp';
/** `v1=` and the hex HMAC-SHA256, keyed with the API key, of `${timestamp}.${raw body}`. */
export const BUILDER_SIGNATURE_HEADER = 'builder-signature';
/** An event signed longer ago (or further ahead) than this is refused as stale. */
export const BUILDER_EVENT_TOLERANCE_SECONDS = 300;

/**
 * The builder sandbox's API key when none is set (`npm run dev`, sandbox/builder): written here for anyone to read, so
 * anyone could sign change events with it. A server trusting it serves this machine only, and production refuses it
 * (publishedKeys).
 */
export const SANDBOX_BUILDER_KEY = 'sandbox-builder-key';
