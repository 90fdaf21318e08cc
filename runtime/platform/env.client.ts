import { SANDBOX_SDK_URL } from '@/schemas/payments/sandboxSdkUrl.mjs';
import type { ClientEnv } from './clientEnvSchema';

/** The defaults of the browser's settings (the schema in clientEnvSchema.ts uses the same). */
export const CLIENT_ENV_DEFAULTS = {
  NEXT_PUBLIC_PRODUCT_NAME: 'Stellara',
  NEXT_PUBLIC_SUPPORT_EMAIL: 'support@stellara.app',
  NEXT_PUBLIC_APP_ENV: 'dev',
  NEXT_PUBLIC_GATEWAY_API_URL: '/api/v1',
  NEXT_PUBLIC_PAYMENT_SDK_URL: SANDBOX_SDK_URL,
  NEXT_PUBLIC_PIXEL_SCRIPTS: 'off',
  NEXT_PUBLIC_COUNT_WITHOUT_CONSENT: 'on',
  NEXT_PUBLIC_ANALYTICS_GATEWAY_URL: '/api/v1/analytics',
} as const;

/** Next inlines each NEXT_PUBLIC_ variable only where it is named literally, so each is named here. */
export const clientEnvSource: Record<keyof ClientEnv, string | undefined> = {
  NEXT_PUBLIC_PRODUCT_NAME: process.env.NEXT_PUBLIC_PRODUCT_NAME,
  NEXT_PUBLIC_SUPPORT_EMAIL: process.env.NEXT_PUBLIC_SUPPORT_EMAIL,
  NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV,
  NEXT_PUBLIC_GATEWAY_API_URL: process.env.NEXT_PUBLIC_GATEWAY_API_URL,
  NEXT_PUBLIC_PALM_API_URL: process.env.NEXT_PUBLIC_PALM_API_URL,
  NEXT_PUBLIC_FACE_API_URL: process.env.NEXT_PUBLIC_FACE_API_URL,
  NEXT_PUBLIC_ASSISTANT_API_URL: process.env.NEXT_PUBLIC_ASSISTANT_API_URL,
  NEXT_PUBLIC_GEOCODING_API_URL: process.env.NEXT_PUBLIC_GEOCODING_API_URL,
  NEXT_PUBLIC_PAYMENT_SDK_URL: process.env.NEXT_PUBLIC_PAYMENT_SDK_URL,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
  NEXT_PUBLIC_OTEL_TRACES_URL: process.env.NEXT_PUBLIC_OTEL_TRACES_URL,
  NEXT_PUBLIC_CONSENT_SCRIPT_URL: process.env.NEXT_PUBLIC_CONSENT_SCRIPT_URL,
  NEXT_PUBLIC_CONSENT_DOMAIN_ID: process.env.NEXT_PUBLIC_CONSENT_DOMAIN_ID,
  NEXT_PUBLIC_PIXEL_SCRIPTS: process.env.NEXT_PUBLIC_PIXEL_SCRIPTS,
  NEXT_PUBLIC_COUNT_WITHOUT_CONSENT: process.env.NEXT_PUBLIC_COUNT_WITHOUT_CONSENT,
  NEXT_PUBLIC_AMPLITUDE_API_KEY: process.env.NEXT_PUBLIC_AMPLITUDE_API_KEY,
  NEXT_PUBLIC_AMPLITUDE_SERVER_URL: process.env.NEXT_PUBLIC_AMPLITUDE_SERVER_URL,
  NEXT_PUBLIC_ANALYTICS_GATEWAY_URL: process.env.NEXT_PUBLIC_ANALYTICS_GATEWAY_URL,
  NEXT_PUBLIC_CLARITY_PROJECT_ID: process.env.NEXT_PUBLIC_CLARITY_PROJECT_ID,
};

/**
 * The browser's settings. The server checks these same inlined values with zod when it starts
 * (instrumentation.ts) and refuses to run on bad ones, so the browser takes them as they are and
 * ships no validator. Empty strings count as unset.
 */
export const clientEnv = {
  ...CLIENT_ENV_DEFAULTS,
  ...Object.fromEntries(Object.entries(clientEnvSource).filter(([, v]) => v !== undefined && v !== '')),
} as ClientEnv;
