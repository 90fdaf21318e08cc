import { context, ROOT_CONTEXT, SpanKind, TraceFlags, trace } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { httpSpanSampler } from './httpSpanSampler';
import { isHttpSpan } from './tracingConfig';

/** Trace ids spread evenly over the id space, so the kept share is exact rather than random. */
const traceIds = Array.from({ length: 1000 }, (_, i) =>
  (Math.floor(((i + 0.5) / 1000) * 0xffffffff) >>> 0).toString(16).padStart(8, '0').padEnd(32, '0'),
);

function keptShare(name: string, attributes: Record<string, string>): number {
  const sampler = httpSpanSampler();
  const kept = traceIds.filter(
    (id) =>
      sampler.shouldSample(ROOT_CONTEXT, id, name, SpanKind.CLIENT, attributes, []).decision ===
      SamplingDecision.RECORD_AND_SAMPLED,
  );
  return kept.length / traceIds.length;
}

describe('browser sampler', () => {
  it('keeps about a fifth of root HTTP spans', () => {
    expect(keptShare('HTTP GET', { 'http.method': 'GET' })).toBeCloseTo(0.2, 1);
  });

  it('keeps every other root span', () => {
    expect(keptShare('step shown', {})).toBe(1);
  });

  it.each([
    [TraceFlags.SAMPLED, SamplingDecision.RECORD_AND_SAMPLED],
    [TraceFlags.NONE, SamplingDecision.NOT_RECORD],
  ])('follows its parent (flags %i)', (traceFlags, decision) => {
    const parent = trace.setSpanContext(context.active(), {
      traceId: 'a'.repeat(32),
      spanId: 'b'.repeat(16),
      traceFlags,
      isRemote: true,
    });
    expect(httpSpanSampler().shouldSample(parent, 'a'.repeat(32), 'HTTP GET', SpanKind.CLIENT, {}, []).decision).toBe(
      decision,
    );
  });

  it.each([
    ['GET', {}, true],
    ['HTTP POST', {}, true],
    ['fetch', { 'http.request.method': 'GET' }, true],
    ['fetch', { 'url.full': 'https://x.test' }, true],
    ['page load', {}, false],
    ['GETTING started', {}, false],
  ])('%s with %j is an HTTP span: %s', (name, attributes, expected) => {
    expect(isHttpSpan(name, attributes)).toBe(expected);
  });
});
