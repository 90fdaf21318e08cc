import { expect, test } from 'vitest';
import { E2E_DEV_PORTS } from '@/e2e/support/devServer';
import { E2E_INSTANCE_PORTS, E2E_SERVERS, hostileContentPort } from '@/e2e/support/e2ePorts';
import { SANDBOX_ADS } from '@/schemas/ads/adNetworkApis';
import { SANDBOX_MAIL } from '@/schemas/mail/sandboxMail';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';
import { SANDBOX_SERVICES_PORT } from '@/schemas/services/sandboxServices.mjs';

test("no two e2e specs' instances, and none of the e2e servers, share a port", () => {
  const workers = [0, 1, 2, 3].map(hostileContentPort);
  const ports = [...Object.values(E2E_INSTANCE_PORTS).flat(), ...E2E_SERVERS.map((s) => s.port), ...workers];
  expect(new Set(ports).size).toBe(ports.length);
});

test("the development server's specs take ports of none of the e2e servers, nor `npm run dev`'s", () => {
  const workers = [0, 1, 2, 3].map(hostileContentPort);
  const e2e = [...Object.values(E2E_INSTANCE_PORTS).flat(), ...E2E_SERVERS.map((s) => s.port), ...workers];
  // The app and its builder sandbox (sandbox/builder/main.ts), payment, mail, services and ads sandboxes.
  const npmRunDev = [3000, 4010, SANDBOX_PROVIDER.port, SANDBOX_MAIL.smtpPort, SANDBOX_MAIL.webPort];
  const dev = Object.values(E2E_DEV_PORTS);
  expect(new Set(dev).size).toBe(dev.length);
  const others = [...e2e, ...npmRunDev, SANDBOX_SERVICES_PORT, SANDBOX_ADS.port];
  expect(dev.filter((port) => others.includes(port))).toEqual([]);
});
