import { expect, test } from 'vitest';
import { E2E_INSTANCE_PORTS, E2E_SERVERS, hostileContentPort } from '@/e2e/support/e2ePorts';

test("no two e2e specs' instances, and none of the e2e servers, share a port", () => {
  const workers = [0, 1, 2, 3].map(hostileContentPort);
  const ports = [...Object.values(E2E_INSTANCE_PORTS).flat(), ...E2E_SERVERS.map((s) => s.port), ...workers];
  expect(new Set(ports).size).toBe(ports.length);
});
