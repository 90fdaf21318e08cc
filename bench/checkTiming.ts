import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '../e2e/support/chromium';
import { withBareNext } from './bareNextApp';
import { PEER_FUNNEL } from './benchPages';
import { withLighthouse } from './lighthouseRuns';
import { LOAD_PER_CORE_MAX, loadPerCore, whenQuiet } from './machineLoad';
import { lighthousePage } from './measureLighthouse';
import { observePage } from './measureObserved';
import { withBuiltApp } from './withBuiltApp';

/**
 * The timing `npm test` gates (issue 29): a fixture funnel's first step may block the main thread (Lighthouse's TBT,
 * its mobile throttling) at most this much longer than the bare Next page measured in the same run. Palmistry's first
 * step measured 120 to 520 ms over the bare Next page in runs of this machine (bench/RESULTS.md), so the margin stands
 * above that scatter: it catches a regression like the one issue 29 found (about 1,000 ms over), not a noisy run.
 * The close margin is the observed gate's, below.
 */
export const FIRST_STEP_TBT_OVER_BARE_NEXT_MAX_MS = 800;
/**
 * The tight gate (issue 42): palmistry's first step blocks the main thread at most this much longer than the bare Next
 * page, as a visitor's phone observes it (Chromium at 4x CPU on slow 4G, median of 5 loads, measureObserved). Its
 * runs measured from 80 ms under to 50 ms over the bare Next page (bench/RESULTS.md); Lighthouse's simulation
 * scatters too much for a margin this close, so it keeps the coarse one above.
 */
export const FIRST_STEP_BLOCKING_OVER_BARE_NEXT_MAX_MS = 100;
/** Runs per page for the gate: fewer than the harness takes at most, so `npm test` stays short. */
const GATE_ROUNDS = { min: 3, max: 5 } as const;

type Verdict = { line: string; over: boolean };

/** The Lighthouse gate: palmistry's first step's TBT beside the bare Next page's. */
async function lighthouseGate(): Promise<Verdict> {
  return withLighthouse(async (audit) => {
    const bare = await withBareNext((url) =>
      lighthousePage(audit, url, 'bare Next', 'bareNext', undefined, GATE_ROUNDS),
    );
    const ours = await withBuiltApp((base) =>
      lighthousePage(audit, `${base}/${PEER_FUNNEL}`, `/${PEER_FUNNEL}`, 'ours', undefined, GATE_ROUNDS),
    );
    const limit = bare.tbtMs + FIRST_STEP_TBT_OVER_BARE_NEXT_MAX_MS;
    const over = ours.tbtMs > limit;
    return {
      over,
      line: `/${PEER_FUNNEL} first step: TBT ${ours.tbtMs.toFixed(0)} ms over ${ours.runs} runs, the bare Next page's ${bare.tbtMs.toFixed(0)} ms; at most ${limit.toFixed(0)} ms (bare Next + ${FIRST_STEP_TBT_OVER_BARE_NEXT_MAX_MS} ms)${over ? ': **over**' : ''}`,
    };
  });
}

/** One measurement of the observed gate: palmistry's first step's blocking time beside the bare Next page's. */
async function observeGateOnce(browser: Browser): Promise<Verdict> {
  const bare = await withBareNext((url) => observePage(browser, url, 'bare Next', 'bareNext'));
  const ours = await withBuiltApp((base) => observePage(browser, `${base}/${PEER_FUNNEL}`, `/${PEER_FUNNEL}`, 'ours'));
  const limit = bare.blockingMs + FIRST_STEP_BLOCKING_OVER_BARE_NEXT_MAX_MS;
  const over = ours.blockingMs > limit;
  return {
    over,
    line: `/${PEER_FUNNEL} first step observed at 4x CPU on slow 4G: blocking ${ours.blockingMs.toFixed(0)} ms over ${ours.runs} loads, the bare Next page's ${bare.blockingMs.toFixed(0)} ms; at most ${limit.toFixed(0)} ms (bare Next + ${FIRST_STEP_BLOCKING_OVER_BARE_NEXT_MAX_MS} ms)${over ? ': **over**' : ''}`,
  };
}

/**
 * The observed gate. Over once, both pages are measured again, and the gate fails only when the first step is over the
 * second time too: a regression shows in both, while one noisy measurement (on this machine blocking once measured
 * 507 against 290 ms, then 339 against 330 ms, on the same build) does not fail `npm test`.
 */
async function observedGate(): Promise<Verdict> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const first = await observeGateOnce(browser);
    if (!first.over) return first;
    const again = await observeGateOnce(browser);
    return { over: again.over, line: `${first.line}\nmeasured again: ${again.line}` };
  } finally {
    await browser.close();
  }
}

/** The gates' verdict: their lines, and whether the first step is over either. */
export async function checkTiming(): Promise<{ line: string; over: boolean }> {
  const load = await whenQuiet();
  const gates = [await lighthouseGate(), await observedGate()];
  const busy =
    load > LOAD_PER_CORE_MAX
      ? `\nthe machine was busy (load ${load.toFixed(2)} then ${loadPerCore().toFixed(2)} per core)`
      : '';
  return { line: gates.map((g) => g.line).join('\n') + busy, over: gates.some((g) => g.over) };
}
