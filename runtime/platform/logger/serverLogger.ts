import pino from 'pino';
import { serverEnv } from '@/runtime/platform/env.server';

const holder = globalThis as typeof globalThis & { __funnelServerLogger?: pino.Logger };

/** Field names that hold a secret wherever they appear: a saved card's token, keys, signatures, intents, proofs. */
const SECRET_FIELDS = [
  'card_token',
  'cardToken',
  'recurring_token',
  'token',
  'proof',
  'secretKey',
  'signature',
  'paymentIntent',
  'resignIntent',
  'password',
  'authorization',
  'cookie',
];

/** Where a secret field is cut from a log line: at the top and three levels down (an error's context, its body). */
export const LOG_REDACTIONS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]);

/** A structured JSON logger that never writes a secret field's value (LOG_REDACTIONS). */
export function createServerLogger(level: string, destination?: pino.DestinationStream): pino.Logger {
  return pino(
    { level, base: { service: 'funnel-runtime' }, redact: { paths: LOG_REDACTIONS, censor: '[redacted]' } },
    destination,
  );
}

/** The server's structured JSON logger (pino, to standard output), one per process. */
export function serverLogger(): pino.Logger {
  holder.__funnelServerLogger ??= createServerLogger(serverEnv().LOG_LEVEL);
  return holder.__funnelServerLogger;
}
