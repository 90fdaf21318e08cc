import { z } from 'zod';
import { ENVIRONMENTS } from '../../schemas/enums/environments';
import { parseEnv } from './parseEnv';

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
  .optional();

/**
 * Server settings. Every one has an embedded default, so the app runs with none set:
 * fixtures for definitions, PGlite in a local folder for the database.
 */
export const serverEnvSchema = z.object({
  APP_ENV: z.enum(ENVIRONMENTS).default('dev'),
  DATABASE_URL: postgresUrl,
  PGLITE_DATA_DIR: z.string().min(1).default('.data/pglite'),
  FIXTURES_DIR: z.string().min(1).default('fixtures/funnels'),
  BUILDER_API_HOST: z.url().optional(),
  BUILDER_API_KEY: z.string().min(1).optional(),
  /** SPEC §1: domain-verification ids for the reviews provider and the social network (meta tags). */
  REVIEWS_VERIFICATION_ID: z.string().min(1).optional(),
  SOCIAL_VERIFICATION_ID: z.string().min(1).optional(),
  /** SPEC §1: an optional sprite image preloaded by every page. */
  SPRITE_URL: z
    .string()
    .regex(/^(\/|https:\/\/)/, 'must be a path starting with / or an https:// URL')
    .optional(),
  /** Server spans go to this OTLP/HTTP traces endpoint; unset, server tracing is off. */
  OTEL_TRACES_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** SPEC §2: the external privacy policy the information pages link to. */
  PRIVACY_POLICY_URL: z.url().default('https://stellara.app/privacy'),
});
export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Parses server settings; throws one error listing every bad variable. Empty strings count as unset. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  return parseEnv(serverEnvSchema, source);
}

let parsed: ServerEnv | undefined;

/** The server settings of this process, parsed once. */
export function serverEnv(): ServerEnv {
  parsed ??= parseServerEnv(process.env);
  return parsed;
}
