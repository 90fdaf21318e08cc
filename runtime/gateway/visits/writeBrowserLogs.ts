import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { type RateLimitRule, rateLimit } from '@/runtime/gateway/rateLimit';
import { isDatabaseUnavailable } from '@/runtime/platform/db/isDatabaseUnavailable';
import { readLogPair } from '@/runtime/platform/logger/logPayloadSchema';
import { serverLogger } from '@/runtime/platform/logger/serverLogger';
import type { LogPayload } from '@/runtime/platform/logger/toLogPayload';

/**
 * Log batches from one client address in an hour: a visit's browser sends one when it has 15 lines or is left, so a
 * few for a visitor and some hundreds for an office behind one address; a script writing lines is stopped.
 */
export const LOG_BATCHES_PER_CLIENT: RateLimitRule = {
  name: 'log_batches_per_client',
  limit: 300,
  windowSeconds: 3600,
};

/**
 * docs/calls.md#log-endpoint: the browser's log batch, written as structured server logs marked `source: browser` (a line claiming to be
 * an error is the browser's word, not the server's), within the client's limit (429 past it; a batch refused is kept
 * and sent again by the browser's batcher). While the database that counts the limit cannot be reached, the lines
 * are written uncounted: logs are how an outage is seen.
 */
export async function writeBrowserLogs(
  ctx: Pick<GatewayContext, 'db' | 'now'>,
  payload: LogPayload,
  client: string,
  requestId: string | undefined,
): Promise<{ received: number }> {
  try {
    await rateLimit(ctx, LOG_BATCHES_PER_CLIENT, client);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
  }
  const log = serverLogger().child({ source: 'browser', requestId });
  for (const pair of payload.data) {
    const { level, message, ...fields } = readLogPair(pair);
    log[level](fields, message);
  }
  return { received: payload.data.length };
}
