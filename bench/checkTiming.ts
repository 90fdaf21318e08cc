import { withBareNext } from './bareNextApp';
import { PEER_FUNNEL } from './benchPages';
import { withLighthouse } from './lighthouseRuns';
import { LOAD_PER_CORE_MAX, loadPerCore, whenQuiet } from './machineLoad';
import { lighthousePage } from './measureLighthouse';
import { withBuiltApp } from './withBuiltApp';

/**
 * The timing `npm test` gates (issue 29): a fixture funnel's first step may block the main thread (Lighthouse's TBT,
 * its mobile throttling) at most this much longer than the bare Next page measured in the same run. Palmistry's first
 * step measured 120 to 520 ms over the bare Next page in runs of this machine (bench/RESULTS.md), so the margin stands
 * above that scatter: it catches a regression like the one issue 29 found (about 1,000 ms over), not a noisy run.
 * Tighten it as the goal (bare Next + 30 ms) comes closer.
 */
export const FIRST_STEP_TBT_OVER_BARE_NEXT_MAX_MS = 800;
/** Runs per page for the gate: fewer than the harness takes at most, so `npm test` stays short. */
const GATE_ROUNDS = { min: 3, max: 5 } as const;

/** The gate's verdict: its line, and whether the first step is over. */
export async function checkTiming(): Promise<{ line: string; over: boolean }> {
  const load = await whenQuiet();
  return withLighthouse(async (audit) => {
    const bare = await withBareNext((url) =>
      lighthousePage(audit, url, 'bare Next', 'bareNext', undefined, GATE_ROUNDS),
    );
    const ours = await withBuiltApp((base) =>
      lighthousePage(audit, `${base}/${PEER_FUNNEL}`, `/${PEER_FUNNEL}`, 'ours', undefined, GATE_ROUNDS),
    );
    const limit = bare.tbtMs + FIRST_STEP_TBT_OVER_BARE_NEXT_MAX_MS;
    const over = ours.tbtMs > limit;
    const busy =
      load > LOAD_PER_CORE_MAX
        ? `; the machine was busy (load ${load.toFixed(2)} then ${loadPerCore().toFixed(2)} per core)`
        : '';
    return {
      over,
      line: `/${PEER_FUNNEL} first step: TBT ${ours.tbtMs.toFixed(0)} ms over ${ours.runs} runs, the bare Next page's ${bare.tbtMs.toFixed(0)} ms; at most ${limit.toFixed(0)} ms (bare Next + ${FIRST_STEP_TBT_OVER_BARE_NEXT_MAX_MS} ms)${over ? ': **over**' : ''}${busy}`,
    };
  });
}
