import { describe, expect, it } from 'vitest';
import { SAMPLE_REPORT } from '@/testing/sampleFunnelReport';
import { funnelReportCsv } from './funnelReportCsv';

describe('funnelReportCsv', () => {
  const lines = funnelReportCsv(SAMPLE_REPORT).split('\r\n');

  it('writes one figure a line, each saying which population it is of', () => {
    expect(lines[0]).toBe('part,source,campaign,ad,experiment,variant,step,measure,value,currency');
    expect(lines).toEqual(
      expect.arrayContaining([
        'range,,,,,,,from,2026-11-01,',
        'range,,,,,,,time zone,UTC,',
        'rates,,,,,,,report currency,USD,',
        'rates,,,,,,,as of,2026-11-01,',
        'rates,,,,,,,illustrative,no,',
        'rates,,,,,,,one EUR in USD,1.08,USD',
        'followed,,,,,,,visits,4,',
        'followed,,,,,,love-status,reached,0.7500,',
        'followed,,,,,,love-status,drop-off,1.0000,',
        'followed,,,,,,,paid rate,0.2500,',
        'followed,,,,,,,revenue net,29.99,USD',
        'followed,,,,,,,revenue net in report currency,29.99,USD',
        'followed,,,,,,,revenue per visit,7.50,USD',
        'counted,,,,,,prelanding,shown,40,',
        'counted,,,,,,,visits that consented after the page was hidden,3,',
        'everyone,,,,,,,revenue net,0,CLP',
        'everyone,,,,,,,revenue net in report currency,29.99,USD',
        'everyone,,,,,,,revenue net without a rate,0,CLP',
        'everyone,,,,,,,renewals gross,8900,CLP',
        'everyone,,,,,,,subscriptions with a renewal refused,1,',
        'everyone,,,,,,,subscriptions pastDue,1,',
        'followed by origin,tiktok,spring,,,,,email capture rate,0.5000,',
        'followed by origin,tiktok,spring,,,,,revenue per visit,15.00,USD',
        'counted by origin,,,,,,,visits begun,40,',
        'everyone by origin,tiktok,spring,,,,,leads,3,',
        'everyone by origin,tiktok,spring,,,,,revenue net in report currency,29.99,USD',
        'not counted,,,,,,,moments of followed visits their page dropped after its last try,12,',
        "not counted,,,,,,,moments without consent refused over one address's limit,0,",
        'not counted,,,,,,,exposures naming a variant their visitor is not in,2,',
        'by variant,,,,price,low,,followed visits,2,',
        'by variant,,,,price,low,,paid rate,0.5000,',
        'by variant,,,,price,low,,paid rate low,0.0945,',
        'by variant,,,,price,low,,revenue net in report currency,29.99,USD',
        'by variant,,,,price,low,,revenue per visit,15.00,USD',
        'by variant,,,,,,,counted visits,0,',
      ]),
    );
    expect(lines.at(-1)).toBe('');
  });

  it('quotes what must be, and never lets a campaign name be read as a formula', () => {
    const hostile = {
      ...SAMPLE_REPORT,
      origins: SAMPLE_REPORT.origins.map((o) => ({ ...o, source: 'fb' as const, campaign: '=HYPERLINK("x","y"),2' })),
    };
    const csv = funnelReportCsv(hostile);
    expect(csv).toContain('followed by origin,fb,"\'=HYPERLINK(""x"",""y""),2",,,,,visits,');
    expect(csv).not.toMatch(/,=HYPERLINK/);
  });

  it('writes a negative figure as a number, and a campaign that only looks like a sum as text', () => {
    const refunded = {
      ...SAMPLE_REPORT,
      everyone: { ...SAMPLE_REPORT.everyone, revenue: { ...SAMPLE_REPORT.everyone.revenue, net: { USD: -1200 } } },
      origins: SAMPLE_REPORT.origins.map((o) => ({ ...o, campaign: '-1+1' })),
    };
    const csv = funnelReportCsv(refunded).split('\r\n');
    expect(csv).toContain('everyone,,,,,,,revenue net,-12.00,USD');
    expect(csv.some((line) => line.startsWith("everyone by origin,tiktok,'-1+1,"))).toBe(true);
  });
});
