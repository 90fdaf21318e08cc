import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The byte budgets `npm test` holds the first steps to (bench/budgets.json): the scripts a first step needs before
 * it is interactive at most the bare Next page's plus an allowance, and the whole first step under a ceiling.
 * The bare Next page's figure is measured by `npm run bench -- weights` and stored with its date.
 */
export const budgetsSchema = z.strictObject({
  bareNext: z.strictObject({ interactiveJsGzipBytes: z.number().int().nonnegative(), measuredOn: z.string() }),
  interactiveJsOverBareNextBytes: z.number().int().positive(),
  wholeFirstStepBelowBytes: z.number().int().positive(),
  pages: z.array(z.string().min(1)).min(1),
});
export type Budgets = z.infer<typeof budgetsSchema>;

const BUDGETS_FILE = new URL('./budgets.json', import.meta.url);

export function readBudgets(): Budgets {
  return budgetsSchema.parse(JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')));
}

export function writeBudgets(budgets: Budgets): void {
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgetsSchema.parse(budgets), null, 2)}\n`);
}
