import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, join } from 'node:path';

/** The file in an embedded database's folder that names the one process using it. */
export const EMBEDDED_LOCK_FILE = 'funnel-runtime.lock';

type Holder = { pid: number; host: string; command: string; since: string };

/** Whether a process of this machine is still running (signal 0 only asks). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(path: string): Holder | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? (holder as Holder) : undefined;
  } catch {
    return undefined; // gone meanwhile, or half written by a holder that died writing it
  }
}

/**
 * Takes the embedded database in `dataDir` for this process, or throws one sentence naming the process that has it.
 * PGlite is PostgreSQL in this process: two processes writing one folder destroy it (issue 30), so a second server,
 * `funnel report` or test on the same folder is refused. A holder that is gone (a crash, a kill) leaves its file
 * behind; the next opener on this machine finds its process not running and takes the folder over. Returns what
 * gives the folder back (also done when the process exits).
 */
export function lockEmbeddedDatabase(dataDir: string): () => void {
  const path = join(dataDir, EMBEDDED_LOCK_FILE);
  const me: Holder = {
    pid: process.pid,
    host: hostname(),
    command: [basename(process.argv0), ...process.argv.slice(1).map((arg) => basename(arg))].join(' '),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = readHolder(path);
      const gone = holder === undefined || (holder.host === me.host && !running(holder.pid));
      if (!gone)
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder.pid} on ${holder.host} (${holder.command}, since ${holder.since}). ` +
            'One process at a time may use it: stop that one, or give this one a folder of its own (PGLITE_DATA_DIR), or a DATABASE_URL.',
        );
      rmSync(path, { force: true }); // its holder is gone: taken over
    }
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readHolder(path)?.pid === me.pid) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}
