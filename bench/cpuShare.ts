import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** CPU time in clock ticks over a measurement: the whole machine's busy time, and the part the measurement took. */
export type CpuTicks = { busy: number; ours: number };

/** The busy ticks of /proc/stat's first line: user, nice, system, irq, softirq, steal (not idle, not iowait). */
export function busyTicksOf(procStat: string): number {
  const fields = (procStat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields;
  return user + nice + system + irq + softirq + steal;
}

/**
 * A process of /proc/<pid>/stat: its parent, and the ticks it took itself (utime and stime). The name may hold spaces
 * and parentheses: the fields are read after its last `)`.
 */
export function processOf(stat: string): { ppid: number; ticks: number } {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const field = (n: number) => Number(fields[n - 3]);
  return { ppid: field(4), ticks: field(14) + field(15) };
}

type Processes = ReadonlyMap<number, { ppid: number; ticks: number }>;

/** `root` and its live descendants. */
export function treeOf(processes: Processes, root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree: number[] = [];
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    if (!processes.has(pid)) continue;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

function readProcesses(): Map<number, { ppid: number; ticks: number }> {
  const processes = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      processes.set(Number(name), processOf(readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // Ended while read.
    }
  }
  return processes;
}

/** How often the measurement's processes are read: one that ends loses at most this much of its time. */
const FOLLOW_EVERY_MS = 250;

/**
 * Follows the CPU time of this process and its descendants (a browser's renderers come and go) until `stop`, which
 * gives the machine's busy ticks and theirs meanwhile; undefined where /proc cannot be read (not Linux). This
 * process counts from the start; a descendant counts all its time, up to when it was last seen.
 */
export function followCpu(): { stop(): CpuTicks | undefined } {
  const busyNow = () => busyTicksOf(readFileSync('/proc/stat', 'utf8'));
  let busyAtStart: number;
  try {
    busyAtStart = busyNow();
  } catch {
    return { stop: () => undefined };
  }
  const seen = new Map<number, { first: number; last: number }>();
  const read = () => {
    const processes = readProcesses();
    for (const pid of treeOf(processes, process.pid)) {
      const ticks = processes.get(pid)?.ticks ?? 0;
      const first = seen.get(pid)?.first ?? (pid === process.pid ? ticks : 0);
      seen.set(pid, { first, last: ticks });
    }
  };
  read();
  const timer = setInterval(read, FOLLOW_EVERY_MS);
  return {
    stop: () => {
      clearInterval(timer);
      read();
      let ours = 0;
      for (const { first, last } of seen.values()) ours += last - first;
      return { busy: busyNow() - busyAtStart, ours };
    },
  };
}

/**
 * How many cores other processes than the measurement kept busy while it ran, on average: what the machine did
 * besides (a build, a test suite), whatever the measurement itself costs.
 */
export function othersCores(measured: CpuTicks, elapsedMs: number, ticksPerSecond = 100): number {
  return Math.max(0, (measured.busy - measured.ours) / ticksPerSecond / (elapsedMs / 1000));
}

export const coreCount = () => Math.max(1, cpus().length);
