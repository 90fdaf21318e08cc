import { COHORT_DAYS, ESTIMATE_DAYS, ESTIMATED_AT_DAY } from '@/runtime/report/spend/originReturns';
import type { Currency } from '@/schemas/enums/currencies';
import { type ChartedReturn, cohortChartGeometry, markerPath } from './cohortChartGeometry';

const INK = '#1a1533';
const GRID = '#d9d9e3';

/** What the chart shows, said in words (its <desc>): the origins drawn, and those left to the table. */
function description(labels: string[], more: number, currency: Currency): string {
  const origins = `${labels.length} ${labels.length === 1 ? 'origin' : 'origins'} with the most spend`;
  const left = more === 0 ? '' : ` ${more} more ${more === 1 ? 'origin is' : 'origins are'} in the table only.`;
  return (
    `Revenue per followed visit in ${currency} read at days ${COHORT_DAYS.join(', ')} after the visit began, a line ` +
    `for each of the ${origins} (${labels.join('; ')}), and the day-${ESTIMATED_AT_DAY} estimates of days ` +
    `${ESTIMATE_DAYS.join(' and ')} as hollow points with their 95% interval.${left} The table holds the same figures.`
  );
}

/**
 * Each origin's revenue per followed visit over the days since the visit began (docs/decisions/0042, 0044), for the
 * six origins with the most spend: a line through what was read at days 0, 7 and 30, and the day-7 estimates of days
 * 30 and 90 as hollow points with their 95% interval, dashed from the last point read. An inline SVG drawn on the
 * server (cohortChartGeometry), as wide as its box; each point says its figure when hovered, a legend names each
 * origin by its marker and colour, and the table beside it holds the same figures for those who cannot see it.
 */
export function CohortChart({ returns, currency }: { returns: readonly ChartedReturn[]; currency: Currency }) {
  const chart = cohortChartGeometry(returns, currency);
  const { plot } = chart;
  return (
    <figure className="cohort-chart" data-part="cohort-chart">
      <svg
        role="img"
        aria-labelledby="cohort-chart-title cohort-chart-desc"
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        width="100%"
        fontSize="12"
      >
        <title id="cohort-chart-title">Revenue per visit by days since the visit began, per origin</title>
        <desc id="cohort-chart-desc">
          {description(
            chart.lines.map((l) => l.label),
            chart.more,
            currency,
          )}
        </desc>

        <text x={4} y={14} fill="currentColor">
          {`per visit, ${currency}`}
        </text>
        {chart.yTicks.map((tick) => (
          <g key={`y${tick.value}`}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke={GRID} />
            <text x={plot.left - 6} y={tick.y + 4} textAnchor="end" fill="currentColor">
              {tick.label}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick) => (
          <g key={`x${tick.day}`}>
            <line x1={tick.x} x2={tick.x} y1={plot.top} y2={plot.bottom} stroke={GRID} />
            <text x={tick.x} y={plot.bottom + 16} textAnchor="middle" fill="currentColor">
              {tick.label}
            </text>
          </g>
        ))}
        <line x1={plot.left} x2={plot.right} y1={chart.zeroY} y2={chart.zeroY} stroke={INK} />
        <text x={(plot.left + plot.right) / 2} y={chart.height - 8} textAnchor="middle" fill="currentColor">
          days since the visit began
        </text>

        {chart.lines.map((line) => (
          <g key={line.key} data-origin={line.key} stroke={line.colour} fill="none">
            {line.path && <path data-line="actual" d={line.path} strokeWidth="2" />}
            {line.dashedPath && (
              <path data-line="estimated" d={line.dashedPath} strokeWidth="1.5" strokeDasharray="4 3" />
            )}
            {line.estimates.map((e) => (
              <path key={`whisker${e.day}`} data-whisker={e.day} d={e.whisker} strokeWidth="1.5" />
            ))}
            {line.points.map((p) => (
              <g key={`point${p.day}`} data-point={p.day}>
                <title>{p.title}</title>
                <circle cx={p.x} cy={p.y} r="10" fill="transparent" stroke="none" />
                <path d={markerPath(line.shape, p.x, p.y)} fill={line.colour} />
              </g>
            ))}
            {line.estimates.map((e) => (
              <g key={`estimate${e.day}`} data-estimate={e.day}>
                <title>{e.title}</title>
                <circle cx={e.x} cy={e.y} r="10" fill="transparent" stroke="none" />
                <path d={markerPath(line.shape, e.x, e.y)} fill="#fff" strokeWidth="1.5" />
              </g>
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="cohort-chart-legend">
          {chart.lines.map((line) => (
            <li key={line.key} data-origin={line.key}>
              <svg aria-hidden="true" viewBox="-7 -7 14 14" width="14" height="14">
                <path d={markerPath(line.shape, 0, 0)} fill={line.colour} />
              </svg>{' '}
              {line.label}
              {line.points.length === 0 && line.estimates.length === 0 && ' (no visits read yet)'}
            </li>
          ))}
          {chart.more > 0 && <li data-more={chart.more}>and {chart.more} more in the table</li>}
        </ul>
        <p>
          Filled: read at days {COHORT_DAYS.join(', ')}; hollow, dashed: estimated at day {ESTIMATED_AT_DAY}, with its
          95% interval. Days on a square-root scale.
        </p>
      </figcaption>
    </figure>
  );
}
