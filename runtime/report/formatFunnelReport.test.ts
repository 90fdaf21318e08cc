import { describe, expect, it } from 'vitest';
import { SAMPLE_REPORT, SAMPLE_REPORT_INPUT } from '@/testing/sampleFunnelReport';
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

  it('heads the report with its funnel, its days and their time zone, its totals’ currency and rates', () => {
    expect(lines.slice(0, 4)).toEqual([
      'Funnel love-quiz, 2026-11-01 to 2026-11-30, days in UTC',
      'Totals in USD at the rates of 2026-11-01; each sale also in its own currency',
      '',
      'Visits followed with consent: every rate is a share of these visits, begun in the range: 4',
    ]);
    const local = { ...SAMPLE_REPORT_INPUT, range: { ...SAMPLE_REPORT_INPUT.range, timeZone: 'Europe/Berlin' } };
    const illustrative = { ...local, rates: { ...SAMPLE_REPORT_INPUT.rates, illustrative: true } };
    expect(formatFunnelReport(funnelReport(illustrative)).split('\n').slice(0, 2)).toEqual([
      'Funnel love-quiz, 2026-11-01 to 2026-11-30, days in Europe/Berlin',
      'Totals in USD at the rates of 2026-11-01 (illustrative rates, no market’s); each sale also in its own currency',
    ]);
  });

  it('tables each step with a bar of the share that reached it', () => {
    expect(lines.slice(5, 9)).toEqual([
      'step         path                   visitors  reached  answered  skipped  left  drop-off',
      `prelanding   prelanding                    4   100.0%         0        0     1     25.0%  ${'█'.repeat(30)}`,
      `love-status  questions/love-status         3    75.0%         0        0     3    100.0%  ${'█'.repeat(23)}`,
      'email        questions/email               0     0.0%         0        0     0      0.0%',
    ]);
  });

  it.each([
    'Email capture: 1 of 4 followed visits (25.0%)',
    'Paid conversion: 1 of 4 followed visits (25.0%)',
    'Revenue of these visits, to this day: gross 29.99 USD; refunds 0; chargebacks 0; net 29.99 USD; all in USD: 29.99 USD',
    'Revenue per followed visit: 7.50 USD',
    'Counted without consent: counts of moments (not of visitors), no rates, no visitor told apart: 40 visits begun',
    'Of these, visits whose visitor gave consent after the page was hidden (counted here, never followed): 3',
    'Leads: 3. Customers (a plan paid): 2.',
    // The sample's rates have none for the peso: its net is named, never added in.
    'Money: gross 29.99 USD, 8900 CLP; refunds 8900 CLP; chargebacks 0; net 29.99 USD, 0 CLP; all in USD: 29.99 USD + 0 CLP without a rate (1 refunds, 0 chargebacks)',
    '  plans (first charge): 1, 29.99 USD',
    '  renewals: 1, 8900 CLP',
    'Subscriptions whose renewal was refused (each once, on the day the provider reported it): 1. Subscriptions now: 0 active, 1 past due, 0 cancelled, 0 paused.',
    'By experiment variant, visits begun in the range: each rate a share of the variant’s followed visits, with its 95% interval; they add up to the parts above:',
    'price       low             2  1 50.0% [9.5%, 90.5%]  1 50.0% [9.5%, 90.5%]  29.99 USD  15.00 USD [-14.39, 44.38]       25',
    'Told and not counted in the range (no figure above holds these): 12 moments of followed visits their page dropped after its last try; 2 exposures naming a variant their visitor is not in.',
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
      'Money: gross 29.99 USD, 8900 CLP; refunds 8900 CLP; chargebacks 20.00 USD; disputes won 20.00 USD; net 29.99 USD, 0 CLP; all in USD: 29.99 USD + 0 CLP without a rate (1 refunds, 1 chargebacks)',
    );
    expect(funnelReportCsv(disputed)).toContain('everyone,,,,,,,disputes won,20.00,USD');
  });

  it('tables each traffic source and campaign, the most visits (followed, then counted) first, a table per base', () => {
    // Issue 40: one row held followed visits by the day they began and all leads and money by the day they moved.
    const begun = lines.indexOf(
      'By traffic source and campaign, visits begun in the range (each on the day it began), their money to this day:',
    );
    expect(lines.slice(begun + 2, begun + 5)).toEqual([
      'source  campaign  followed  email capture     paid    revenue  per visit  counted',
      '(none)  (none)           2         0 0.0%   0 0.0%   0.00 USD   0.00 USD       40',
      'tiktok  spring           2        1 50.0%  1 50.0%  29.99 USD  15.00 USD        0',
    ]);
    const moved = lines.indexOf(
      'By traffic source and campaign, what moved in the range whatever the consent (each lead on the day it was given, each payment on the day it was made):',
    );
    expect(lines.slice(moved + 2, moved + 5)).toEqual([
      'source  campaign  leads                            money',
      '(none)  (none)        0  0.00 USD + 0 CLP without a rate',
      'tiktok  spring        3                        29.99 USD',
    ]);
  });
});
