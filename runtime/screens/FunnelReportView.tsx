import type { FunnelReport } from '../tracking/report/funnelReport';

/** The chart's geometry, in SVG units: a row per step, bars scaled to the longest (every visit). */
const CHART = { width: 640, labelWidth: 180, row: 28, bar: 18 } as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * A funnel's report for testers: the table of each step's visitors, reach, visits that left there and drop-off,
 * a bar chart of the visitors per step (SVG), and email capture and paid conversion.
 */
export function FunnelReportView({ report }: { report: FunnelReport }) {
  const barSpace = CHART.width - CHART.labelWidth - 60;
  return (
    <article className="funnel-report">
      <h1>Funnel report: {report.funnel}</h1>
      <p>
        {report.visits} visit{report.visits === 1 ? '' : 's'}. Email capture: {report.emailCapture.count} (
        {percent(report.emailCapture.rate)}). Paid conversion: {report.paid.count} ({percent(report.paid.rate)}).
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">step</th>
            <th scope="col">path</th>
            <th scope="col">visitors</th>
            <th scope="col">reached</th>
            <th scope="col">left</th>
            <th scope="col">drop-off</th>
          </tr>
        </thead>
        <tbody>
          {report.steps.map((step) => (
            <tr key={step.id} data-step={step.id}>
              <th scope="row">{step.id}</th>
              <td>{step.path}</td>
              <td>{step.visitors}</td>
              <td>{percent(step.reached)}</td>
              <td>{step.left}</td>
              <td>{percent(step.dropOff)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <svg
        role="img"
        aria-label={`Visitors per step of ${report.funnel}`}
        viewBox={`0 0 ${CHART.width} ${Math.max(1, report.steps.length) * CHART.row}`}
        width="100%"
      >
        {report.steps.map((step, index) => {
          const y = index * CHART.row;
          const width = Math.round(step.reached * barSpace);
          return (
            <g key={step.id} data-step={step.id}>
              <text x={CHART.labelWidth - 8} y={y + CHART.bar - 4} textAnchor="end" fill="currentColor" fontSize="13">
                {step.id}
              </text>
              <rect x={CHART.labelWidth} y={y} width={width} height={CHART.bar} fill="var(--gold)" rx="3" />
              <text x={CHART.labelWidth + width + 6} y={y + CHART.bar - 4} fill="currentColor" fontSize="13">
                {step.visitors}
              </text>
            </g>
          );
        })}
      </svg>
    </article>
  );
}
