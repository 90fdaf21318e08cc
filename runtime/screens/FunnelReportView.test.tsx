// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FunnelReport } from '../tracking/report/funnelReport';
import { FunnelReportView } from './FunnelReportView';

const report: FunnelReport = {
  funnel: 'love-quiz',
  visits: 4,
  steps: [
    { id: 'prelanding', path: 'prelanding', visitors: 4, reached: 1, left: 1, dropOff: 0.25 },
    { id: 'gender', path: 'gender', visitors: 3, reached: 0.75, left: 3, dropOff: 1 },
  ],
  emailCapture: { count: 1, rate: 0.25 },
  paid: { count: 0, rate: 0 },
};

function render(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<FunnelReportView report={report} />);
  return container;
}

describe('FunnelReportView', () => {
  it('tables each step with its visitors, reach, visits that left and drop-off', () => {
    const rows = [...render().querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['prelanding', 'prelanding', '4', '100%', '1', '25%'],
      ['gender', 'gender', '3', '75%', '3', '100%'],
    ]);
  });

  it('charts the visitors per step as bars scaled to all visits, and says capture and conversion', () => {
    const view = render();
    const bars = [...view.querySelectorAll('svg g[data-step] rect')].map((bar) => Number(bar.getAttribute('width')));
    expect(bars[0]).toBeGreaterThan(0);
    expect(bars[1]).toBe(Math.round((bars[0] ?? 0) * 0.75));
    expect(view.querySelector('svg')?.getAttribute('aria-label')).toBe('Visitors per step of love-quiz');
    expect(view.querySelector('p')?.textContent).toBe('4 visits. Email capture: 1 (25%). Paid conversion: 0 (0%).');
  });
});
