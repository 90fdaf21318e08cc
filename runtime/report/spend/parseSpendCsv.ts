import { CsvError, parse } from 'csv-parse/sync';
import { parseDay } from '@/runtime/report/reportRange';
import { CAMPAIGN_MAX_LENGTH } from '@/schemas/attribution/campaignOf';
import { CURRENCIES, CURRENCY_MINOR_DIGITS, type Currency } from '@/schemas/enums/currencies';
import { isTrafficSource, type TrafficSource } from '@/schemas/enums/trafficSources';

/** The columns a spend file must have, and those it may (an ad set and an ad, where the network reports them). */
export const SPEND_COLUMNS = ['date', 'source', 'campaign', 'currency', 'amount'] as const;
export const OPTIONAL_SPEND_COLUMNS = ['adset', 'ad'] as const;

/** The most rows one file may hold: a year of days for a few hundred ads. */
export const SPEND_ROWS_MAX = 100_000;

/** What was spent on an origin on a day, in minor units of its currency. */
export type SpendRow = {
  day: string;
  source: Exclude<TrafficSource, ''>;
  campaign: string;
  adset: string;
  ad: string;
  currency: Currency;
  amount: number;
};

/** What is wrong with a file, where: its line (1 is the header) and column, and why. */
export type SpendProblem = { line: number; column?: string; message: string };

export type ParsedSpend = { ok: true; rows: SpendRow[] } | { ok: false; problems: SpendProblem[] };

/** The most problems said of one file: the first ones show what to fix. */
const PROBLEMS_MAX = 20;

/** An amount as a spend file writes it: units of its currency, a dot before at most its minor digits. */
const AMOUNT = /^\d{1,12}(\.\d+)?$/;

/**
 * A spend file (CSV, as the ad networks export it: a header, then one row per day and origin) read with a maintained
 * parser (csv-parse): each row's day, traffic source (one the report knows, not none), campaign, ad set and ad (empty
 * when not given), currency and amount, the amount in minor units. A file with any bad row is refused whole, each
 * problem named by its line and column, so nothing is half imported.
 */
export function parseSpendCsv(text: string): ParsedSpend {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      info: true,
      to: SPEND_ROWS_MAX + 1,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError)
      return { ok: false, problems: [{ line: Number(error.lines ?? 1), message: error.message }] };
    throw error;
  }
  const header = records[0] === undefined ? [] : Object.keys(records[0].record);
  const missing = SPEND_COLUMNS.filter((column) => !header.includes(column));
  const known: readonly string[] = [...SPEND_COLUMNS, ...OPTIONAL_SPEND_COLUMNS];
  const unknown = header.filter((column) => !known.includes(column));
  if (records.length === 0) return { ok: false, problems: [{ line: 1, message: 'the file has no rows of spend' }] };
  if (missing.length > 0 || unknown.length > 0)
    return {
      ok: false,
      problems: [
        ...missing.map((column) => ({ line: 1, column, message: `the header lacks the column ${column}` })),
        ...unknown.map((column) => ({
          line: 1,
          column,
          message: `${column} is not a column of spend (${known.join(', ')})`,
        })),
      ],
    };
  if (records.length > SPEND_ROWS_MAX)
    return { ok: false, problems: [{ line: 1, message: `a file holds at most ${SPEND_ROWS_MAX} rows` }] };
  const rows: SpendRow[] = [];
  const problems: SpendProblem[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records) {
    const line = info.lines;
    const problem = (column: string, message: string) => problems.push({ line, column, message });
    const { date = '', source = '', campaign = '', currency = '', amount = '', adset = '', ad = '' } = record;
    if (parseDay(date) === undefined) problem('date', `${JSON.stringify(date)} is not a day (YYYY-MM-DD)`);
    if (!isTrafficSource(source) || source === '')
      problem('source', `${JSON.stringify(source)} is not a traffic source (fb, google, tiktok, …)`);
    for (const [column, value] of [
      ['campaign', campaign],
      ['adset', adset],
      ['ad', ad],
    ] as const)
      if (value.length > CAMPAIGN_MAX_LENGTH) problem(column, `is longer than ${CAMPAIGN_MAX_LENGTH} characters`);
    const known = CURRENCIES.find((c) => c === currency.toUpperCase());
    if (known === undefined)
      problem('currency', `${JSON.stringify(currency)} is not a currency (${CURRENCIES.join(', ')})`);
    const minor = known === undefined ? undefined : minorUnits(amount, known);
    if (known !== undefined && minor === undefined)
      problem(
        'amount',
        `${JSON.stringify(amount)} is not an amount of ${known} (digits, a dot and at most ${CURRENCY_MINOR_DIGITS[known]} decimals)`,
      );
    const key = [date, source, campaign, adset, ad].join('\n');
    const earlier = seen.get(key);
    if (earlier !== undefined) problem('date', `repeats the day and origin of line ${earlier}`);
    seen.set(key, line);
    if (problems.length >= PROBLEMS_MAX) break;
    if (known !== undefined && minor !== undefined && isTrafficSource(source) && source !== '')
      rows.push({ day: date, source, campaign, adset, ad, currency: known, amount: minor });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows };
}

/**
 * An amount in units of a currency (`12.5`), in its minor units (1250 for dollars); undefined when it is not one (a
 * comma, a sign, more decimals than the currency has). Spend files and the networks' spend reports are read with it.
 */
export function minorUnits(amount: string, currency: Currency): number | undefined {
  if (!AMOUNT.test(amount)) return undefined;
  const [units = '', decimals = ''] = amount.split('.');
  const digits = CURRENCY_MINOR_DIGITS[currency];
  if (decimals.length > digits) return undefined;
  return Number(units) * 10 ** digits + Number(decimals.padEnd(digits, '0') || '0');
}

/** A file's problems as lines to print: `line 4, amount: "12,5" is not an amount of EUR …`. */
export const spendProblemsText = (problems: readonly SpendProblem[]) =>
  problems.map((p) => `line ${p.line}${p.column === undefined ? '' : `, ${p.column}`}: ${p.message}`).join('\n');
