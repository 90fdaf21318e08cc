import type { LogBatch } from './logBatcher';

/** docs/calls.md#log-endpoint: the log endpoint takes `{data: [[timestamp, message], ...]}`. */
export type LogPayload = { data: [number, string][] };

/** A batch as the endpoint's payload: each entry's message carries its level, text, extra and id as JSON. */
export function toLogPayload(batch: LogBatch): LogPayload {
  return {
    data: batch.logs.map((entry) => [
      entry.createdAt,
      JSON.stringify({ id: entry.id, level: entry.level, message: entry.message, extra: entry.extra }),
    ]),
  };
}
