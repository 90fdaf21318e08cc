import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** CPU time in clock ticks: the whole machine's busy time, and the part this process and its descendants took. */
export type CpuTicks = { busy: number; ours: number };

/** The busy ticks of /proc/stat's first line: user, nice, system, irq, softirq, steal (not idle, not iowait). */
export function busyTicksOf(procStat: string): number {
  const fields = (procStat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return user + nice + system + irq + softirq + steal;
}

/**
 * A process of /proc/<pid>/stat: its parent, and the ticks it and its waited-for children took (utime, stime,
 * cutime, cstime). The name may hold spaces and parentheses: the fields are read after its last `)`.
 */
export function processOf(stat: string): { ppid: number; ticks: number } {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { ppid: field(4), ticks: field(14) + field(15) + field(16) + field(17) };
}

/**
 * The ticks of `root` and every live descendant: a descendant that has ended is counted in its parent's waited-for
 * children, so nothing is counted twice.
 */
export function treeTicks(processes: ReadonlyMap<number, { ppid: number; ticks: number }>, root: number): number {
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    ticks += processes.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

/** The machine's CPU ticks now, on Linux; undefined elsewhere. */
export function cpuTicks(): CpuTicks | undefined {
  try {
    const processes = new Map<number, { ppid: number; ticks: number }>();
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        processes.set(Number(name), processOf(readFileSync(`/proc/${name}/stat`, 'utf8')));
      } catch {
        // Ended while read.
      }
    }
    return { busy: busyTicksOf(readFileSync('/proc/stat', 'utf8')), ours: treeTicks(processes, process.pid) };
  } catch {
    return undefined;
  }
}

/**
 * How many cores other processes than the measurement kept busy between two readings, on average: what the
 * machine did besides the measurement (a build, a test suite), whatever the measurement itself costs.
 */
export function othersCores(before: CpuTicks, after: CpuTicks, elapsedMs: number, ticksPerSecond = 100): number {
  const others = after.busy - before.busy - (after.ours - before.ours);
  return Math.max(0, others / ticksPerSecond / (elapsedMs / 1000));
}

export const coreCount = () => Math.max(1, cpus().length);
