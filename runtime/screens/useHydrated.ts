import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * Whether this code runs the component: false in the server's render and while the browser hydrates it, true once
 * hydrated, and at once for a component first drawn in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
