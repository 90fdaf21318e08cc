import { expect, test } from 'vitest';
import { E2E_INSTANCE_PORTS, E2E_SERVERS } from '../e2e/support/e2ePorts';

test("no two e2e specs' instances, and none of the e2e servers, share a port", () => {
  const ports = [...Object.values(E2E_INSTANCE_PORTS).flat(), ...E2E_SERVERS.map((s) => s.port)];
  expect(new Set(ports).size).toBe(ports.length);
});
