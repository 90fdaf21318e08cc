import type { Currency } from '@/schemas/enums/currencies';
import { amountsText, amountText } from './amountsText';
import type { ExperimentResults, MeanWithInterval, RateWithInterval } from './experimentResults';
import { percent } from './reportWords';
import { verdictLines } from './verdictText';

/** The width of the text chart's scale, 0 to the highest interval's end, in characters. */
export const RESULTS_CHART_WIDTH = 30;

const withInterval = (r: RateWithInterval) => `${percent(r.rate)} [${percent(r.low)}, ${percent(r.high)}]`;
/** Revenue per visitor in each currency, with its interval: `1.23 USD [0.40, 2.06]`. */
export function perVisitorText(perVisitor: Readonly<Record<string, MeanWithInterval>>): string {
  const entries = Object.entries(perVisitor) as [Currency, MeanWithInterval][];
  if (entries.length === 0) return '0';
  const number = (minor: number, currency: Currency) => amountText(Math.round(minor), currency).split(' ')[0];
  return entries
    .map(([c, m]) => `${amountText(Math.round(m.mean), c)} [${number(m.low, c)}, ${number(m.high, c)}]`)
    .join(', ');
}

/**
 * An experiment's results as text (`funnel report <slug>`): per variant, the visitors exposed, emails and paid
 * customers with each rate and its 95% interval, each rate's difference from the first variant with its interval, net
 * revenue and revenue per exposed visitor with its interval; then a chart of each paid conversion's interval (`├──●──┤`)
 * on one scale; then the verdict (verdictLines). `ended`: an experiment the funnel no longer has.
 */
export function formatExperimentResults(results: ExperimentResults, ended = false): string {
  const header = [
    'variant',
    'exposed',
    'email capture',
    'vs first',
    'paid conversion',
    'vs first',
    'revenue',
    'per visitor',
  ];
  const difference = (d: RateWithInterval | undefined) => (d ? `${d.rate >= 0 ? '+' : ''}${withInterval(d)}` : '-');
  const rows = results.variants.map((v) => [
    v.variantId,
    String(v.exposed),
    `${v.emails}  ${withInterval(v.emailRate)}`,
    difference(v.emailDifference),
    `${v.paid}  ${withInterval(v.paidRate)}`,
    difference(v.paidDifference),
    amountsText(v.revenue),
    perVisitorText(v.revenuePerVisitor),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  const top = Math.max(...results.variants.map((v) => v.paidRate.high), 0.01);
  const at = (share: number) => Math.round((share / top) * RESULTS_CHART_WIDTH);
  const chart = results.variants.map(({ variantId, paidRate }) => {
    const [low, rate, high] = [at(paidRate.low), at(paidRate.rate), at(paidRate.high)];
    const cells = Array.from({ length: RESULTS_CHART_WIDTH + 1 }, (_, i) =>
      i === rate ? '●' : i === low ? '├' : i === high ? '┤' : i > low && i < high ? '─' : ' ',
    );
    return `${variantId.padEnd(widths[0] ?? 0)}  ${cells.join('').trimEnd()}`;
  });
  return [
    `Experiment ${results.experimentId}${ended ? ', no longer in the funnel' : ''} (95% intervals; a difference whose interval holds 0 may be chance)`,
    '',
    line(header),
    ...rows.map(line),
    '',
    `Paid conversion, 0 to ${percent(top)}:`,
    ...chart,
    '',
    ...(results.verdict ? [...verdictLines(results.verdict, results.variants[0]?.variantId ?? ''), ''] : []),
  ].join('\n');
}
