import type { z } from 'zod';

/**
 * Parses environment variables with a schema. Empty strings count as unset, so defaults apply; a bad
 * environment throws one error listing every bad variable, one line each.
 */
export function parseEnv<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>): z.output<S> {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}
