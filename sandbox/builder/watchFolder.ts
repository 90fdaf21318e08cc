import { watch } from 'node:fs';

/** Long enough to gather the several events one save makes (truncate, write, rename), short enough to feel instant. */
export const WATCH_DEBOUNCE_MS = 50;

/**
 * Calls `onChange` once things settle after anything under the folder changes; the caller rescans
 * rather than trusting event details, which differ by editor and platform. Returns a function that stops watching.
 */
export function watchFolder(dir: string, onChange: () => void, log: (line: string) => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(dir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, WATCH_DEBOUNCE_MS);
  });
  // Without a listener a watcher error (the folder itself removed) would end the process.
  watcher.on('error', (error) => log(`builder sandbox: stopped watching ${dir}: ${error.message}`));
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
