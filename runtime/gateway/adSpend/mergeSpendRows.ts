import type { SpendRow } from '@/runtime/report/spend/parseSpendCsv';
import type { SpendRows } from './spendRowsOf';

/**
 * The rows of one source pulled from a funnel's accounts, one per day and origin, as the report keeps them: ads that a
 * report, or two accounts, name alike on a day are added up. Alike in two currencies cannot be: refused.
 */
export function mergeSpendRows(rows: readonly SpendRow[]): SpendRows {
  const merged = new Map<string, SpendRow>();
  for (const row of rows) {
    const key = [row.day, row.source, row.campaign, row.adset, row.ad].join('\n');
    const earlier = merged.get(key);
    if (earlier === undefined) merged.set(key, { ...row });
    else if (earlier.currency !== row.currency)
      return {
        ok: false,
        problem: `${row.campaign} / ${row.adset} / ${row.ad} spent in ${earlier.currency} and ${row.currency} on ${row.day}: an ad's day is kept in one currency`,
      };
    else earlier.amount += row.amount;
  }
  return { ok: true, rows: [...merged.values()] };
}
