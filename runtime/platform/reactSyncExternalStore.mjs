// @ts-check
// What `use-sync-external-store/shim` is on React 18 and later, which the bundler serves in its place (next.config.mjs):
// React's own hook. Neither the shim, whose fallback for React before 18 would weigh on every page, nor the package's
// main entry, which says in development (a console error on every page) that it is not to be imported.

export { useSyncExternalStore } from 'react';
