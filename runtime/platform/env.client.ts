import { z } from 'zod';
import { formatEnvIssues } from './formatEnvIssues';

/** Settings the browser may see: only NEXT_PUBLIC_ variables, inlined by Next at build time. */
export const clientEnvSchema = z.object({
  NEXT_PUBLIC_PRODUCT_NAME: z.string().min(1).default('Stellara'),
});
export type ClientEnv = z.infer<typeof clientEnvSchema>;

export function parseClientEnv(source: Record<string, string | undefined>): ClientEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = clientEnvSchema.safeParse(present);
  if (!result.success) throw new Error(formatEnvIssues(result.error));
  return result.data;
}

/** Next inlines each NEXT_PUBLIC_ variable only where it is named literally, so name each one here. */
export const clientEnv: ClientEnv = parseClientEnv({
  NEXT_PUBLIC_PRODUCT_NAME: process.env.NEXT_PUBLIC_PRODUCT_NAME,
});
