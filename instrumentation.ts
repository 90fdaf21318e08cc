/**
 * Runs once when a server instance starts: settings are checked first, then the database is migrated
 * and the served definitions recorded. Any failure here stops the process with a readable reason,
 * rather than leaving a server up that cannot serve.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    const { serverEnv } = await import('./runtime/platform/env.server');
    serverEnv();
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
