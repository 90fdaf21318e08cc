/** How often to check that the process that started us is still there: a lingering sandbox holds its port. */
const PARENT_CHECK_MS = 1000;

/**
 * Closes a sandbox and exits on SIGINT or SIGTERM, and when the process that started it is gone (an
 * orphan is adopted by another process, init or a subreaper, which changes its parent id).
 */
export function stopWithParent(sandbox: { close(): Promise<void> }): void {
  const stop = async (): Promise<never> => {
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && void stop(), PARENT_CHECK_MS).unref();
}
