import { clientEnv } from '@/runtime/platform/env.client';
import { isIgnoredError } from './sentryOptions';

/**
 * Reports an error caught in the browser: to the log endpoint always, and to error monitoring when a DSN is set. Errors
 * docs/errors.md#errors-not-reported names are dropped. Never throws. The logger's code loads with the first entry,
 * after the first paint (every page logs its view), so it weighs on no first step.
 */
export function reportError(error: unknown, context: Record<string, unknown> = {}): void {
  const message = error instanceof Error ? error.message : String(error);
  if (isIgnoredError(message)) return;
  try {
    const stack = error instanceof Error ? error.stack : undefined;
    import('@/runtime/platform/logger/browserLogger').then(
      ({ browserLogger }) => browserLogger.error(message, { ...context, stack }),
      () => undefined,
    );
    if (clientEnv.NEXT_PUBLIC_SENTRY_DSN)
      void import('@sentry/nextjs').then((sentry) => sentry.captureException(error, { extra: context }));
  } catch {
    // Reporting must never break the page.
  }
}
