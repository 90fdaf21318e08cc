import { amountsText } from '@/runtime/report/amountsText';
import type { ExperimentResults, RateWithInterval } from '@/runtime/report/experimentResults';
import { perVisitorText } from '@/runtime/report/formatExperimentResults';
import { percent } from '@/runtime/report/reportWords';
import { verdictLines } from '@/runtime/report/verdictText';

/** The chart's geometry, in SVG units: a row per variant, the scale from 0 to the highest interval's end. */
const CHART = { width: 640, labelWidth: 120, row: 32, mark: 6 } as const;

const withInterval = (r: RateWithInterval) => `${percent(r.rate)} (${percent(r.low)} to ${percent(r.high)})`;

/**
 * An experiment's results for testers: per variant, visitors exposed, email capture and paid conversion with their
 * 95% intervals, each rate's difference from the first variant with its interval, net revenue and revenue per
 * exposed visitor with its interval; and a chart
 * of each variant's paid conversion and its interval (SVG). `ended`: an experiment the funnel no longer has.
 */
export function ExperimentResultsView({ results, ended = false }: { results: ExperimentResults; ended?: boolean }) {
  const headingId = `experiment-results-${results.experimentId}`;
  const top = Math.max(...results.variants.map((v) => v.paidRate.high), 0.01);
  const scale = CHART.width - CHART.labelWidth - 70;
  const x = (share: number) => CHART.labelWidth + (share / top) * scale;
  return (
    <section className="experiment-results" aria-labelledby={headingId} data-experiment={results.experimentId}>
      <h2 id={headingId}>
        Experiment {results.experimentId}
        {ended && ', no longer in the funnel'}
      </h2>
      <p>95% intervals. A difference whose interval holds 0 may be chance.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">variant</th>
            <th scope="col">exposed</th>
            <th scope="col">email capture</th>
            <th scope="col">vs first</th>
            <th scope="col">paid conversion</th>
            <th scope="col">vs first</th>
            <th scope="col">revenue</th>
            <th scope="col">per visitor</th>
          </tr>
        </thead>
        <tbody>
          {results.variants.map((v) => (
            <tr key={v.variantId} data-variant={v.variantId}>
              <th scope="row">{v.variantId}</th>
              <td>{v.exposed}</td>
              <td>
                {v.emails}: {withInterval(v.emailRate)}
              </td>
              <td>{v.emailDifference ? withInterval(v.emailDifference) : '-'}</td>
              <td>
                {v.paid}: {withInterval(v.paidRate)}
              </td>
              <td>{v.paidDifference ? withInterval(v.paidDifference) : '-'}</td>
              <td>{amountsText(v.revenue)}</td>
              <td>{perVisitorText(v.revenuePerVisitor)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <svg
        role="img"
        aria-label={`Paid conversion per variant of ${results.experimentId}, with 95% intervals`}
        viewBox={`0 0 ${CHART.width} ${Math.max(1, results.variants.length) * CHART.row}`}
        width="100%"
      >
        {results.variants.map(({ variantId, paidRate }, index) => {
          const y = index * CHART.row + CHART.row / 2;
          return (
            <g key={variantId} data-variant={variantId}>
              <text x={CHART.labelWidth - 8} y={y + 4} textAnchor="end" fill="currentColor" fontSize="13">
                {variantId}
              </text>
              <line x1={x(paidRate.low)} x2={x(paidRate.high)} y1={y} y2={y} stroke="var(--gold)" strokeWidth="2" />
              <circle cx={x(paidRate.rate)} cy={y} r={CHART.mark} fill="var(--gold)" />
              <text x={x(paidRate.high) + 8} y={y + 4} fill="currentColor" fontSize="13">
                {percent(paidRate.rate)}
              </text>
            </g>
          );
        })}
      </svg>
      {results.verdict && (
        <div className="experiment-verdict" data-verdict={results.verdict.outcome.state}>
          {verdictLines(results.verdict, results.variants[0]?.variantId ?? '').map((line) => (
            <p key={line}>{line.trim()}</p>
          ))}
        </div>
      )}
    </section>
  );
}
