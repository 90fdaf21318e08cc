import { appCatalog } from '../definitions/appCatalog.server';
import { formatDefinitionError } from '../definitions/definitionError';
import { storeCatalogVersions } from '../definitions/storeCatalogVersions';
import { parseClientEnv } from './clientEnvSchema';
import { appDatabase } from './db/appDatabase';
import { serverEnv } from './env.server';
import { reportServerError } from './monitoring/reportServerError';

/**
 * What a server instance does once at start: settings are checked first, error monitoring and
 * tracing start when configured, then the database is migrated and the served definitions recorded.
 * Any failure stops the process with a readable reason, rather than leaving a server up that cannot serve.
 */
export async function startServer(): Promise<void> {
  try {
    const env = serverEnv();
    const client = parseClientEnv();
    if (client.NEXT_PUBLIC_SENTRY_DSN) {
      const [sentry, { sentryOptions }] = await Promise.all([
        import('@sentry/nextjs'),
        import('./monitoring/sentryOptions'),
      ]);
      sentry.init(sentryOptions(client.NEXT_PUBLIC_SENTRY_DSN, env.APP_ENV));
    }
    if (env.OTEL_TRACES_URL) {
      const { startServerTracing } = await import('./tracing/startServerTracing');
      startServerTracing(env.OTEL_TRACES_URL);
    }
    const catalog = appCatalog();
    for (const refused of catalog.refused)
      reportServerError(new Error(`refused definition ${refused.name}`), {
        errors: refused.errors.map((error) => formatDefinitionError(refused.name, error)),
      });
    const { db } = await appDatabase();
    await storeCatalogVersions(db, catalog);
  } catch (error) {
    console.error(`The server cannot start.\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
