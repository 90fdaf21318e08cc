import type { Database } from '@/runtime/platform/db/database';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import type { AdSpendSettings } from './adSpendSettings';
import { pullAdSpend } from './pullAdSpend';

/** How often an instance pulls the networks' spend: the report's spend is at most this old (and yesterday's final). */
export const SPEND_PULL_INTERVAL_MS = 6 * 60 * 60 * 1000;

/**
 * Pulls the ad accounts' spend while this instance runs (pullAdSpend): once now, in the background (the start does not
 * wait on the networks), then every SPEND_PULL_INTERVAL_MS, one pull at a time. Every instance may: imports of a
 * funnel take their turns (importSpend). Off without accounts. Returns the stop.
 */
export function startSpendPull(db: Database, settings: AdSpendSettings | undefined): () => void {
  if (settings === undefined || settings.accounts.length === 0) return () => {};
  let pulling = false;
  const pull = () => {
    if (pulling) return;
    pulling = true;
    pullAdSpend(db, settings, new Date())
      .catch((error) => reportServerError(error, { area: 'ad spend' }))
      .finally(() => {
        pulling = false;
      });
  };
  pull();
  const timer = setInterval(pull, SPEND_PULL_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
