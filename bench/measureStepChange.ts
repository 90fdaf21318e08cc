import { readFileSync } from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { actOnStep, chooseAnswer } from '@/e2e/support/actOnStep';
import { CHROMIUM_FLAGS, chromiumPath } from '@/e2e/support/chromium';
import { untilQuiet } from '@/e2e/support/untilQuiet';
import { evaluateCondition } from '@/runtime/flow/evaluateCondition';
import { flowSchema } from '@/schemas/flowSchema';
import { funnelSchema } from '@/schemas/funnelSchema';
import { STEP_KINDS } from '@/schemas/stepKinds';
import { BENCH_GOALS } from './benchGoals';
import type { StepChangeSample } from './benchResults';
import { median } from './median';
import { measureRounds } from './rounds';
import {
  armStepChangeProbe,
  READ_STEP_CHANGE_PROBE,
  STEP_CHANGE_PROBE,
  stepChangeProbeResultSchema,
} from './stepChangeProbe';
import { withBuiltApp } from './withBuiltApp';

/**
 * Walks per run, at least and at most: each is a new visitor, so the samples cover first visits (code not loaded
 * yet, the first tap) several times; more are taken while the walks' medians or slowest changes scatter.
 */
export const STEP_CHANGE_WALKS = { min: 3, max: 6 } as const;
/** The scatter a step change's timing has at best, in milliseconds: about a frame's rounding. */
const STEP_CHANGE_FLOOR_MS = 4;
const LOCALE = 'en';
type ProbeWindow = { __stepChange: { result?: unknown } };
const STEP_TIMEOUT_MS = 15_000;
/** At most this long for the first page to settle (its runtime ready, then no request for a second). */
const SETTLE_TIMEOUT_MS = 15_000;
/** How long the page makes no request before the walk starts: longer than the gap between two idle turns. */
const QUIET_MS = 1_000;

/**
 * From the click on an answer (or the button that goes on) to the next step painted, at 4x CPU throttling
 * (CDP Emulation.setCPUThrottlingRate), for every step change a click makes while walking a funnel from its first
 * step to its email or payment step, as a visitor on a phone (Pixel 7, as the e2e tests). Steps that go on by
 * themselves (loading) give no sample.
 */
export async function measureStepChange(
  slug: string,
): Promise<{ samples: StepChangeSample[]; walks: number; noisy: string[] }> {
  const funnel = funnelSchema.parse(JSON.parse(readFileSync(`fixtures/funnels/${slug}/funnel.json`, 'utf8')));
  const flow = flowSchema.parse(JSON.parse(readFileSync(`fixtures/funnels/${slug}/flow.json`, 'utf8')));
  const steps = new Map(flow.steps.map((s) => [s.id, s]));
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  try {
    return await withBuiltApp(async (baseUrl) => {
      const walk = async (): Promise<StepChangeSample[]> => {
        const samples: StepChangeSample[] = [];
        const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseUrl });
        const page = await context.newPage();
        await page.addInitScript({ content: STEP_CHANGE_PROBE });
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: BENCH_GOALS.stepChangeCpuThrottlingRate });
        await page.goto(`/${slug}`);
        // A visitor reads the first step before answering: by then the runtime runs behind the first step's shell
        // (which says so), and the page has loaded what it loads by itself.
        await page.waitForFunction(
          () =>
            document.querySelector('section[data-step]') !== null &&
            !document.querySelector('[data-runtime="loading"]'),
          undefined,
          { timeout: SETTLE_TIMEOUT_MS },
        );
        await page.evaluate(untilQuiet(QUIET_MS, SETTLE_TIMEOUT_MS));
        const answers: Record<string, unknown> = {};
        for (let id: string | undefined = flow.firstStep; id !== undefined; ) {
          const step = steps.get(id);
          if (step === undefined) throw new Error(`${slug}: no step ${id}`);
          await page.locator(`section[data-step="${step.id}"]`).waitFor({ timeout: STEP_TIMEOUT_MS });
          if (step.kind === 'email' || 'charges' in STEP_KINDS[step.kind]) break;
          const answer = step.answer ? chooseAnswer(step, answers, funnel, LOCALE) : undefined;
          if (step.answer) answers[step.answer.key] = answer;
          const next =
            (step.branches ?? []).find((b) =>
              evaluateCondition(b.when, {
                answers,
                attribution: {},
                funnel: { condition: funnel.condition },
                locale: LOCALE,
              }),
            )?.to ?? step.next;
          await page.evaluate(armStepChangeProbe(step.id));
          await actOnStep(page, step, answer, LOCALE);
          // A function, not a string: the page's security policy allows no eval.
          await page.waitForFunction(
            () => (window as unknown as ProbeWindow).__stepChange.result !== undefined,
            undefined,
            {
              timeout: STEP_TIMEOUT_MS,
            },
          );
          const result = stepChangeProbeResultSchema.parse(await page.evaluate(READ_STEP_CHANGE_PROBE));
          if (result.clickToPaintMs !== null)
            samples.push({ from: step.id, to: result.to, ms: result.clickToPaintMs, requests: result.requests.length });
          if (result.requests.length > 0)
            console.log(`step change ${step.id} → ${result.to}: ${result.requests.join(', ')}`);
          id = next;
        }
        await context.close();
        return samples;
      };
      const { rounds, noisy } = await measureRounds(
        walk,
        (walks) => ({
          median: { samples: walks.map((w) => median(w.map((s) => s.ms))), floor: STEP_CHANGE_FLOOR_MS },
          slowest: { samples: walks.map((w) => Math.max(...w.map((s) => s.ms))), floor: STEP_CHANGE_FLOOR_MS },
        }),
        STEP_CHANGE_WALKS,
      );
      return { samples: rounds.flat(), walks: rounds.length, noisy };
    });
  } finally {
    await browser.close();
  }
}
