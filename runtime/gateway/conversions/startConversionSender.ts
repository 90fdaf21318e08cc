import type { Database } from '@/runtime/platform/db/database';
import { reportServerError } from '@/runtime/platform/monitoring/reportServerError';
import { type AdNetworkSettings, networksOn } from './adNetworkSettings';
import { sendDueConversions } from './sendDueConversions';

/** How often an instance looks for conversions due: a sale reaches the networks within this after it is paid. */
export const CONVERSION_SWEEP_MS = 2_000;

/**
 * Sends the queued conversions of this instance's database while it runs (sendDueConversions), one sweep at a time;
 * every instance may, as the rows are claimed apart. Off when no network is on. Returns the stop.
 */
export function startConversionSender(db: Database, networks: AdNetworkSettings): () => void {
  if (networksOn(networks).length === 0) return () => {};
  let sweeping = false;
  const timer = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sendDueConversions(db, networks, () => new Date())
      .catch((error) => reportServerError(error, { area: 'conversions' }))
      .finally(() => {
        sweeping = false;
      });
  }, CONVERSION_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
