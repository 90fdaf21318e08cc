import type { PageWeight } from './benchResults';
import type { Budgets } from './budgets';

export type BudgetCheck = { page: string; over: boolean; line: string };

const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/**
 * The gate of `npm test`: each listed first step's interactive JS at most the bare Next page's stored figure plus
 * the allowance, and the whole first step under the ceiling.
 */
export function checkBudgets(weights: PageWeight[], budgets: Budgets): BudgetCheck[] {
  const jsLimit = budgets.bareNext.interactiveJsGzipBytes + budgets.interactiveJsOverBareNextBytes;
  return weights.map((w) => {
    const jsOver = w.interactiveJsGzipBytes > jsLimit;
    const wholeOver = w.wholeGzipBytes >= budgets.wholeFirstStepBelowBytes;
    const line =
      `${w.page} first step: interactive JS ${kib(w.interactiveJsGzipBytes)} gzip (budget ${kib(jsLimit)}: bare Next ` +
      `${kib(budgets.bareNext.interactiveJsGzipBytes)} + ${kib(budgets.interactiveJsOverBareNextBytes)})` +
      `${jsOver ? ' OVER BUDGET' : ''}, whole ${kib(w.wholeGzipBytes)} gzip (budget under ` +
      `${kib(budgets.wholeFirstStepBelowBytes)})${wholeOver ? ' OVER BUDGET' : ''}`;
    return { page: w.page, over: jsOver || wholeOver, line };
  });
}
