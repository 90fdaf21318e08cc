import pino from 'pino';
import { serverEnv } from '../env.server';

const holder = globalThis as typeof globalThis & { __funnelServerLogger?: pino.Logger };

/** The server's structured JSON logger (pino, to standard output), one per process. */
export function serverLogger(): pino.Logger {
  holder.__funnelServerLogger ??= pino({ level: serverEnv().LOG_LEVEL, base: { service: 'funnel-runtime' } });
  return holder.__funnelServerLogger;
}
