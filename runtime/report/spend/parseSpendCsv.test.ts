import { describe, expect, it } from 'vitest';
import { parseSpendCsv, SPEND_ROWS_MAX, spendProblemsText } from './parseSpendCsv';

const HEADER = 'date,source,campaign,currency,amount';

describe('a spend file', () => {
  it('reads each row: day, origin, currency and amount in minor units; ad set and ad where given', () => {
    const file = [
      '\uFEFFDate,Source,Campaign,Currency,Amount,Adset,Ad',
      '2026-11-01,tiktok,spring,EUR,120.5,women-25,video-1',
      '',
      '2026-11-01,fb,"spring, second wave",usd,0.99,,',
      '2026-11-02,google,,CLP,8900,,',
    ].join('\r\n');
    expect(parseSpendCsv(file)).toEqual({
      ok: true,
      rows: [
        {
          day: '2026-11-01',
          source: 'tiktok',
          campaign: 'spring',
          adset: 'women-25',
          ad: 'video-1',
          currency: 'EUR',
          amount: 12050,
        },
        {
          day: '2026-11-01',
          source: 'fb',
          campaign: 'spring, second wave',
          adset: '',
          ad: '',
          currency: 'USD',
          amount: 99,
        },
        { day: '2026-11-02', source: 'google', campaign: '', adset: '', ad: '', currency: 'CLP', amount: 8900 },
      ],
    });
  });

  it.each([
    ['a day that is not one', '2026-02-30,fb,c,USD,1', 'date', '"2026-02-30" is not a day (YYYY-MM-DD)'],
    ['a source the report does not know', '2026-11-01,myspace,c,USD,1', 'source', '"myspace" is not a traffic source'],
    ['no source', '2026-11-01,,c,USD,1', 'source', '"" is not a traffic source'],
    ['a currency not sold in', '2026-11-01,fb,c,JPY,1', 'currency', '"JPY" is not a currency'],
    ['a comma for a decimal point', '2026-11-01,fb,c,EUR,"12,5"', 'amount', '"12,5" is not an amount of EUR'],
    ['more decimals than the currency has', '2026-11-01,fb,c,USD,1.999', 'amount', 'at most 2 decimals'],
    ['decimals of a currency without them', '2026-11-01,fb,c,CLP,10.5', 'amount', 'at most 0 decimals'],
    ['a negative amount', '2026-11-01,fb,c,USD,-5', 'amount', 'is not an amount of USD'],
    ['a campaign too long', `2026-11-01,fb,${'c'.repeat(101)},USD,1`, 'campaign', 'longer than 100 characters'],
  ])('refuses %s, naming its line and column', (_, row, column, message) => {
    const parsed = parseSpendCsv(`${HEADER}\n2026-11-01,fb,fine,USD,1\n${row}\n`);
    expect(parsed).toEqual({ ok: false, problems: [{ line: 3, column, message: expect.stringContaining(message) }] });
  });

  it('refuses a header without its columns, or with columns it does not know', () => {
    expect(parseSpendCsv('date,source,campaign,amount\n2026-11-01,fb,c,1\n')).toEqual({
      ok: false,
      problems: [{ line: 1, column: 'currency', message: 'the header lacks the column currency' }],
    });
    expect(parseSpendCsv(`${HEADER},clicks\n2026-11-01,fb,c,USD,1,30\n`)).toMatchObject({
      ok: false,
      problems: [{ line: 1, column: 'clicks' }],
    });
  });

  it('refuses a file with no rows, a row of the wrong width, an unclosed quote', () => {
    expect(parseSpendCsv(`${HEADER}\n`)).toEqual({
      ok: false,
      problems: [{ line: 1, message: 'the file has no rows of spend' }],
    });
    expect(parseSpendCsv(`${HEADER}\n2026-11-01,fb,c,USD\n`)).toMatchObject({ ok: false, problems: [{ line: 2 }] });
    expect(parseSpendCsv(`${HEADER}\n2026-11-01,fb,"c,USD,1\n`)).toMatchObject({ ok: false, problems: [{ line: 2 }] });
  });

  it('refuses the same day and origin twice (which would be which?)', () => {
    expect(parseSpendCsv(`${HEADER}\n2026-11-01,fb,c,USD,1\n2026-11-01,fb,c,USD,2\n`)).toEqual({
      ok: false,
      problems: [{ line: 3, column: 'date', message: 'repeats the day and origin of line 2' }],
    });
  });

  it('refuses a file past its most rows, and says problems as lines to print', () => {
    const rows = Array.from({ length: SPEND_ROWS_MAX + 1 }, (_, i) => `2026-11-01,fb,c${i},USD,1`);
    expect(parseSpendCsv(`${HEADER}\n${rows.join('\n')}`)).toMatchObject({ ok: false, problems: [{ line: 1 }] });
    expect(
      spendProblemsText([
        { line: 4, column: 'amount', message: 'x' },
        { line: 1, message: 'y' },
      ]),
    ).toBe('line 4, amount: x\nline 1: y');
  });
});
