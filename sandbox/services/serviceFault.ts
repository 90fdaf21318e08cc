import { SERVICE_NAMES, type ServiceName } from '@/schemas/services/serviceContract';

/** Where tests switch the stand-ins between healthy and broken (loopback only, no key: the control is the sandbox's own). */
export const SERVICE_FAULTS_PATH = '/__sandbox/faults';
/** Where tests read what each stand-in received: counts and sizes, never the bytes. */
export const SERVICE_REQUESTS_PATH = '/__sandbox/requests';

const MODES = ['ok', 'down', 'hang', 'garbage'] as const;

/**
 * How the stand-ins answer: `ok`; `down` answers 500; `hang` never answers (until the sandbox closes); `garbage`
 * answers 200 with JSON that is not the contract. Only the `services` named (every one when none is), and only the
 * next `count` of their calls (every one, until the fault is changed, when no count is given).
 */
export type ServiceFault = { mode: (typeof MODES)[number]; services: ServiceName[]; count?: number };

/** The body of `POST /__sandbox/faults` as a fault, or why it is not one. */
export function parseServiceFault(value: unknown): ServiceFault | string {
  const { mode, services = [], count } = (value ?? {}) as { mode?: unknown; services?: unknown; count?: unknown };
  if (!MODES.includes(mode as ServiceFault['mode'])) return `mode must be one of ${MODES.join(', ')}`;
  if (!(Array.isArray(services) && services.every((s) => SERVICE_NAMES.includes(s))))
    return `services must be a list of ${SERVICE_NAMES.join(', ')}`;
  if (count !== undefined && !(Number.isInteger(count) && (count as number) > 0))
    return 'count must be a whole number above 0';
  return {
    mode: mode as ServiceFault['mode'],
    services: services as ServiceName[],
    ...(count !== undefined && { count: count as number }),
  };
}

/** The fault in force, spent call by call: `take(service)` answers how this call behaves. */
export function createServiceFaultSwitch() {
  const healthy: ServiceFault = { mode: 'ok', services: [] };
  let fault: ServiceFault = healthy;
  return {
    set(next: ServiceFault) {
      fault = structuredClone(next);
    },
    take(service: ServiceName): ServiceFault['mode'] {
      if (fault.mode === 'ok' || (fault.services.length > 0 && !fault.services.includes(service))) return 'ok';
      const { mode } = fault;
      if (fault.count !== undefined) {
        fault.count -= 1;
        if (fault.count === 0) fault = healthy;
      }
      return mode;
    },
  };
}
