import { appDefinitionSource } from './runtime/definitions/appDefinitions.server';
import { announceDefinitionChange, followDefinitionChanges } from './runtime/definitions/definitionChanges';
import { formatDefinitionError } from './runtime/definitions/definitionError';
import { funnelPaths } from './runtime/definitions/funnelPaths';
import { publishedFunnels } from './runtime/definitions/publishedDefinitions';
import { refreshOwnPages } from './runtime/definitions/refreshOwnPages.server';
import { rememberServedVersions } from './runtime/definitions/rememberServedVersions';
import { syncPublishedDefinitions } from './runtime/definitions/syncPublishedDefinitions';
import { adSpendSettingsOf } from './runtime/gateway/adSpend/adSpendSettings';
import { startSpendPull } from './runtime/gateway/adSpend/startSpendPull';
import { adNetworkSettingsOf } from './runtime/gateway/conversions/adNetworkSettings';
import { startConversionSender } from './runtime/gateway/conversions/startConversionSender';
import { forgetOldEvents } from './runtime/gateway/visits/forgetOldEvents';
import { checkSettings } from './runtime/platform/checkSettings';
import { appDatabase } from './runtime/platform/db/appDatabase';
import { serverLogger } from './runtime/platform/logger/serverLogger';
import { reportServerError } from './runtime/platform/monitoring/reportServerError';

/** How often an instance deletes the raw events past their retention. */
const RETENTION_SWEEP_MS = 24 * 60 * 60 * 1000;

/**
 * The composition root: what a server instance does once at start: settings are checked first (in production, none of the
 * embedded defaults meant for local replay may remain), error monitoring and
 * tracing start when configured, then the database is migrated, this instance follows definition
 * changes from every instance, and the definitions are brought up to what the source publishes (the
 * stored versions keep serving when the source cannot be read).
 * Any failure stops the process with a readable reason, rather than leaving a server up that cannot serve.
 */
export async function startServer(): Promise<void> {
  try {
    const { env, client } = checkSettings();
    if (client.NEXT_PUBLIC_SENTRY_DSN) {
      const [sentry, { sentryOptions }] = await Promise.all([
        import('@sentry/nextjs'),
        import('./runtime/platform/monitoring/sentryOptions'),
      ]);
      sentry.init(sentryOptions(client.NEXT_PUBLIC_SENTRY_DSN, env.APP_ENV));
    }
    if (env.OTEL_TRACES_URL) {
      const { startServerTracing } = await import('./runtime/platform/tracing/startServerTracing');
      startServerTracing(env.OTEL_TRACES_URL);
    }
    const database = await appDatabase();
    // The embedded place search builds its index of cities (about a second and 100 MB) once; built now, in the
    // background, the first visitor's first keystroke does not wait for it (docs/places.md).
    if (!client.NEXT_PUBLIC_GEOCODING_API_URL)
      void import('./runtime/places/cityIndex.server').then(({ cityIndex }) => cityIndex()).catch(reportServerError);
    // What the paths serve now is read before their pages are refreshed: the proxy then sends visitors pinned to
    // the versions those pages showed to the pinned page, rather than to the new page (rememberServedVersions).
    // One read at a time, in order, so an earlier read never lands after a later one.
    let remembering = Promise.resolve();
    const remember = () => {
      remembering = remembering.then(() =>
        rememberServedVersions(database.db).catch((error) => reportServerError(error)),
      );
      return remembering;
    };
    const refresh = (paths: string[]) => {
      serverLogger().info({ paths }, 'definitions changed: refreshing their pages');
      void remember().then(() => refreshOwnPages(paths).catch((error) => reportServerError(error, { paths })));
    };
    const refreshAll = async () => refresh((await publishedFunnels(database.db)).flatMap(funnelPaths));
    /**
     * Brings the database up to what the builder publishes and tells every instance what changed; when the builder
     * cannot be read, the stored versions keep serving.
     */
    const syncWithBuilder = async () => {
      const sync = await syncPublishedDefinitions(database.db, appDefinitionSource());
      if (!sync.ok) {
        reportServerError(new Error(`definitions not refreshed, stored versions serve: ${sync.detail}`));
        return;
      }
      for (const { document, errors } of sync.refused)
        reportServerError(new Error(`refused definition ${document}: the last good version keeps serving`), {
          errors: errors.map((error) => formatDefinitionError(document, error)),
        });
      await announceDefinitionChange(database, { paths: sync.paths });
    };
    // Changes announced while the connection was down are unknown: every funnel's pages are refreshed. And the events
    // the builder pushed meanwhile were refused and may have been given up on: what it publishes is read again.
    const catchUp = async () => {
      await refreshAll();
      await syncWithBuilder();
    };
    await followDefinitionChanges(
      database,
      ({ paths }) => refresh(paths),
      () => void catchUp().catch((error) => reportServerError(error)),
    );
    await syncWithBuilder();
    // Known from the start, not only after the first change (a sync that changed nothing announces nothing).
    await remember();
    // Raw events older than the retention go, now and once a day (every instance may: the deletes agree).
    const forget = () =>
      void forgetOldEvents(database.db, env.EVENT_RETENTION_DAYS, new Date()).catch((error) =>
        reportServerError(error),
      );
    forget();
    setInterval(forget, RETENTION_SWEEP_MS).unref();
    // Paid sales queued for the ad networks' server APIs go out from every instance (docs/decisions/0035).
    startConversionSender(database.db, adNetworkSettingsOf(env));
    // The ad accounts' spend comes from the networks, now (in the background) and every few hours; every instance may,
    // as imports of a funnel take their turns (docs/decisions/0045). Off while AD_ACCOUNTS is unset.
    startSpendPull(database.db, adSpendSettingsOf(env));
  } catch (error) {
    console.error(`The server cannot start.\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
