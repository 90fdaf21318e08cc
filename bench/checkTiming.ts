import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from '@/e2e/support/chromium';
import { withBareNext } from './bareNextApp';
import { PEER_FUNNEL } from './benchPages';
import { withLighthouse } from './lighthouseRuns';
import { LOAD_PER_CORE_MAX, loadPerCore, whenQuiet } from './machineLoad';
import { lighthousePage } from './measureLighthouse';
import { observeOnce } from './measureObserved';
import { median } from './median';
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
 * page, as a visitor's phone observes it (Chromium at 4x CPU on slow 4G, measureObserved's loads). The harness's
 * runs measured it from 80 ms under to 93 ms over the bare Next page, unpaired (docs/SPEED.md); Lighthouse's simulation
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

/** Pairs of loads per measurement of the observed gate. */
const GATE_PAIRS = 7;

/**
 * One measurement of the observed gate: GATE_PAIRS pairs of loads, the bare Next page then palmistry's first step, one
 * right after the other, so that each pair meets the machine in the same state; the margin is the median of the pairs'
 * differences in blocking time.
 */
async function observeGateOnce(browser: Browser): Promise<Verdict> {
  const pairs = await withBareNext((bareUrl) =>
    withBuiltApp(async (base) => {
      const measured: { bare: number; ours: number }[] = [];
      for (let i = 0; i < GATE_PAIRS; i++) {
        const bare = await observeOnce(browser, bareUrl);
        const ours = await observeOnce(browser, `${base}/${PEER_FUNNEL}`);
        measured.push({ bare: bare.blockingMs, ours: ours.blockingMs });
      }
      return measured;
    }),
  );
  const over = median(pairs.map((p) => p.ours - p.bare));
  const failed = over > FIRST_STEP_BLOCKING_OVER_BARE_NEXT_MAX_MS;
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  return {
    over: failed,
    line: `/${PEER_FUNNEL} first step observed at 4x CPU on slow 4G, ${pairs.length} pairs of loads: blocking ${ms(median(pairs.map((p) => p.ours)))}, the bare Next page's ${ms(median(pairs.map((p) => p.bare)))}; ${ms(over)} over it (median of the pairs), at most ${ms(FIRST_STEP_BLOCKING_OVER_BARE_NEXT_MAX_MS)}${failed ? ': **over**' : ''}`,
  };
}

/**
 * The observed gate. Over once, both pages are measured again, and the gate fails only when the first step is over the
 * second time too: a regression shows in both, while one noisy measurement does not fail `npm test`. Measured as two
 * medians taken a minute apart, one build was once 507 against 290 ms, then 339 against 330 ms.
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
