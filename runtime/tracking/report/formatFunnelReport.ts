import type { FunnelReport } from './funnelReport';

/** The width of the text chart's longest bar (a step every visit reached), in characters. */
export const REPORT_BAR_WIDTH = 30;

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * A funnel's report as text for a terminal (`funnel report <slug>`): a table of each step's visitors, the share of
 * visits that reached it, how many left there and its drop-off, with a bar chart of the visitors beside it; then
 * email capture and paid conversion.
 */
export function formatFunnelReport(report: FunnelReport): string {
  const header = ['step', 'path', 'visitors', 'reached', 'left', 'drop-off'];
  const rows = report.steps.map((step) => [
    step.id,
    step.path,
    String(step.visitors),
    percent(step.reached),
    String(step.left),
    percent(step.dropOff),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ');
  const bar = (share: number) => '█'.repeat(Math.round(share * REPORT_BAR_WIDTH));
  return [
    `Funnel ${report.funnel}: ${report.visits} visit${report.visits === 1 ? '' : 's'}`,
    '',
    line(header),
    ...rows.map((row, index) => `${line(row)}  ${bar(report.steps[index]?.reached ?? 0)}`.trimEnd()),
    '',
    `Email capture: ${report.emailCapture.count} of ${report.visits} visits (${percent(report.emailCapture.rate)})`,
    `Paid conversion: ${report.paid.count} of ${report.visits} visits (${percent(report.paid.rate)})`,
    '',
  ].join('\n');
}
