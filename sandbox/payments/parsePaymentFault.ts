import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';

/** Where tests switch the sandbox's API between healthy and broken (no signature: the control is the sandbox's own). */
export const PAYMENT_FAULTS_PATH = '/__sandbox/faults';

/**
 * The sandbox's server API under a lane's name (`/lanes/<lane>/api/v1/`): an app pointed there shares every order,
 * product and subscription with the others, but a fault armed for its lane breaks only its calls, so tests that break
 * the provider run beside tests that pay through it.
 */
export const laneApiPath = (lane: string): string => `/lanes/${lane}${SANDBOX_PROVIDER.apiPath}`;
const LANE_PATH = /^\/lanes\/([a-z0-9-]+)(\/.*)$/;

/** A request's path without its lane, and the lane it came through (none: the sandbox's own API and pages). */
export function laneOf(pathname: string): { lane?: string; pathname: string } {
  const match = LANE_PATH.exec(pathname);
  return match ? { lane: match[1] as string, pathname: match[2] as string } : { pathname };
}
/** A slow answer's delay when none is given. */
export const DEFAULT_SLOW_MS = 3000;

const MODES = ['ok', 'down', 'slow', 'reset'] as const;

/**
 * How the server API's calls (`POST /api/v1/<operation>`) behave: `ok`; `down` answers 503 with the provider's 5.03;
 * `slow` answers after `delayMs`; `reset` closes the connection without an answer, having done nothing. Only the
 * `operations` named (every one when none is), and only the next `count` of those calls (every one, until the
 * fault is changed, when no count is given): the fault is spent by the calls it breaks. With a `lane`, only calls
 * made through that lane (laneApiPath). The form's endpoints and pages are never affected.
 */
export type PaymentFault = {
  mode: (typeof MODES)[number];
  delayMs: number;
  operations: string[];
  count?: number;
  lane?: string;
};

/** The body of `POST /__sandbox/faults` as a fault, or why it is not one. */
export function parsePaymentFault(value: unknown): PaymentFault | string {
  const {
    mode,
    delayMs = DEFAULT_SLOW_MS,
    operations = [],
    count,
    lane,
  } = (value ?? {}) as { mode?: unknown; delayMs?: unknown; operations?: unknown; count?: unknown; lane?: unknown };
  if (!MODES.includes(mode as PaymentFault['mode'])) return `mode must be one of ${MODES.join(', ')}`;
  if (!(Number.isInteger(delayMs) && (delayMs as number) >= 0)) return 'delayMs must be a whole number of milliseconds';
  if (!(Array.isArray(operations) && operations.every((o) => typeof o === 'string')))
    return 'operations must be a list of API operations (charge, status, products...)';
  if (count !== undefined && !(Number.isInteger(count) && (count as number) > 0))
    return 'count must be a whole number above 0';
  if (lane !== undefined && !(typeof lane === 'string' && laneOf(laneApiPath(lane)).lane === lane))
    return 'lane must be a name of lowercase letters, digits and dashes';
  return {
    mode: mode as PaymentFault['mode'],
    delayMs: delayMs as number,
    operations: operations as string[],
    ...(count !== undefined && { count: count as number }),
    ...(lane !== undefined && { lane: lane as string }),
  };
}

/**
 * The fault in force, spent call by call: `take(operation, lane)` answers how this call behaves (and counts it against
 * the fault's count); `set` replaces the fault.
 */
export function createFaultSwitch() {
  let fault: PaymentFault = { mode: 'ok', delayMs: 0, operations: [] };
  return {
    set(next: PaymentFault) {
      fault = structuredClone(next);
    },
    current: (): PaymentFault => structuredClone(fault),
    take(operation: string, lane?: string): 'ok' | 'down' | 'reset' | { slow: number } {
      if (fault.mode === 'ok') return 'ok';
      if (fault.lane !== undefined && fault.lane !== lane) return 'ok';
      if (fault.operations.length > 0 && !fault.operations.includes(operation)) return 'ok';
      const { mode, delayMs } = fault;
      if (fault.count !== undefined) {
        fault.count -= 1;
        if (fault.count === 0) fault = { mode: 'ok', delayMs: 0, operations: [] };
      }
      return mode === 'slow' ? { slow: delayMs } : mode;
    },
  };
}
