/**
 * A promise that resolves once the page has started no request for `quietMs` (Resource Timing), or after
 * `timeoutMs`: the idle turns' code loaded. Plain JavaScript, evaluated in the page (`page.evaluate`).
 */
export const untilQuiet = (quietMs: number, timeoutMs: number) => `new Promise((resolve) => {
  const requests = () => performance.getEntriesByType('resource').length;
  const started = performance.now();
  let seen = requests();
  let changedAt = started;
  const poll = setInterval(() => {
    const now = performance.now();
    if (requests() !== seen) { seen = requests(); changedAt = now; }
    if (now - changedAt >= ${quietMs} || now - started >= ${timeoutMs}) { clearInterval(poll); resolve(); }
  }, 100);
})`;
