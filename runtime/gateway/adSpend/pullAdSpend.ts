import type { Database } from '@/runtime/platform/db/database';
import { serverLogger } from '@/runtime/platform/logger/serverLogger';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import { importSpend, type SpendImport } from '@/runtime/report/spend/importSpend';
import type { SpendRow } from '@/runtime/report/spend/parseSpendCsv';
import { AD_ACCOUNT_SOURCES, type AdAccount, adAccountName } from '@/schemas/ads/adAccounts';
import type { AdSpendSettings } from './adSpendSettings';
import { mergeSpendRows } from './mergeSpendRows';
import { pullAccountSpend } from './pullAccountSpend';
import { spendPullRange } from './spendPullRange';

/** What a pull did for a funnel: the sources whose spend it imported (and what the import did), and those it could not. */
export type FunnelSpendPull = {
  funnel: string;
  pulled: SpendRow['source'][];
  imported?: SpendImport;
  failed: { source: SpendRow['source']; problem: string }[];
};

/**
 * Pulls the daily spend of every configured ad account over the last days (spendPullRange) and keeps it as the report's
 * spend, funnel by funnel: one import per funnel (importSpend) holding all its accounts' rows, each source covering the
 * days pulled, so two accounts of a network spending for one funnel replace those days together, never one after the
 * other. A source of a funnel one of whose accounts failed (the network's error, no answer, garbage, a currency the
 * runtime does not know) is not imported: its days keep what they had, and the failure is reported. Never half an import.
 */
export async function pullAdSpend(
  db: Database,
  settings: AdSpendSettings,
  now: Date,
  fetchFn: typeof fetch = fetch,
): Promise<FunnelSpendPull[]> {
  const range = spendPullRange(now);
  const funnels = groupBy(settings.accounts, (account) => account.funnelSlug);
  const done: FunnelSpendPull[] = [];
  for (const [funnel, accounts] of funnels) {
    const pulls = await Promise.all(
      accounts.map(async (account) => ({
        account,
        spend: await pullAccountSpend(settings.apis[account.network], account, range, fetchFn),
      })),
    );
    const result: FunnelSpendPull = { funnel, pulled: [], failed: [] };
    const rows: SpendRow[] = [];
    const refuse = (source: SpendRow['source'], problem: string, accounts: readonly AdAccount[]) => {
      result.failed.push({ source, problem });
      reportServerError(
        new Error(`the ${source} spend of ${funnel} was not pulled, its days keep what they had: ${problem}`),
        { area: 'ad spend', funnel, source, accounts: accounts.map(adAccountName), range },
      );
    };
    for (const [source, ofSource] of groupBy(pulls, ({ account }) => AD_ACCOUNT_SOURCES[account.network])) {
      const failed = ofSource.flatMap(({ account, spend }) => (spend.ok ? [] : [{ account, problem: spend.problem }]));
      if (failed.length > 0) {
        const problem = failed.map(({ account, problem }) => `${adAccountName(account)}: ${problem}`).join('; ');
        refuse(
          source,
          problem,
          failed.map(({ account }) => account),
        );
        continue;
      }
      const merged = mergeSpendRows(ofSource.flatMap(({ spend }) => (spend.ok ? spend.rows : [])));
      if (!merged.ok) {
        refuse(
          source,
          merged.problem,
          ofSource.map(({ account }) => account),
        );
        continue;
      }
      rows.push(...merged.rows);
      result.pulled.push(source);
    }
    if (result.pulled.length > 0)
      try {
        result.imported = await importSpend(db, funnel, rows, now, {
          from: range.since,
          to: range.until,
          sources: result.pulled,
        });
      } catch (error) {
        reportServerError(error, { area: 'ad spend', funnel, range });
        result.failed.push(...result.pulled.map((source) => ({ source, problem: String(error) })));
        result.pulled = [];
      }
    done.push(result);
  }
  serverLogger().info(
    {
      range,
      funnels: done.map(({ funnel, pulled, imported, failed }) => ({
        funnel,
        pulled,
        rows: imported?.rows,
        failed: failed.length,
      })),
    },
    'ad spend pulled from the networks',
  );
  return done;
}

/** Items by a key, in the order each key first comes (Map.groupBy, which Node 20 lacks). */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}
