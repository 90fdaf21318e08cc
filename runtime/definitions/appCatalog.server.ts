import { serverEnv } from '../platform/env.server';
import { type FixtureCatalog, readFixtureCatalog } from './readFixtureCatalog';

let cached: FixtureCatalog | undefined;

/**
 * The funnels this instance serves, read from the fixture folder (the embedded default source).
 * Read once per process, except in development where an edited fixture shows on the next request.
 */
export function appCatalog(): FixtureCatalog {
  if (process.env.NODE_ENV === 'development') return readFixtureCatalog(serverEnv().FIXTURES_DIR);
  cached ??= readFixtureCatalog(serverEnv().FIXTURES_DIR);
  return cached;
}
