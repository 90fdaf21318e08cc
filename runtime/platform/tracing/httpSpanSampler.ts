import type { Attributes, Context, SpanKind } from '@opentelemetry/api';
import {
  AlwaysOnSampler,
  ParentBasedSampler,
  type Sampler,
  type SamplingResult,
  TraceIdRatioBasedSampler,
} from '@opentelemetry/sdk-trace-base';
import { BROWSER_HTTP_SPAN_RATE, isHttpSpan } from './tracingConfig';

/** At the root: HTTP spans are kept at the browser HTTP rate, every other span is kept. */
class RootSampler implements Sampler {
  private readonly always = new AlwaysOnSampler();
  private readonly http = new TraceIdRatioBasedSampler(BROWSER_HTTP_SPAN_RATE);

  shouldSample(
    context: Context,
    traceId: string,
    name: string,
    _kind: SpanKind,
    attributes: Attributes,
  ): SamplingResult {
    return isHttpSpan(name, attributes) ? this.http.shouldSample(context, traceId) : this.always.shouldSample();
  }

  toString(): string {
    return `RootSampler{http=${BROWSER_HTTP_SPAN_RATE}, else=AlwaysOn}`;
  }
}

/** docs/limits.md#tracing: parent-based, always on, with browser HTTP spans at 0.2. */
export function httpSpanSampler(): Sampler {
  return new ParentBasedSampler({ root: new RootSampler() });
}
