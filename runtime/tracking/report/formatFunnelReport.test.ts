import { describe, expect, it } from 'vitest';
import { formatFunnelReport } from './formatFunnelReport';
import type { FunnelReport } from './funnelReport';

const report = (change: Partial<FunnelReport>): FunnelReport => ({
  funnel: 'love-quiz',
  visits: 4,
  steps: [
    { id: 'prelanding', path: 'prelanding', visitors: 4, reached: 1, left: 1, dropOff: 0.25 },
    { id: 'love-status', path: 'questions/love-status', visitors: 3, reached: 0.75, left: 3, dropOff: 1 },
    { id: 'email', path: 'questions/email', visitors: 0, reached: 0, left: 0, dropOff: 0 },
  ],
  emailCapture: { count: 1, rate: 0.25 },
  paid: { count: 0, rate: 0 },
  ...change,
});

describe('formatFunnelReport', () => {
  it.each([
    [
      report({}),
      [
        'Funnel love-quiz: 4 visits',
        '',
        'step         path                   visitors  reached  left  drop-off',
        `prelanding   prelanding                    4     100%     1       25%  ${'█'.repeat(30)}`,
        `love-status  questions/love-status         3      75%     3      100%  ${'█'.repeat(23)}`,
        'email        questions/email               0       0%     0        0%',
        '',
        'Email capture: 1 of 4 visits (25%)',
        'Paid conversion: 0 of 4 visits (0%)',
        '',
      ],
    ],
    [
      report({ visits: 1, steps: [], emailCapture: { count: 0, rate: 0 } }),
      [
        'Funnel love-quiz: 1 visit',
        '',
        'step  path  visitors  reached  left  drop-off',
        '',
        'Email capture: 0 of 1 visits (0%)',
        'Paid conversion: 0 of 1 visits (0%)',
        '',
      ],
    ],
  ])('prints a table with bars, then capture and conversion (%#)', (given, lines) => {
    expect(formatFunnelReport(given)).toBe(lines.join('\n'));
  });
});
