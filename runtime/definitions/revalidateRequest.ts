import { z } from 'zod';

/** The body of the revalidation route: the URL paths (`/slug`, `/alias`) whose cached pages are to be refreshed. */
export const revalidateRequestSchema = z.object({ paths: z.array(z.string().startsWith('/')) });
export type RevalidateRequest = z.infer<typeof revalidateRequestSchema>;
