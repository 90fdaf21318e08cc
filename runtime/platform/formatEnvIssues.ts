import type { z } from 'zod';

/** A bad environment as a readable list: one line per variable, what is wrong with it. */
export function formatEnvIssues(error: z.ZodError): string {
  const lines = error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  return `Invalid environment:\n${lines.join('\n')}`;
}
