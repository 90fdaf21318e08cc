import { spawn } from 'node:child_process';

/** A server the benchmark starts answers in well under this; a first start of the app also migrates its database. */
const START_TIMEOUT_MS = 60_000;

/**
 * Runs `use` while a server process runs (started in a process group of its own, so its children stop with it),
 * once `readyUrl` answers; stops it afterwards, whatever happens.
 */
export async function withProcess<T>(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  readyUrl: string,
  use: () => Promise<T>,
): Promise<T> {
  const child = spawn(command, args, {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited with ${child.exitCode}`);
      const up = await fetch(readyUrl).then(
        (r) => r.status < 500,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error(`${readyUrl} did not answer within ${START_TIMEOUT_MS} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
    return await use();
  } finally {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
  }
}
