import type { LogBatcherDeps } from './logBatcher';

/** The browser's network, as a batcher waits for it: no attempt while the device is offline, all once it is back. */
export const browserNetwork: Required<Pick<LogBatcherDeps, 'isOnline' | 'whenOnline'>> = {
  isOnline: () => navigator.onLine,
  whenOnline: (run) => window.addEventListener('online', run, { once: true }),
};
