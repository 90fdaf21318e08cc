import { context, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { FetchInstrumentation } from '@opentelemetry/instrumentation-fetch';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { WebTracerProvider } from '@opentelemetry/sdk-trace-web';
import { setTraceHeaderSource } from '@/runtime/platform/http/httpClient';
import { httpSpanSampler } from './httpSpanSampler';
import { SPAN_LIMITS, TRACE_BATCH, TRACE_EXPORTER } from './tracingConfig';

/** A pattern matching URLs that start with `prefix`, taken literally. */
function startsWith(prefix: string): RegExp {
  return new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/**
 * Browser tracing (docs/calls.md#tracing, docs/limits.md#tracing): fetch calls become spans, W3C trace headers go out
 * with them (also to the service origins listed), spans are batched to the OTLP/HTTP endpoint. Loaded only when an
 * endpoint is configured, so pages without tracing do not carry it.
 */
export function startBrowserTracing(options: { url: string; serviceName: string; propagateTo: string[] }): void {
  const exporter = new OTLPTraceExporter({ url: options.url, ...TRACE_EXPORTER });
  const provider = new WebTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    sampler: httpSpanSampler(),
    spanLimits: SPAN_LIMITS,
    spanProcessors: [new BatchSpanProcessor(exporter, TRACE_BATCH)],
  });
  provider.register({ propagator: new W3CTraceContextPropagator() });
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new FetchInstrumentation({
        propagateTraceHeaderCorsUrls: options.propagateTo.map((origin) => startsWith(origin)),
        // The exporter's own requests are not traced.
        ignoreUrls: [startsWith(options.url)],
      }),
    ],
  });
  // The HTTP client sends the active trace's W3C headers on every call, instrumented or not.
  setTraceHeaderSource(() => {
    const carrier: Record<string, string> = {};
    propagation.inject(context.active(), carrier);
    return carrier;
  });
  trace.getTracer('funnel-runtime').startSpan('page load').end();
}
