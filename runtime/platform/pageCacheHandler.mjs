// @ts-check
// Next's own page cache (pages on disk, a bounded copy in memory), told to keep no "not found" answer: any
// made-up address would otherwise leave files on disk, and a flood of them would fill it. Plain JavaScript,
// because Next loads it by path (next.config.mjs, cacheHandler).
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache.js').default} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

export default class PageCacheHandler extends FileSystemCache {
  /** @type {InstanceType<typeof FileSystemCache>['set']} */
  async set(key, data, ctx) {
    if (data?.kind === 'APP_PAGE' && data.status === 404) return;
    return super.set(key, data, ctx);
  }
}
