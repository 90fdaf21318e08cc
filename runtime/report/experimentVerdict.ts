import { type SampleRatioCheck, sampleRatioCheck } from './sampleRatio';
import {
  meanDifferenceSequence,
  rateDifferenceSequence,
  type SampleSums,
  type SequentialDifference,
} from './sequentialInterval';

/** What the verdict weighs of one variant (readExperimentResults reads it). */
export type VerdictCounts = {
  variantId: string;
  /** Its share of new visitors, relative to the others' (the document's). */
  weight: number;
  exposed: number;
  /** Exposed visitors who paid for a plan. */
  paid: number;
  /** Of those, the ones who got money back (a refund or a chargeback). */
  refunded: number;
  /** Plan payments the provider approved, and those it refused (a decline), in the variant. */
  approved: number;
  refused: number;
  /** The net money per exposed visitor in the experiment's main currency (n: the visitors exposed). */
  revenue: SampleSums;
  /** Its first step's largest contentful paint as measured in visitors' browsers, in milliseconds. */
  firstPaint: SampleSums;
};

/** The metrics a winner is called on: money per visitor when the experiment has taken money, else paid conversion. */
export const VERDICT_METRICS = ['revenue per visitor', 'paid conversion'] as const;
export type VerdictMetric = (typeof VERDICT_METRICS)[number];

/** What keeps a variant that wins on its metric from being called the winner: it does harm elsewhere. */
export const GUARDRAILS = ['refund rate', 'payment approval', 'first step speed'] as const;
export type Guardrail = (typeof GUARDRAILS)[number];

/** A variant against the control, each difference with its always-valid interval (the variant less the control). */
export type VariantComparison = {
  variantId: string;
  metric: SequentialDifference;
  refundRate: SequentialDifference;
  approvalRate: SequentialDifference;
  firstPaintMs: SequentialDifference;
};

export type ExperimentOutcome =
  | { state: 'winner'; variantId: string; metric: VerdictMetric; publishing: string }
  | { state: 'held'; variantId: string; metric: VerdictMetric; reasons: string[] }
  | { state: 'split broken'; reasons: string[] }
  | { state: 'undecided'; metric: VerdictMetric };

export type ExperimentVerdict = {
  metric: VerdictMetric;
  currency?: string;
  sampleRatio: SampleRatioCheck;
  comparisons: VariantComparison[];
  outcome: ExperimentOutcome;
};

/** Which way is harm for each guardrail, on the variant-less-control difference. */
const HARMS: Record<Guardrail, (c: VariantComparison) => boolean> = {
  'refund rate': (c) => c.refundRate.low > 0,
  'payment approval': (c) => c.approvalRate.high < 0,
  'first step speed': (c) => c.firstPaintMs.low > 0,
};
const HARM_WORDS: Record<Guardrail, string> = {
  'refund rate': 'it raises the refund rate',
  'payment approval': 'it lowers the payment approval rate',
  'first step speed': 'its first step paints later',
};

/**
 * Which variant won, on what, and what publishing it would change (docs/decisions/0043), from intervals that stay
 * valid however often they are read (sequentialInterval): a variant wins when its interval against the control on the
 * metric lies above 0 (the best of those that do), the control when every other variant's lies below; until then
 * nothing is called. A winner is held when the split is off its weights (sampleRatioCheck), or while a guardrail shows
 * harm beyond chance: more refunds, fewer payments approved, a slower first step. `changes` says, per variant, what
 * its publishing would change.
 */
export function experimentVerdict(
  counts: readonly VerdictCounts[],
  currency: string | undefined,
  changes: Readonly<Record<string, string>>,
): ExperimentVerdict {
  const metric: VerdictMetric = currency === undefined ? 'paid conversion' : 'revenue per visitor';
  const sampleRatio = sampleRatioCheck(counts);
  const [control, ...others] = counts;
  const comparisons = control === undefined ? [] : others.map((v) => compare(control, v, metric));
  const verdict = { metric, ...(currency !== undefined && { currency }), sampleRatio, comparisons };
  if (sampleRatio.mismatch)
    return {
      ...verdict,
      outcome: {
        state: 'split broken',
        reasons: [
          `the visitors were not split as the weights say (chi-square p = ${sampleRatio.pValue.toPrecision(2)})`,
        ],
      },
    };
  const better = comparisons.filter((c) => c.metric.low > 0).sort((a, b) => b.metric.difference - a.metric.difference);
  const [best] = better;
  if (best !== undefined) {
    const harms = GUARDRAILS.filter((guardrail) => HARMS[guardrail](best));
    return {
      ...verdict,
      outcome:
        harms.length > 0
          ? { state: 'held', variantId: best.variantId, metric, reasons: harms.map((h) => HARM_WORDS[h]) }
          : { state: 'winner', variantId: best.variantId, metric, publishing: changes[best.variantId] ?? 'nothing' },
    };
  }
  if (control !== undefined && comparisons.length > 0 && comparisons.every((c) => c.metric.high < 0))
    return { ...verdict, outcome: { state: 'winner', variantId: control.variantId, metric, publishing: 'nothing' } };
  return { ...verdict, outcome: { state: 'undecided', metric } };
}

function compare(control: VerdictCounts, variant: VerdictCounts, metric: VerdictMetric): VariantComparison {
  const rate = (successes: number, trials: number) => ({ successes, trials });
  return {
    variantId: variant.variantId,
    metric:
      metric === 'revenue per visitor'
        ? meanDifferenceSequence(control.revenue, variant.revenue)
        : rateDifferenceSequence(rate(control.paid, control.exposed), rate(variant.paid, variant.exposed)),
    refundRate: rateDifferenceSequence(rate(control.refunded, control.paid), rate(variant.refunded, variant.paid)),
    approvalRate: rateDifferenceSequence(
      rate(control.approved, control.approved + control.refused),
      rate(variant.approved, variant.approved + variant.refused),
    ),
    firstPaintMs: meanDifferenceSequence(control.firstPaint, variant.firstPaint),
  };
}
