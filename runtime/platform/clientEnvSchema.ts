import { z } from 'zod';
import { ENVIRONMENTS } from '@/schemas/enums/environments';
import { CLIENT_ENV_DEFAULTS, clientEnvSource } from './env.client';
import { parseEnv } from './parseEnv';

/** A base URL: a path on this site, or an http(s) address; never protocol-relative (`//host`). */
const baseUrl = z
  .string()
  .regex(/^(\/(?!\/)|https?:\/\/[^/])/, 'must be a path starting with a single / or an http(s):// URL');

/**
 * The browser's settings, checked on the server at start (the browser gets the same values inlined
 * at build time and does not carry zod). Services whose setting is unset are off.
 */
export const clientEnvSchema = z.object({
  NEXT_PUBLIC_PRODUCT_NAME: z.string().min(1).default(CLIENT_ENV_DEFAULTS.NEXT_PUBLIC_PRODUCT_NAME),
  /** Where customers write for help: named on the information and email pages. */
  NEXT_PUBLIC_SUPPORT_EMAIL: z.email().default(CLIENT_ENV_DEFAULTS.NEXT_PUBLIC_SUPPORT_EMAIL),
  /** APP_ENV, passed to the browser by next.config.mjs. */
  NEXT_PUBLIC_APP_ENV: z.enum(ENVIRONMENTS).default(CLIENT_ENV_DEFAULTS.NEXT_PUBLIC_APP_ENV),
  /** docs/calls.md#base-urls: the versioned gateway API and the other services the browser calls. */
  NEXT_PUBLIC_GATEWAY_API_URL: baseUrl.default(CLIENT_ENV_DEFAULTS.NEXT_PUBLIC_GATEWAY_API_URL),
  NEXT_PUBLIC_PALM_API_URL: baseUrl.optional(),
  NEXT_PUBLIC_FACE_API_URL: baseUrl.optional(),
  NEXT_PUBLIC_ASSISTANT_API_URL: baseUrl.optional(),
  NEXT_PUBLIC_GEOCODING_API_URL: baseUrl.optional(),
  /** The payment provider's form SDK script (next.config.mjs defaults it to the payment sandbox's). */
  NEXT_PUBLIC_PAYMENT_SDK_URL: z.url().default(CLIENT_ENV_DEFAULTS.NEXT_PUBLIC_PAYMENT_SDK_URL),
  /** Error monitoring: on only when a DSN is set. */
  NEXT_PUBLIC_SENTRY_DSN: z.url().optional(),
  /** Browser tracing: on only when an OTLP/HTTP traces endpoint is set. */
  NEXT_PUBLIC_OTEL_TRACES_URL: z.url().optional(),
  /**
   * The commercial consent platform (OneTrust): its script and the site's domain id. Both set: it asks for consent;
   * else the embedded open-source consent manager does (docs/decisions/0016).
   */
  NEXT_PUBLIC_CONSENT_SCRIPT_URL: z.url().optional(),
  NEXT_PUBLIC_CONSENT_DOMAIN_ID: z.string().min(1).optional(),
  /**
   * `on`: the ad pixels' scripts load (after targeting consent) for the funnels' pixel ids. `off` (the default, so
   * replaying fixtures never calls the ad networks): every pixel call is only recorded for the tester-mode inspector.
   */
  NEXT_PUBLIC_PIXEL_SCRIPTS: z.enum(['on', 'off']).default(CLIENT_ENV_DEFAULTS.NEXT_PUBLIC_PIXEL_SCRIPTS),
  /**
   * `on` (the default): the steps of a visit whose visitor has not answered the consent question are counted for the
   * report, anonymously (docs/decisions/0031). `off`: only visits followed with consent are measured.
   */
  NEXT_PUBLIC_COUNT_WITHOUT_CONSENT: z
    .enum(['on', 'off'])
    .default(CLIENT_ENV_DEFAULTS.NEXT_PUBLIC_COUNT_WITHOUT_CONSENT),
  /** Product analytics (Amplitude): on only when its key is set; otherwise events go to the app's own gateway. */
  NEXT_PUBLIC_AMPLITUDE_API_KEY: z.string().regex(/^\w+$/, 'must be letters and digits').optional(),
  /** Where Amplitude's SDK sends events (its HTTP API, or a proxy; tests point it at a stub); unset, the SDK's own. */
  NEXT_PUBLIC_AMPLITUDE_SERVER_URL: z.url().optional(),
  /**
   * docs/calls.md#landing-device-call: the analytics gateway the landing-device call goes to; default the app's own
   * (`/api/v1/analytics`).
   */
  NEXT_PUBLIC_ANALYTICS_GATEWAY_URL: baseUrl.default(CLIENT_ENV_DEFAULTS.NEXT_PUBLIC_ANALYTICS_GATEWAY_URL),
  /** Heatmap and session recording (Microsoft Clarity): on only when its project id is set. */
  NEXT_PUBLIC_CLARITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9]+$/i, 'must be letters and digits')
    .optional(),
});
export type ClientEnv = z.infer<typeof clientEnvSchema>;

/** Checks the browser's settings; throws one error listing every bad variable. */
export function parseClientEnv(source: Record<string, string | undefined> = clientEnvSource): ClientEnv {
  return parseEnv(clientEnvSchema, source);
}
