import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { AlwaysOnSampler, BatchSpanProcessor, ParentBasedSampler } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { SPAN_LIMITS, TRACE_BATCH, TRACE_EXPORTER } from './tracingConfig';

/**
 * Server spans: Next.js reports its own spans (requests, rendering, fetches) to the registered
 * provider, which batches them to the OTLP/HTTP endpoint. Started only when OTEL_TRACES_URL is set.
 */
export function startServerTracing(url: string): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'funnel-runtime' }),
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    spanLimits: SPAN_LIMITS,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url, ...TRACE_EXPORTER }), TRACE_BATCH)],
  });
  provider.register();
}
