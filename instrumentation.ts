import type { Instrumentation } from 'next';

/**
 * Runs once when a server instance starts: settings are checked first, error monitoring and tracing
 * start when configured, then the database is migrated and the served definitions recorded. Any
 * failure here stops the process with a readable reason, rather than leaving a server up that cannot serve.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    const { serverEnv } = await import('./runtime/platform/env.server');
    const { parseClientEnv } = await import('./runtime/platform/clientEnvSchema');
    const env = serverEnv();
    parseClientEnv();
    const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
    if (dsn) {
      const [sentry, { sentryOptions }] = await Promise.all([
        import('@sentry/nextjs'),
        import('./runtime/platform/monitoring/sentryOptions'),
      ]);
      sentry.init(sentryOptions(dsn, env.APP_ENV));
    }
    if (env.OTEL_TRACES_URL) {
      const { startServerTracing } = await import('./runtime/platform/tracing/startServerTracing');
      startServerTracing(env.OTEL_TRACES_URL);
    }
    const { appDatabase } = await import('./runtime/platform/db/appDatabase');
    const { appCatalog } = await import('./runtime/definitions/appCatalog.server');
    const { storeCatalogVersions } = await import('./runtime/definitions/storeCatalogVersions');
    const { formatDefinitionError } = await import('./runtime/definitions/definitionError');
    const catalog = appCatalog();
    for (const refused of catalog.refused)
      for (const error of refused.errors)
        console.error(`refused definition ${formatDefinitionError(refused.name, error)}`);
    const { db } = await appDatabase();
    await storeCatalogVersions(db, catalog);
  } catch (error) {
    console.error(`The server cannot start.\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/** Errors of server rendering and route handlers go to error monitoring when it is on. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  const sentry = await import('@sentry/nextjs');
  sentry.captureRequestError(...args);
};
