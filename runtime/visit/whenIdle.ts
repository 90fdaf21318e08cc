/**
 * Runs `work` once the browser is idle, or after `timeoutMs` at the latest; returns what cancels it. Safari has no
 * idle callback: there the work runs on the next task.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work);
  return () => clearTimeout(timer);
}
