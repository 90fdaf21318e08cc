/**
 * Runs once when a server instance starts: settings are checked first (a bad environment stops the
 * start with a readable list), then the database is migrated and the served definitions recorded.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('./runtime/platform/env.server');
  serverEnv();
  const { appDatabase } = await import('./runtime/platform/db/appDatabase');
  const { appCatalog } = await import('./runtime/definitions/appCatalog.server');
  const { storeCatalogVersions } = await import('./runtime/definitions/storeCatalogVersions');
  const catalog = appCatalog();
  for (const refused of catalog.refused)
    for (const error of refused.errors)
      console.error(`refused definition ${refused.name}: ${error.pointer || '/'} ${error.message} [${error.rule}]`);
  const { db } = await appDatabase();
  await storeCatalogVersions(db, catalog);
}
