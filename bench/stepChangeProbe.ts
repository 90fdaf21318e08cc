import { z } from 'zod';

/**
 * What runs in the page to time a step change, with the Performance API only: a capturing click listener notes
 * when the click arrived (performance.now()), a MutationObserver sees the step section change to another step,
 * and the next frame after that (requestAnimationFrame, then a task queued from it, which runs once the frame is
 * painted) ends the timing. Resource Timing entries started in between are the requests on that path.
 * Plain JavaScript in a string, installed before the page's own scripts: nothing of the bundler's reaches the page.
 */
export const STEP_CHANGE_PROBE = `(() => {
  const probe = { clickAt: undefined, result: undefined };
  window.__stepChange = probe;
  performance.setResourceTimingBufferSize(100000);
  document.addEventListener('click', () => { probe.clickAt = performance.now(); }, { capture: true });
  probe.arm = (from) => {
    probe.clickAt = undefined;
    probe.result = undefined;
    const observer = new MutationObserver(() => {
      const to = document.querySelector('section[data-step]')?.getAttribute('data-step');
      if (!to || to === from) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const paintedAt = performance.now();
          const clickAt = probe.clickAt;
          const requests = clickAt === undefined ? [] : performance.getEntriesByType('resource')
            .filter((e) => e.startTime >= clickAt && e.startTime <= paintedAt).map((e) => e.name);
          probe.result = { to, clickToPaintMs: clickAt === undefined ? null : paintedAt - clickAt, requests };
        };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-step'] });
  };
})();`;

/** Arms the probe before acting on step `from`: its result is set once another step is on screen and painted. */
export const armStepChangeProbe = (from: string) => `window.__stepChange.arm(${JSON.stringify(from)})`;

/** The probe's result, undefined until the step changed and was painted. */
export const READ_STEP_CHANGE_PROBE = 'window.__stepChange.result';

export const stepChangeProbeResultSchema = z.object({
  to: z.string(),
  /** null when the step changed without a click (a loading step going on by itself). */
  clickToPaintMs: z.number().nullable(),
  requests: z.array(z.string()),
});
