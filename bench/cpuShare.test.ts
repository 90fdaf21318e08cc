import { describe, expect, it } from 'vitest';
import { busyTicksOf, followCpu, othersCores, processOf, treeOf } from './cpuShare';
import { quietEnough } from './machineLoad';

describe('cpuShare', () => {
  it("reads the machine's busy ticks: user, nice, system, irq, softirq and steal, not idle nor iowait", () => {
    expect(busyTicksOf('cpu  100 2 30 9000 50 4 5 6 0 0\ncpu0 50 1 15 4500 25 2 2 3 0 0\n')).toBe(147);
  });

  it("reads a process's parent and ticks after its name, whatever the name holds", () => {
    const stat = '4242 (node (bench) x) S 4200 4242 4200 0 -1 4194560 100 0 0 0 70 30 15 5 20 0 11 0 1000 1 1';
    expect(processOf(stat)).toEqual({ ppid: 4200, ticks: 100 });
  });

  it('finds a process and its live descendants, not its parent nor its siblings', () => {
    const processes = new Map([
      [1, { ppid: 0, ticks: 1000 }],
      [10, { ppid: 1, ticks: 50 }],
      [11, { ppid: 10, ticks: 20 }],
      [12, { ppid: 11, ticks: 5 }],
      [13, { ppid: 1, ticks: 300 }],
    ]);
    expect(treeOf(processes, 10).sort()).toEqual([10, 11, 12]);
    expect(treeOf(processes, 99)).toEqual([]);
  });

  it.each([
    ['the measurement took all the busy time', 0, 0],
    ['others took a second of CPU in ten', 100, 0.1],
    ['others kept one core busy', 1000, 1],
  ])('%s', (_, othersTicks, cores) => {
    expect(othersCores({ busy: 1500 + othersTicks, ours: 1500 }, 10_000)).toBeCloseTo(cores, 5);
  });

  it.runIf(process.platform === 'linux')("counts a child's work as the measurement's, on this machine", async () => {
    const cpu = followCpu();
    const { execFile } = await import('node:child_process');
    await new Promise((resolve) =>
      execFile(process.execPath, ['-e', 'const end = Date.now() + 1500; while (Date.now() < end);'], resolve),
    );
    const measured = cpu.stop();
    expect(measured?.ours).toBeGreaterThan(100);
  });
});

describe('quietEnough', () => {
  it.each([
    ['quiet before and after', { before: 0.2, after: 0.4 }, true],
    ['busy as it began', { before: 1.6, after: 0.4, othersPerCore: 0 }, false],
    ['loaded by the measurement alone', { before: 0.2, after: 2.1, othersPerCore: 0.02 }, true],
    ['others took their share', { before: 0.2, after: 1.0, othersPerCore: 0.15 }, true],
    ['others took more than their share', { before: 0.2, after: 1.0, othersPerCore: 0.16 }, false],
    ['busy as it ended, the others unknown', { before: 0.2, after: 1.6 }, false],
  ])('%s', (_, load, quiet) => {
    expect(quietEnough(load)).toBe(quiet);
  });
});
