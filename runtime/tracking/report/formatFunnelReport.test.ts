import { describe, expect, it } from 'vitest';
import { SAMPLE_REPORT, SAMPLE_REPORT_INPUT } from '../../../testing/sampleFunnelReport';
import { formatFunnelReport } from './formatFunnelReport';
import { funnelReport } from './funnelReport';
import { funnelReportCsv } from './funnelReportCsv';

/** A chargeback of 20.00 USD on the spring campaign's plan, and the same once its dispute was won. */
const dispute = {
  source: 'tiktok',
  campaign: 'spring',
  sale: 'plan',
  currency: 'USD',
  amount: 2000,
  transactions: 1,
} as const;

describe('formatFunnelReport', () => {
  const text = formatFunnelReport(SAMPLE_REPORT);
  const lines = text.split('\n');

  it('heads the report with its funnel and range, and the followed visits they are shares of', () => {
    expect(lines.slice(0, 3)).toEqual([
      'Funnel love-quiz, 2026-11-01 to 2026-11-30',
      '',
      'Visits followed with consent: every rate is a share of these visits, begun in the range: 4',
    ]);
  });

  it('tables each step with a bar of the share that reached it', () => {
    expect(lines.slice(4, 8)).toEqual([
      'step         path                   visitors  reached  answered  skipped  left  drop-off',
      `prelanding   prelanding                    4   100.0%         0        0     1     25.0%  ${'█'.repeat(30)}`,
      `love-status  questions/love-status         3    75.0%         0        0     3    100.0%  ${'█'.repeat(23)}`,
      'email        questions/email               0     0.0%         0        0     0      0.0%',
    ]);
  });

  it.each([
    'Email capture: 1 of 4 followed visits (25.0%)',
    'Paid conversion: 1 of 4 followed visits (25.0%)',
    'Revenue of these visits, to this day: gross 29.99 USD; refunds 0; chargebacks 0; net 29.99 USD',
    'Revenue per followed visit: 7.50 USD',
    'Counted without consent: counts of moments (not of visitors), no rates, no visitor told apart: 40 visits begun',
    'Leads: 3. Customers (a plan paid): 2.',
    'Money: gross 29.99 USD, 8900 CLP; refunds 8900 CLP; chargebacks 0; net 29.99 USD, 0 CLP (1 refunds, 0 chargebacks)',
    '  plans (first charge): 1, 29.99 USD',
    '  renewals: 1, 8900 CLP',
    'Renewals refused by the card: 1. Subscriptions now: 0 active, 1 past due, 0 cancelled, 0 paused.',
  ])('says %s', (line) => {
    expect(lines).toContain(line);
  });

  it('names disputes won apart from the chargebacks they gave back, in text and CSV, where there is one', () => {
    const disputed = funnelReport({
      ...SAMPLE_REPORT_INPUT,
      money: [
        ...SAMPLE_REPORT_INPUT.money,
        { ...dispute, operation: 'chargeback' },
        { ...dispute, operation: 'chargeback_reversal' },
      ],
    });
    expect(formatFunnelReport(disputed).split('\n')).toContain(
      'Money: gross 29.99 USD, 8900 CLP; refunds 8900 CLP; chargebacks 20.00 USD; disputes won 20.00 USD; net 29.99 USD, 0 CLP (1 refunds, 1 chargebacks)',
    );
    expect(funnelReportCsv(disputed)).toContain('everyone,,,,disputes won,20.00,USD');
  });

  it('tables each traffic source and campaign, the most visits (followed, then counted) first', () => {
    const at = lines.indexOf('By traffic source and campaign:');
    expect(lines.slice(at + 2, at + 5)).toEqual([
      'source  campaign  followed  email capture     paid    revenue  per visit  counted  all leads  all money',
      '(none)  (none)           2         0 0.0%   0 0.0%          0          0       40          0      0 CLP',
      'tiktok  spring           2        1 50.0%  1 50.0%  29.99 USD  15.00 USD        0          3  29.99 USD',
    ]);
  });
});
