// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CohortDay, EstimateDay } from '@/runtime/report/spend/originReturns';
import { CohortChart } from './CohortChart';
import type { ChartedReturn } from './cohortChartGeometry';

const converted = (amount: number) => ({ amount, unconverted: {} });

/** An origin's return as the chart reads it: spend, [visits, per visit] at days 0, 7, 30, and its day-30 estimate. */
function origin(
  source: ChartedReturn['source'],
  campaign: string,
  spend: number,
  cohorts: [number, number][],
  dayThirty: { perVisit: number; low: number; high: number } | null = null,
): ChartedReturn {
  return {
    source,
    campaign,
    spend: { amounts: { USD: spend }, total: converted(spend) },
    cohorts: ([0, 7, 30] as CohortDay[]).map((day, i) => {
      const [visits, perVisit] = cohorts[i] ?? [0, 0];
      return { day, visits, revenue: converted(visits * perVisit), perVisit };
    }),
    estimates: ([30, 90] as EstimateDay[]).map((day) => ({
      day,
      visits: day === 30 && dayThirty ? 40 : 0,
      estimate: day === 30 && dayThirty ? { ...dayThirty, growth: 2.5 } : null,
    })),
  };
}

const SPRING = origin(
  'fb',
  'spring',
  5000,
  [
    [40, 50],
    [40, 120],
  ],
  { perVisit: 300, low: 200, high: 400 },
);
const BRAND = origin('google', '', 2000, [
  [25, 80],
  [25, 90],
  [10, 150],
]);

function render(returns: readonly ChartedReturn[]): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(<CohortChart returns={returns} currency="USD" />);
  return container;
}

const texts = (view: Element, selector: string) => [...view.querySelectorAll(selector)].map((e) => e.textContent);

describe('CohortChart', () => {
  it('is an image labelled by its title and described by its desc, as wide as its box', () => {
    const svg = render([SPRING, BRAND]).querySelector('svg[role="img"]');
    const ids = svg?.getAttribute('aria-labelledby')?.split(' ') ?? [];
    expect(ids.map((id) => svg?.querySelector(`[id="${id}"]`)?.tagName)).toEqual(['title', 'desc']);
    expect(svg?.querySelector('title')?.textContent).toBe(
      'Revenue per visit by days since the visit began, per origin',
    );
    expect(svg?.querySelector('desc')?.textContent).toBe(
      'Revenue per followed visit in USD read at days 0, 7, 30 after the visit began, a line for each of the 2 origins ' +
        'with the most spend (fb · spring; google · (none)), and the day-7 estimates of days 30 and 90 as hollow ' +
        'points with their 95% interval. The table holds the same figures.',
    );
    expect(svg?.getAttribute('width')).toBe('100%');
    expect(svg?.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
  });

  it('draws one line per origin, and says each point’s figure when hovered', () => {
    const view = render([SPRING, BRAND]);
    expect(
      [...view.querySelectorAll('svg[role="img"] path[data-line="actual"]')].map((p) =>
        p.parentElement?.getAttribute('data-origin'),
      ),
    ).toEqual(['fb:spring', 'google:']);
    expect(texts(view, '[data-origin="fb:spring"] [data-point] > title')).toEqual([
      'fb · spring, day 0: 0.50 USD per visit (40 visits)',
      'fb · spring, day 7: 1.20 USD per visit (40 visits)',
    ]);
    expect(texts(view, '[data-origin="fb:spring"] [data-estimate] > title')).toEqual([
      'fb · spring, day 30 estimated at day 7: 3.00 USD [2.00, 4.00] per visit (40 visits)',
    ]);
    expect(view.querySelectorAll('[data-origin="fb:spring"] [data-whisker]')).toHaveLength(1);
    expect(view.querySelectorAll('[data-origin="fb:spring"] path[data-line="estimated"]')).toHaveLength(1);
    expect(texts(view, '[data-origin="google:"] [data-point] > title')).toEqual([
      'google · (none), day 0: 0.80 USD per visit (25 visits)',
      'google · (none), day 7: 0.90 USD per visit (25 visits)',
      'google · (none), day 30: 1.50 USD per visit (10 visits)',
    ]);
    expect(
      view.querySelectorAll('[data-origin="google:"] [data-estimate], [data-origin="google:"] [data-whisker]'),
    ).toHaveLength(0);
  });

  it('labels its axes: days 0, 7, 30, 90, and money per visit from zero', () => {
    const texts = [...render([SPRING]).querySelectorAll('svg[role="img"] text')].map((t) => t.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['0', '7', '30', '90', '0.00 USD', '4.00 USD', 'days since the visit began']),
    );
  });

  it('names each origin in a legend by its marker, and counts those left to the table', () => {
    const many = Array.from({ length: 8 }, (_, i) => origin('tiktok', `c${i}`, 100 - i, [[10, 100]]));
    const view = render(many);
    expect(view.querySelectorAll('svg[role="img"] path[data-line="actual"]')).toHaveLength(0);
    expect(view.querySelectorAll('svg[role="img"] [data-point]')).toHaveLength(6);
    const legend = [...view.querySelectorAll('.cohort-chart-legend li')];
    expect(legend.map((li) => li.textContent?.trim())).toEqual([
      ...Array.from({ length: 6 }, (_, i) => `tiktok · c${i}`),
      'and 2 more in the table',
    ]);
    const markers = legend.slice(0, 6).map((li) => li.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d'));
    expect(new Set(markers).size).toBe(6);
  });
});
