import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { evaluateCondition } from '@/runtime/flow/evaluateCondition';
import { readAnswer } from '@/runtime/flow/visitAnswers';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { pickLocale } from '@/schemas/pickLocale';
import { STEP_KINDS } from '@/schemas/stepKinds';
import type { Step } from '@/schemas/stepSchema';
import { actOnStep, chooseAnswer, shownText } from './support/actOnStep';
import { payByCard, paymentState } from './support/payByCard';
import { expect, freshEmail, test } from './support/visitor';

/**
 * Every fixture funnel, walked as a visitor would: from the first step to the payment form (or to the
 * end when the funnel sells nothing), choosing answers that take a branch where one depends on them;
 * then a reload, back and forward, checking the URL, the step and the answers each time; then paid
 * by card through the payment sandbox, so every funnel with a price is payable end to end.
 */
const FIXTURES = 'fixtures/funnels';
const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const definitions = readdirSync(FIXTURES)
  .map((slug) => ({
    funnel: read<Funnel>(`${FIXTURES}/${slug}/funnel.json`),
    flow: read<Flow>(`${FIXTURES}/${slug}/flow.json`),
  }))
  .filter(({ funnel }) => funnel.status === 'active');

// Each test a visitor of its own: shared out between the workers, not one file's worth of minutes on one.
test.describe.configure({ mode: 'parallel' });

/** The funnels checked for accessibility on every step they show (axe: no serious or critical violation). */
const AXE_FUNNELS = ['palmistry', 'natal-chart', 'hypno-healing'];

for (const { funnel, flow } of definitions) {
  test(`${funnel.slug}: a visitor walks to ${funnel.flags?.noPrice ? 'the end' : 'the payment form'}, reloads, goes back and forward`, async ({
    page,
  }) => {
    // Every step of the longest funnels, a reload, back and forward, and the accessibility check of each page: on a slow
    // machine, more than two minutes.
    test.setTimeout(180_000);
    // The visitor reads the funnel in their browser's language when the funnel speaks it.
    await page.goto(`/${funnel.slug}`);
    const locale = pickLocale(funnel.locales, await page.evaluate(() => [...navigator.languages]));
    const steps = new Map(flow.steps.map((s) => [s.id, s]));
    const answers: Record<string, unknown> = {};
    const visited: string[] = [];
    let branched = false;

    for (let stepId: string | undefined = flow.firstStep; stepId !== undefined; ) {
      const step = steps.get(stepId);
      if (step === undefined) throw new Error(`no step ${stepId}`);
      visited.push(step.id);
      await expect(page.locator('section[data-step]')).toHaveAttribute('data-step', step.id, { timeout: 15_000 });
      await expect(page).toHaveURL(
        step.id === flow.firstStep ? new RegExp(`/${funnel.slug}$`) : new RegExp(`/${funnel.slug}/${step.path}$`),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownText(step.content.title, locale));
      if (AXE_FUNNELS.includes(funnel.slug)) {
        const { violations } = await new AxeBuilder({ page }).analyze();
        const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          serious.map((v) => `${step.id}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
        ).toEqual([]);
      }
      const rule = STEP_KINDS[step.kind];
      // The walk stops at the payment form (checkout.spec pays), and at the code a cancellation mails (checkout.spec
      // walks it with a paid subscription); otherwise at the end.
      const ending =
        'charges' in rule || step.kind === 'cancelVerify' || (step.next === undefined && step.branches === undefined);
      if (ending) break;
      // An optional photo (the palm, the face) is skipped, as most visitors on a laptop would.
      const skipped = 'scans' in rule && step.answer?.optional;
      // Orders and cancel lookups are limited per email (docs/decisions/0008) and the e2e database is kept between
      // local runs: each walk gives an address of its own.
      const answer =
        step.kind === 'cancelLookup' || step.kind === 'email'
          ? freshEmail()
          : step.answer && !skipped
            ? chooseAnswer(step, answers, funnel, locale)
            : undefined;
      if (step.answer && !skipped) answers[step.answer.key] = readAnswer(step, answer, new Date());
      await actOnStep(page, step, answer, locale);
      const taken = (step.branches ?? []).find((b) =>
        evaluateCondition(b.when, { answers, attribution: {}, funnel: { condition: funnel.condition }, locale }),
      );
      if (taken && JSON.stringify(taken.when).includes('answers.')) branched = true;
      stepId = taken?.to ?? step.next;
    }

    const flowBranchesOnAnswers = flow.steps.some((s) =>
      (s.branches ?? []).some((b) => JSON.stringify(b.when).includes('answers.')),
    );
    if (flowBranchesOnAnswers) expect(branched, 'the walk took a branch that depends on an answer').toBe(true);

    // A reload keeps the step and the answers.
    const last = steps.get(visited.at(-1) ?? '') as Step;
    await page.reload();
    await expect(page.locator('section[data-step]')).toHaveAttribute('data-step', last.id);
    const saved = await page.evaluate(
      (slug) => Object.entries(sessionStorage).find(([k]) => k.startsWith(`funnel.session:${slug}:`))?.[1],
      funnel.slug,
    );
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ path: visited, answers });

    // Back shows the step before, forward the last one again.
    if (visited.length > 1) {
      const before = steps.get(visited.at(-2) ?? '') as Step;
      await page.goBack();
      await expect(page.locator('section[data-step]')).toHaveAttribute('data-step', before.id);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shownText(before.content.title, locale));
      await page.goForward();
      await expect(page.locator('section[data-step]')).toHaveAttribute('data-step', last.id);
    }

    // Paid by card, the flow goes on past the payment step.
    if ('charges' in STEP_KINDS[last.kind]) {
      await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 15_000 });
      await payByCard(page, '4067429974719265');
      await expect(page.locator('section[data-step]')).not.toHaveAttribute('data-step', last.id, { timeout: 20_000 });
    }
  });
}
