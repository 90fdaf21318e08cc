import { z } from 'zod';

/**
 * The errors of one refused document: each with its JSON pointer, rule and sentence (DefinitionError). Kept with
 * a refused change event, and read back from the database through this schema.
 */
export const documentErrorsSchema = z.object({
  document: z.string(),
  errors: z.array(z.object({ pointer: z.string(), rule: z.string(), message: z.string() })),
});
export type DocumentErrors = z.infer<typeof documentErrorsSchema>;
