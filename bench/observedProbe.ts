import { z } from 'zod';

/**
 * What runs in the page to observe its load as a visitor's browser lives it, with the Performance API only: the
 * first contentful paint, the largest contentful paint, every long task (over 50 ms), and the long animation frames
 * with the scripts that ran in them (what a long task was doing). Plain JavaScript in a string, installed before the
 * page's own scripts: nothing of the bundler's reaches the page.
 */
export const OBSERVED_PROBE = `(() => {
  const seen = { fcpMs: null, lcpMs: null, tasks: [], frames: [] };
  window.__observed = seen;
  const observe = (type, take) => {
    try { new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true }); }
    catch {}
  };
  observe('paint', (e) => { if (e.name === 'first-contentful-paint') seen.fcpMs = e.startTime; });
  observe('largest-contentful-paint', (e) => { seen.lcpMs = e.startTime; });
  observe('longtask', (e) => { seen.tasks.push({ startMs: e.startTime, durationMs: e.duration }); });
  observe('long-animation-frame', (e) => {
    seen.frames.push({
      startMs: e.startTime,
      durationMs: e.duration,
      scripts: (e.scripts || []).map((s) => ({
        source: s.sourceURL || '',
        fn: s.sourceFunctionName || '',
        invoker: s.invoker || '',
        startMs: s.startTime,
        durationMs: s.duration,
      })),
    });
  });
})();`;

/** Reads what the probe saw. */
export const READ_OBSERVED_PROBE = 'window.__observed';

const spanSchema = z.object({ startMs: z.number(), durationMs: z.number() });
export const observedScriptSchema = spanSchema.extend({ source: z.string(), fn: z.string(), invoker: z.string() });
export const observedProbeSchema = z.object({
  fcpMs: z.number().nullable(),
  lcpMs: z.number().nullable(),
  tasks: z.array(spanSchema),
  frames: z.array(spanSchema.extend({ scripts: z.array(observedScriptSchema) })),
});
export type ObservedProbe = z.infer<typeof observedProbeSchema>;
