import { clientEnv } from '@/runtime/platform/env.client';
import { serverLogger } from '@/runtime/platform/logger/serverLogger';

/** Reports an error on the server: a structured log line always, error monitoring when a DSN is set. */
export function reportServerError(error: unknown, context: Record<string, unknown> = {}): void {
  serverLogger().error({ err: error, ...context }, error instanceof Error ? error.message : String(error));
  if (clientEnv.NEXT_PUBLIC_SENTRY_DSN)
    void import('@sentry/nextjs').then((sentry) => sentry.captureException(error, { extra: context }));
}
