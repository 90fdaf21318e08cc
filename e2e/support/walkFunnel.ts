import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { evaluateCondition } from '@/runtime/flow/evaluateCondition';
import { CHECKOUT_WORDS } from '@/runtime/screens/checkout/checkoutWords';
import type { Flow } from '@/schemas/flowSchema';
import type { Funnel } from '@/schemas/funnelSchema';
import { pickLocale } from '@/schemas/pickLocale';
import { STEP_KINDS } from '@/schemas/stepKinds';
import type { Step } from '@/schemas/stepSchema';
import { say } from '@/schemas/words';
import { actOnStep, chooseAnswer } from './actOnStep';
import { payByCard, paymentState } from './payByCard';
import { expect, freshEmail } from './visitor';

export const definition = (slug: string) => ({
  funnel: JSON.parse(readFileSync(`fixtures/funnels/${slug}/funnel.json`, 'utf8')) as Funnel,
  flow: JSON.parse(readFileSync(`fixtures/funnels/${slug}/flow.json`, 'utf8')) as Flow,
});

/**
 * Walks a funnel (palmistry unless told) as a visitor to its payment step (or the step `until` names),
 * answering each question; the email step with `email`, else an address of this walk alone. The branches followed
 * are those the answers and the visitor's `attribution` tags make hold. With `pay`, a payment step on the way is
 * paid with that card of the sandbox's table, and offers (upsells) on the way are declined. `beforeStep` runs as each
 * step is shown, before it is acted on (a test's fault, say). `documents` are the funnel's documents as published,
 * when a test published others than the fixture's. `given` names the answers to give some steps, by step id.
 */
export async function walkToPayment(
  page: Page,
  slug = 'palmistry',
  {
    until = (step) => 'charges' in STEP_KINDS[step.kind],
    email = freshEmail(),
    opened = false,
    attribution = {},
    pay,
    beforeStep,
    documents = definition(slug),
    given = {},
  }: {
    until?: (step: Step) => boolean;
    email?: string;
    opened?: boolean;
    attribution?: Record<string, string>;
    pay?: string;
    beforeStep?: (step: Step) => Promise<void>;
    documents?: { funnel: Funnel; flow: Flow };
    given?: Record<string, unknown>;
  } = {},
): Promise<void> {
  const { funnel, flow } = documents;
  if (!opened) await page.goto(`/${slug}`);
  const locale = pickLocale(funnel.locales, await page.evaluate(() => [...navigator.languages]));
  const steps = new Map(flow.steps.map((s) => [s.id, s]));
  const answers: Record<string, unknown> = {};
  for (let id: string | undefined = flow.firstStep; id !== undefined; ) {
    const step = steps.get(id);
    if (step === undefined) throw new Error(`no step ${id}`);
    await expect(page.locator('section[data-step]')).toHaveAttribute('data-step', step.id, { timeout: 15_000 });
    if (until(step)) return;
    await beforeStep?.(step);
    const skipped = 'scans' in STEP_KINDS[step.kind] && step.answer?.optional;
    const chosen =
      step.id in given
        ? given[step.id]
        : step.answer && !skipped
          ? chooseAnswer(step, answers, funnel, locale)
          : undefined;
    const answer = step.kind === 'email' ? email : chosen;
    if (step.answer && !skipped) answers[step.answer.key] = answer;
    if (skipped) await page.getByRole('button', { name: 'Skip' }).click();
    else if (pay !== undefined && 'charges' in STEP_KINDS[step.kind]) {
      await expect(paymentState(page)).toHaveAttribute('data-payment-state', '1', { timeout: 15_000 });
      await payByCard(page, pay);
    } else if (pay !== undefined && step.content.upsells !== undefined)
      await page.getByRole('button', { name: say(CHECKOUT_WORDS, 'noThanks', locale), exact: true }).click();
    else await actOnStep(page, step, answer, locale);
    const taken = (step.branches ?? []).find((b) =>
      evaluateCondition(b.when, { answers, attribution, funnel: { condition: funnel.condition }, locale }),
    );
    id = taken?.to ?? step.next;
  }
}
