import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { chromiumPath } from '@/e2e/support/chromium';
import type { MachineFacts } from './benchResults';

/** The facts RESULTS.md states beside the figures: CPUs, Node, Chromium, the date. */
export function machineFacts(): MachineFacts {
  const path = chromiumPath();
  let chromium = 'Chromium: unknown';
  try {
    if (path)
      chromium = execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // Recorded as unknown: the facts never stop a run.
  }
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    node: process.version,
    chromium,
    date: new Date().toISOString().slice(0, 10),
  };
}
