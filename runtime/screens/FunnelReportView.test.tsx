// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SAMPLE_REPORT } from '@/testing/sampleFunnelReport';
import { FunnelReportView } from './FunnelReportView';

function render(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    <FunnelReportView report={SAMPLE_REPORT} csvHref="/report/love-quiz/csv?from=2026-11-01&to=2026-11-30" />,
  );
  return container;
}

const cells = (view: HTMLElement, part: string) =>
  [...view.querySelectorAll(`[data-part="${part}"] tbody tr`)].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

describe('FunnelReportView', () => {
  it('asks for a range, and links the same report as CSV', () => {
    const view = render();
    expect(
      [...view.querySelectorAll('form input')].map((i) => [i.getAttribute('name'), i.getAttribute('value')]),
    ).toEqual([
      ['from', '2026-11-01'],
      ['to', '2026-11-30'],
    ]);
    expect(view.querySelector('form a')?.getAttribute('href')).toBe(
      '/report/love-quiz/csv?from=2026-11-01&to=2026-11-30',
    );
  });

  it('names the time zone of its days, and the currency and rates of its totals', () => {
    expect(render().querySelector('[data-figure="basis"]')?.textContent).toBe(
      '2026-11-01 to 2026-11-30, days in UTC. Totals in USD at the rates of 2026-11-01; each sale also in its own currency.',
    );
  });

  it('tables each step of the followed visits, saying what they are', () => {
    const view = render();
    expect(view.querySelector('#report-followed')?.textContent).toMatch(/^Visits followed with consent: .*: 4$/);
    expect(cells(view, 'followed')).toEqual([
      ['prelanding', 'prelanding', '4', '100.0%', '0', '0', '1', '25.0%'],
      ['love-status', 'questions/love-status', '3', '75.0%', '0', '0', '3', '100.0%'],
      ['email', 'questions/email', '0', '0.0%', '0', '0', '0', '0.0%'],
    ]);
  });

  it('charts the followed visitors per step as bars scaled to all followed visits', () => {
    const view = render();
    const bars = [...view.querySelectorAll('svg g[data-step] rect')].map((bar) => Number(bar.getAttribute('width')));
    expect(bars[0]).toBeGreaterThan(0);
    expect(bars[1]).toBe(Math.round((bars[0] ?? 0) * 0.75));
    expect(bars[2]).toBe(0);
    expect(view.querySelector('svg')?.getAttribute('aria-label')).toBe('Followed visitors per step of love-quiz');
  });

  it('shows the counts without consent as counts, and everyone’s money', () => {
    const view = render();
    expect(cells(view, 'counted')[0]).toEqual(['prelanding', '40', '0', '0']);
    expect(view.querySelector('[data-figure="money"]')?.textContent).toContain(
      'net 29.99 USD, 0 CLP; all in USD: 29.99 USD + 0 CLP without a rate',
    );
    expect(view.querySelector('[data-sale="renewal"]')?.textContent).toBe('renewals: 1, 8900 CLP');
    expect(view.querySelector('[data-figure="subscriptions"]')?.textContent).toContain('1 past due');
  });

  it('tables each traffic source and campaign, once by the visits begun, once by what moved', () => {
    const view = render();
    expect(cells(view, 'origins-begun')).toEqual([
      ['(none)', '(none)', '2', '0 (0.0%)', '0 (0.0%)', '0.00 USD', '0.00 USD', '40'],
      ['tiktok', 'spring', '2', '1 (50.0%)', '1 (50.0%)', '29.99 USD', '15.00 USD', '0'],
    ]);
    expect(cells(view, 'origins-moved')).toEqual([
      ['(none)', '(none)', '0', '0.00 USD + 0 CLP without a rate'],
      ['tiktok', 'spring', '3', '29.99 USD'],
    ]);
  });

  it('says what it was told and did not count', () => {
    expect(render().querySelector('[data-part="not-counted"]')?.textContent).toBe(
      'Told and not counted in the range (no figure above holds these)12 moments of followed visits their page dropped after its last try; 2 exposures naming a variant their visitor is not in.',
    );
  });

  it('tables the visits begun by experiment variant, with their intervals', () => {
    expect(cells(render(), 'variants')).toEqual([
      ['price', 'high', '1', '0 0.0% [0.0%, 79.3%]', '0 0.0% [0.0%, 79.3%]', '0.00 USD', '0.00 USD [0.00, 0.00]', '15'],
      [
        'price',
        'low',
        '2',
        '1 50.0% [9.5%, 90.5%]',
        '1 50.0% [9.5%, 90.5%]',
        '29.99 USD',
        '15.00 USD [-14.39, 44.38]',
        '25',
      ],
      [
        '(none)',
        '(none)',
        '1',
        '0 0.0% [0.0%, 79.3%]',
        '0 0.0% [0.0%, 79.3%]',
        '0.00 USD',
        '0.00 USD [0.00, 0.00]',
        '0',
      ],
    ]);
  });

  it('says how many counted visits gave consent too late to be followed', () => {
    expect(render().querySelector('[data-figure="consented-later"]')?.textContent).toBe(
      'Of these, visits whose visitor gave consent after the page was hidden (counted here, never followed): 3',
    );
  });
});
