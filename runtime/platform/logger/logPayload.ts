import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from '../../../schemas/enums/logLevels';
import type { LogBatch } from './logBatcher';

/** Limits of the log endpoint: entries per request and characters per message. */
export const LOG_PAYLOAD_MAX_ENTRIES = 100;
export const LOG_MESSAGE_MAX_CHARS = 8 * 1024;
export const LOG_BODY_LIMIT_BYTES = 256 * 1024;

/** SPEC §7: the log endpoint takes `{data: [[timestamp, message], ...]}`. */
export const logPayloadSchema = z.strictObject({
  data: z
    .array(z.tuple([z.number().int().nonnegative(), z.string().max(LOG_MESSAGE_MAX_CHARS)]))
    .min(1)
    .max(LOG_PAYLOAD_MAX_ENTRIES),
});
export type LogPayload = z.infer<typeof logPayloadSchema>;

/** A batch as the endpoint's payload: each entry's message carries its level, text, extra and id as JSON. */
export function toLogPayload(batch: LogBatch): LogPayload {
  return {
    data: batch.logs.map((entry) => [
      entry.createdAt,
      JSON.stringify({ id: entry.id, level: entry.level, message: entry.message, extra: entry.extra }),
    ]),
  };
}

export type ReceivedLog = { clientTime: number; level: LogLevel; message: string; id?: string; extra?: unknown };

const encodedEntry = z.object({
  id: z.string().optional(),
  level: z.enum(LOG_LEVELS),
  message: z.string(),
  extra: z.unknown().optional(),
});

/** One received pair as a log line: a message encoded by the browser's batcher, or plain text at info. */
export function readLogPair([clientTime, message]: [number, string]): ReceivedLog {
  try {
    const decoded = encodedEntry.safeParse(JSON.parse(message));
    if (decoded.success) return { clientTime, ...decoded.data };
  } catch {
    // Plain text from another client.
  }
  return { clientTime, level: 'info', message };
}
