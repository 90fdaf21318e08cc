/**
 * What runs in the page to time a step change, with the Performance API only: a capturing click listener notes
 * when the click arrived (performance.now()), a MutationObserver sees the step section change to another step,
 * and the next frame after that (requestAnimationFrame, then a task queued from it, which runs once the frame is
 * painted) ends the timing. Resource Timing entries started in between are the requests on that path.
 * Both functions are serialized into the page by Playwright: they use nothing from outside their bodies.
 */

export type StepChangeProbeResult = { to: string; clickToPaintMs: number | null; requests: string[] };

type ProbeWindow = { __stepChange: { clickAt?: number; result?: StepChangeProbeResult } };

/** Installed in every document before its scripts: notes each click. */
export function installStepChangeProbe(): void {
  const w = window as unknown as ProbeWindow;
  w.__stepChange = {};
  performance.setResourceTimingBufferSize(100_000);
  document.addEventListener(
    'click',
    () => {
      w.__stepChange.clickAt = performance.now();
    },
    { capture: true },
  );
}

/** Called before acting on step `from`: the result is set once another step is on screen and painted. */
export function armStepChangeProbe(from: string): void {
  const w = window as unknown as ProbeWindow;
  const probe = w.__stepChange;
  probe.clickAt = undefined;
  probe.result = undefined;
  const current = () => document.querySelector('section[data-step]')?.getAttribute('data-step') ?? undefined;
  const observer = new MutationObserver(() => {
    const to = current();
    if (to === undefined || to === from) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const paintedAt = performance.now();
        const clickAt = probe.clickAt;
        const requests =
          clickAt === undefined
            ? []
            : performance
                .getEntriesByType('resource')
                .filter((e) => e.startTime >= clickAt && e.startTime <= paintedAt)
                .map((e) => e.name);
        probe.result = { to, clickToPaintMs: clickAt === undefined ? null : paintedAt - clickAt, requests };
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-step'],
  });
}

/** Read after the action: the result once the step changed and was painted, else undefined. */
export function readStepChangeProbe(): StepChangeProbeResult | undefined {
  return (window as unknown as ProbeWindow).__stepChange.result;
}
