import type { Currency } from '@/schemas/enums/currencies';
import { perVisitWithIntervalText } from './amountsText';
import type { ExperimentVerdict } from './experimentVerdict';
import { percent } from './reportWords';
import type { SequentialDifference } from './sequentialInterval';

/** A difference on the verdict's metric with its always-valid interval: `+2.0% [0.8%, 3.2%]`, `+0.40 EUR [0.12, 0.68]`. */
function differenceText(d: SequentialDifference, verdict: ExperimentVerdict): string {
  if (!Number.isFinite(d.low) || !Number.isFinite(d.high)) return 'too few visitors for an interval yet';
  const sign = (n: number) => (n >= 0 ? '+' : '');
  if (verdict.metric === 'paid conversion')
    return `${sign(d.difference)}${percent(d.difference)} [${percent(d.low)}, ${percent(d.high)}]`;
  const currency = (verdict.currency ?? 'USD') as Currency;
  return `${sign(d.difference)}${perVisitWithIntervalText({ ...d, mean: d.difference }, currency)}`;
}

/**
 * The verdict in words (docs/decisions/0043): which variant won, on what, and what publishing it would change; or why
 * none is called (a split off its weights, a guardrail, intervals still holding 0); then each variant's difference
 * from the control on the metric, with its interval that stays right however often it is read.
 */
export function verdictLines(verdict: ExperimentVerdict, control: string): string[] {
  const { outcome } = verdict;
  const on = verdict.metric === 'revenue per visitor' ? `revenue per visitor (${verdict.currency})` : 'paid conversion';
  const head =
    outcome.state === 'winner'
      ? `Winner: ${outcome.variantId}, on ${on}. Publishing it would change ${outcome.publishing}.`
      : outcome.state === 'held'
        ? `${outcome.variantId} leads on ${on} but is not called the winner: ${outcome.reasons.join('; ')}.`
        : outcome.state === 'split broken'
          ? `No result can be trusted: ${outcome.reasons.join('; ')}.`
          : `No winner yet on ${on}: every interval of a difference from ${control} still holds 0.`;
  return [
    head,
    ...verdict.comparisons.map(
      (c) => `  ${c.variantId} against ${control}, always valid (95%): ${differenceText(c.metric, verdict)}`,
    ),
  ];
}
