import { z } from 'zod';
import { LOG_LEVELS, type LogLevel } from '@/schemas/enums/logLevels';
import type { LogPayload } from './toLogPayload';

/** Limits of the log endpoint: entries per request and characters per message. */
export const LOG_PAYLOAD_MAX_ENTRIES = 100;
export const LOG_MESSAGE_MAX_CHARS = 8 * 1024;
/** A browser's batch of 15 lines (logBatcher) of messages at their longest, with room for JSON's escapes. */
export const LOG_BODY_LIMIT_BYTES = 128 * 1024;

/** docs/calls.md#log-endpoint: the log endpoint takes `{data: [[timestamp, message], ...]}`, within limits. */
export const logPayloadSchema: z.ZodType<LogPayload> = z.strictObject({
  data: z
    .array(z.tuple([z.number().int().nonnegative(), z.string().max(LOG_MESSAGE_MAX_CHARS)]))
    .min(1)
    .max(LOG_PAYLOAD_MAX_ENTRIES),
});

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
