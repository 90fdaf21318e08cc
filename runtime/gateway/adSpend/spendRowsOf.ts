import { parseDay } from '@/runtime/report/reportRange';
import { minorUnits, type SpendRow } from '@/runtime/report/spend/parseSpendCsv';
import { CAMPAIGN_MAX_LENGTH } from '@/schemas/attribution/campaignOf';
import { CURRENCIES } from '@/schemas/enums/currencies';
import type { SpendPullRange } from './spendPullRange';

/** A row of a network's spend report: an ad's day, its campaign, ad set and ad, and the spend in units, as written. */
export type NetworkSpend = {
  day: string;
  campaign: string;
  adset: string;
  ad: string;
  spend: string;
  currency: string;
};

export type SpendRows = { ok: true; rows: SpendRow[] } | { ok: false; problem: string };

/**
 * A network's report as rows of spend under its traffic source, read as a spend file's are: the amount in minor units
 * of its currency (minorUnits: a currency the runtime does not know, or an amount it cannot read, is refused, never
 * guessed), names trimmed and cut where the report cuts a visit's campaign (CAMPAIGN_MAX_LENGTH), so they still meet.
 * Days of no spend say nothing and are left out. A row of a day outside the range asked is garbage: the whole report
 * is refused, with the first problem.
 */
export function spendRowsOf(
  source: SpendRow['source'],
  reported: readonly NetworkSpend[],
  range: SpendPullRange,
): SpendRows {
  const rows: SpendRow[] = [];
  for (const [i, row] of reported.entries()) {
    const refused = (why: string): SpendRows => ({
      ok: false,
      problem: `row ${i + 1} (${row.day}, ${row.campaign} / ${row.adset} / ${row.ad}): ${why}`,
    });
    if (parseDay(row.day) === undefined || row.day < range.since || row.day > range.until)
      return refused(`is not a day from ${range.since} to ${range.until}, as asked`);
    const currency = CURRENCIES.find((known) => known === row.currency.toUpperCase());
    if (currency === undefined)
      return refused(`${JSON.stringify(row.currency)} is not a currency the runtime knows (${CURRENCIES.join(', ')})`);
    const amount = minorUnits(row.spend, currency);
    if (amount === undefined) return refused(`${JSON.stringify(row.spend)} is not an amount of ${currency}`);
    const name = (text: string) => text.trim().slice(0, CAMPAIGN_MAX_LENGTH);
    if (amount > 0)
      rows.push({
        day: row.day,
        source,
        campaign: name(row.campaign),
        adset: name(row.adset),
        ad: name(row.ad),
        currency,
        amount,
      });
  }
  return { ok: true, rows };
}
