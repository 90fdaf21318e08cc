/** Where tests switch the sandbox's reads between healthy and broken (with the API key, like every call). */
export const BUILDER_FAULTS_PATH = '/__sandbox/faults';
/** A slow read's delay when none is given: longer than the runtime client's per-attempt timeout. */
export const DEFAULT_SLOW_MS = 3000;

const MODES = ['ok', 'down', 'error', 'slow', 'garbage'] as const;

/**
 * How reads behave: `ok`; `down` answers 503; `error` answers 500, as a builder that failed; `slow` answers after `delayMs`; `garbage` answers 200 with
 * a body that is not JSON. Writes and the fault control itself are never affected.
 */
export type BuilderFault = { mode: (typeof MODES)[number]; delayMs: number };

/** The body of `POST /__sandbox/faults` as a fault, or why it is not one. */
export function parseBuilderFault(value: unknown): BuilderFault | string {
  const { mode, delayMs = DEFAULT_SLOW_MS } = (value ?? {}) as { mode?: unknown; delayMs?: unknown };
  if (!MODES.includes(mode as BuilderFault['mode'])) return `mode must be one of ${MODES.join(', ')}`;
  if (!(Number.isInteger(delayMs) && (delayMs as number) >= 0)) return 'delayMs must be a whole number of milliseconds';
  return { mode: mode as BuilderFault['mode'], delayMs: delayMs as number };
}
