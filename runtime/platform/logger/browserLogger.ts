import { apiClient } from '@/runtime/platform/http/apiClients';
import type { LogLevel } from '@/schemas/enums/logLevels';
import { browserNetwork } from './browserNetwork';
import { type LogBatch, LogBatcher } from './logBatcher';
import { toLogPayload } from './toLogPayload';

export type Logger = Record<LogLevel, (message: string, extra?: Record<string, unknown>) => void>;

let batcher: LogBatcher | undefined;
let context: Record<string, unknown> = {};

/** What every entry from this page carries besides its own extra: the funnel's name and locale. */
export function setLogContext(next: Record<string, unknown>): void {
  context = { ...context, ...next };
}

function send(batch: LogBatch): Promise<void> {
  return apiClient('gateway').post('logs', toLogPayload(batch));
}

function theBatcher(): LogBatcher {
  if (batcher === undefined) {
    batcher = new LogBatcher({ send, storage: window.localStorage, ...browserNetwork });
    // A page being left gets one try at sending; what fails stays in storage for the next visit.
    window.addEventListener('pagehide', () => void batcher?.flush());
  }
  return batcher;
}

/**
 * The browser's logger: entries are batched to the log endpoint (docs/states.md#log-batches,
 * docs/calls.md#log-endpoint) and survive reloads and outages. On the server (rendering) it does nothing: server code
 * logs with the server logger.
 */
export const browserLogger: Logger = {
  debug: (message, extra) => write('debug', message, extra),
  info: (message, extra) => write('info', message, extra),
  warn: (message, extra) => write('warn', message, extra),
  error: (message, extra) => write('error', message, extra),
};

function write(level: LogLevel, message: string, extra?: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  theBatcher().log(level, message, { ...context, ...extra });
}
