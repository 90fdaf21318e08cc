/** docs/limits.md#tracing: trace batching. */
export const TRACE_BATCH = {
  maxQueueSize: 2048,
  maxExportBatchSize: 512,
  scheduledDelayMillis: 5000,
  exportTimeoutMillis: 30_000,
} as const;
/** docs/limits.md#tracing: span limits. */
export const SPAN_LIMITS = { attributeCountLimit: 128, eventCountLimit: 128, linkCountLimit: 128 } as const;
/** docs/limits.md#tracing: the OTLP/HTTP exporter's timeout and concurrency limit. */
export const TRACE_EXPORTER = { timeoutMillis: 10_000, concurrencyLimit: 30 } as const;
/**
 * docs/limits.md#tracing: exports are retried on these statuses, up to 5 times. The OTLP exporter's own retrying
 * transport does exactly this; the figures are named here so the rule is written down once.
 */
export const TRACE_EXPORT_RETRY = { statuses: [429, 502, 503, 504], maxAttempts: 5 } as const;
/** docs/limits.md#tracing: the share of browser HTTP spans kept. */
export const BROWSER_HTTP_SPAN_RATE = 0.2;

/** Whether a new root span is an HTTP client span (its name or attributes say so). */
export function isHttpSpan(name: string, attributes: Record<string, unknown>): boolean {
  return (
    'http.method' in attributes ||
    'http.request.method' in attributes ||
    'http.url' in attributes ||
    'url.full' in attributes ||
    /^(HTTP )?(GET|POST|PUT|DELETE|PATCH|HEAD|OPTIONS)\b/.test(name)
  );
}
