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
