import { z } from 'zod';
import { parseEnv } from './parseEnv';

/** Settings the browser may see: only NEXT_PUBLIC_ variables, inlined by Next at build time. */
export const clientEnvSchema = z.object({
  NEXT_PUBLIC_PRODUCT_NAME: z.string().min(1).default('Stellara'),
});
export type ClientEnv = z.infer<typeof clientEnvSchema>;

/** Next inlines each NEXT_PUBLIC_ variable only where it is named literally, so name each one here. */
export const clientEnv: ClientEnv = parseEnv(clientEnvSchema, {
  NEXT_PUBLIC_PRODUCT_NAME: process.env.NEXT_PUBLIC_PRODUCT_NAME,
});
