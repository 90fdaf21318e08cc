import { laneApiPath } from '@/sandbox/payments/parsePaymentFault';
import { SANDBOX_ADS, sandboxAdsUrls } from '@/schemas/ads/adNetworkApis';
import { sandboxSmtpUrl } from '@/schemas/mail/sandboxMail';
import { SANDBOX_PROVIDER } from '@/schemas/payments/sandboxProvider';

/**
 * The loopback ports of the servers the e2e tests start: the two apps, and sandboxes of their own, apart from the
 * defaults `npm run dev` and `npm start` give theirs (3000, payment 4020, mail 4025 and 4030, services 4035, ads
 * 4040). A developer's app running beside the tests keeps its sandboxes, whose webhooks and mail go to it, and the
 * tests keep theirs.
 */
function portOf(variable: string, fallback: number): number {
  const raw = process.env[variable];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${variable} is not a port: ${raw}`);
  return port;
}

const app = portOf('E2E_PORT', 3107);

export const E2E_PORTS = {
  /** The app built as developers and stage run it; the instances some specs start take ports above (E2E_INSTANCE_PORTS). */
  app,
  /** The app built as production runs it. */
  production: app + 1,
  /** The payment sandbox: the apps' provider API and form SDK, its webhooks going to the first app. */
  paymentSandbox: portOf('E2E_PAYMENT_SANDBOX_PORT', 4120),
  /** The mail sandbox's SMTP port, where the apps send mail. */
  mailSmtp: portOf('E2E_MAIL_SANDBOX_SMTP_PORT', 4125),
  /** The mail sandbox's page and `GET /messages`, where the specs read what was mailed. */
  mailWeb: portOf('E2E_MAIL_SANDBOX_PORT', 4130),
  /** The services sandbox: the first app's palm, face and assistant services (the production app has them off). */
  servicesSandbox: portOf('E2E_SERVICES_SANDBOX_PORT', 4135),
  /** The ads sandbox: the ad networks' server APIs of every app the specs start but production's. */
  adsSandbox: portOf('E2E_ADS_SANDBOX_PORT', 4140),
} as const;

/**
 * The ports of the app instances some specs start of their own, above the first app's, one set per spec so that
 * two specs running at once in the two workers never meet on a port (each instance refuses a port in use, and a
 * spec reaching another's instance reads the wrong funnels). hostileContent takes one per worker, from 60 above up
 * (hostileContentPort), above all of these.
 */
export const E2E_INSTANCE_PORTS = {
  publishing: [app + 10, app + 11],
  paymentFaults: [app + 15],
  draftPreview: [app + 20],
  emailPages: [app + 25],
  instancesOutage: [app + 27, app + 28],
  developerRoutes: [app + 30],
  conversions: [app + 35],
  experiments: [app + 40],
  tracking: [app + 45],
  attribution: [app + 50],
  report: [app + 55],
  reportOnEveryPath: [app + 57],
  spendReturns: [app + 58],
} as const;

/** The port of the hostile-content spec's instance in the worker of this parallel index. */
export const hostileContentPort = (parallelIndex: number) => app + 60 + parallelIndex;

/** Each port with what it is for and the variable that moves it, for a refusal a person can act on. */
export const E2E_SERVERS = [
  { port: E2E_PORTS.app, what: 'the e2e app', variable: 'E2E_PORT' },
  { port: E2E_PORTS.production, what: 'the e2e production app', variable: 'E2E_PORT (it is the port above)' },
  { port: E2E_PORTS.paymentSandbox, what: 'the e2e payment sandbox', variable: 'E2E_PAYMENT_SANDBOX_PORT' },
  { port: E2E_PORTS.mailSmtp, what: "the e2e mail sandbox's SMTP", variable: 'E2E_MAIL_SANDBOX_SMTP_PORT' },
  { port: E2E_PORTS.mailWeb, what: "the e2e mail sandbox's page", variable: 'E2E_MAIL_SANDBOX_PORT' },
  { port: E2E_PORTS.servicesSandbox, what: 'the e2e services sandbox', variable: 'E2E_SERVICES_SANDBOX_PORT' },
  { port: E2E_PORTS.adsSandbox, what: 'the e2e ads sandbox', variable: 'E2E_ADS_SANDBOX_PORT' },
] as const;

export const E2E_PAYMENT_SANDBOX_URL = `http://127.0.0.1:${E2E_PORTS.paymentSandbox}`;
export const E2E_MAIL_SANDBOX_URL = `http://127.0.0.1:${E2E_PORTS.mailWeb}`;
export const E2E_SERVICES_SANDBOX_URL = `http://127.0.0.1:${E2E_PORTS.servicesSandbox}`;
export const E2E_ADS_SANDBOX_URL = `http://127.0.0.1:${E2E_PORTS.adsSandbox}`;

/**
 * What points an e2e app at the e2e sandboxes rather than at the embedded defaults (`npm run dev`'s): the provider's
 * API and form SDK (read when the app is built), the mail transport, and the palm, face and assistant services (read when
 * the app is built). Every app the specs start is given them.
 */
export const E2E_SANDBOX_SETTINGS = {
  SOLIDGATE_API_URL: `${E2E_PAYMENT_SANDBOX_URL}${SANDBOX_PROVIDER.apiPath}`,
  NEXT_PUBLIC_PAYMENT_SDK_URL: `${E2E_PAYMENT_SANDBOX_URL}${SANDBOX_PROVIDER.sdkPath}`,
  SMTP_URL: sandboxSmtpUrl(E2E_PORTS.mailSmtp),
  NEXT_PUBLIC_PALM_API_URL: E2E_SERVICES_SANDBOX_URL,
  NEXT_PUBLIC_FACE_API_URL: E2E_SERVICES_SANDBOX_URL,
  NEXT_PUBLIC_ASSISTANT_API_URL: E2E_SERVICES_SANDBOX_URL,
  FACEBOOK_CONVERSIONS_URL: sandboxAdsUrls(E2E_PORTS.adsSandbox).facebook,
  FACEBOOK_CONVERSIONS_TOKEN: SANDBOX_ADS.tokens.facebook,
  TIKTOK_EVENTS_URL: sandboxAdsUrls(E2E_PORTS.adsSandbox).tikTok,
  TIKTOK_EVENTS_TOKEN: SANDBOX_ADS.tokens.tikTok,
};

/**
 * What points an app's provider calls at a lane of the e2e payment sandbox (laneApiPath): a spec that arms faults for
 * its lane breaks only its own app's calls, never those of the specs paying beside it.
 */
export const e2ePaymentLane = (lane: string) => ({
  SOLIDGATE_API_URL: `${E2E_PAYMENT_SANDBOX_URL}${laneApiPath(lane)}`,
});
