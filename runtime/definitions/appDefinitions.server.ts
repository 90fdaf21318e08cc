import 'server-only';
import { randomBytes } from 'node:crypto';
import { serverEnv } from '@/runtime/platform/env.server';
import { type BuilderClient, createBuilderClient } from './builderClient';
import { fixtureSource } from './fixtureSource';
import type { FunnelDefinition } from './funnelDefinition';

const holder = globalThis as typeof globalThis & {
  __definitionSource?: BuilderClient;
  __revalidationSecret?: string;
  __definitionWatchers?: Set<(paths: string[]) => void>;
  __lastValidDrafts?: Map<string, FunnelDefinition>;
};

/** Where definitions come from: the builder API when configured, else the fixture folder (the embedded default). */
export function appDefinitionSource(): BuilderClient {
  const env = serverEnv();
  holder.__definitionSource ??=
    env.BUILDER_API_HOST && env.BUILDER_API_KEY
      ? createBuilderClient({ host: env.BUILDER_API_HOST, apiKey: env.BUILDER_API_KEY })
      : fixtureSource(env.FIXTURES_DIR);
  return holder.__definitionSource;
}

/**
 * A secret made per process, with which an instance asks its own revalidation route to refresh its
 * pages (Next revalidates only inside a request); it never leaves the process.
 */
export function revalidationSecret(): string {
  holder.__revalidationSecret ??= randomBytes(32).toString('hex');
  return holder.__revalidationSecret;
}

/** Browser tabs following definition changes (development and the draft preview), told once pages are fresh. */
export function definitionWatchers(): Set<(paths: string[]) => void> {
  holder.__definitionWatchers ??= new Set();
  return holder.__definitionWatchers;
}

/** The last valid draft of each funnel previewed on this instance, shown while the current draft is invalid. */
export function lastValidDrafts(): Map<string, FunnelDefinition> {
  holder.__lastValidDrafts ??= new Map();
  return holder.__lastValidDrafts;
}
