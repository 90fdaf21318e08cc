import { z } from 'zod';
import { ENVIRONMENTS } from '../../schemas/enums/environments';
import { parseEnv } from './parseEnv';

/** A base URL: a path on this site, or an http(s) address. */
const baseUrl = z.string().regex(/^(\/|https?:\/\/)/, 'must be a path starting with / or an http(s):// URL');

/**
 * Settings the browser may see: only NEXT_PUBLIC_ variables, inlined by Next at build time.
 * Services whose setting is unset are off.
 */
export const clientEnvSchema = z.object({
  NEXT_PUBLIC_PRODUCT_NAME: z.string().min(1).default('Stellara'),
  /** APP_ENV, passed to the browser by next.config.mjs. */
  NEXT_PUBLIC_APP_ENV: z.enum(ENVIRONMENTS).default('dev'),
  /** SPEC §7: the versioned gateway API and the other services the browser calls. */
  NEXT_PUBLIC_GATEWAY_API_URL: baseUrl.default('/api/v1'),
  NEXT_PUBLIC_PALM_API_URL: baseUrl.optional(),
  NEXT_PUBLIC_FACE_API_URL: baseUrl.optional(),
  NEXT_PUBLIC_ASSISTANT_API_URL: baseUrl.optional(),
  NEXT_PUBLIC_GEOCODING_API_URL: baseUrl.optional(),
  /** Error monitoring: on only when a DSN is set. */
  NEXT_PUBLIC_SENTRY_DSN: z.url().optional(),
  /** Browser tracing: on only when an OTLP/HTTP traces endpoint is set. */
  NEXT_PUBLIC_OTEL_TRACES_URL: z.url().optional(),
});
export type ClientEnv = z.infer<typeof clientEnvSchema>;

/** Next inlines each NEXT_PUBLIC_ variable only where it is named literally, so name each one here. */
export const clientEnv: ClientEnv = parseEnv(clientEnvSchema, {
  NEXT_PUBLIC_PRODUCT_NAME: process.env.NEXT_PUBLIC_PRODUCT_NAME,
  NEXT_PUBLIC_APP_ENV: process.env.NEXT_PUBLIC_APP_ENV,
  NEXT_PUBLIC_GATEWAY_API_URL: process.env.NEXT_PUBLIC_GATEWAY_API_URL,
  NEXT_PUBLIC_PALM_API_URL: process.env.NEXT_PUBLIC_PALM_API_URL,
  NEXT_PUBLIC_FACE_API_URL: process.env.NEXT_PUBLIC_FACE_API_URL,
  NEXT_PUBLIC_ASSISTANT_API_URL: process.env.NEXT_PUBLIC_ASSISTANT_API_URL,
  NEXT_PUBLIC_GEOCODING_API_URL: process.env.NEXT_PUBLIC_GEOCODING_API_URL,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
  NEXT_PUBLIC_OTEL_TRACES_URL: process.env.NEXT_PUBLIC_OTEL_TRACES_URL,
});
