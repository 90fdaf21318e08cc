import type { Page } from '@playwright/test';
import { evaluateCondition } from '@/runtime/flow/evaluateCondition';
import { CHECKOUT_WORDS } from '@/runtime/screens/checkout/checkoutWords';
import { READING_CONTROL_WORDS } from '@/runtime/screens/readings/readingWords';
import type { BirthDateAnswer } from '@/runtime/steps/birthDate/birthDateAnswer';
import { sampleAnswers } from '@/runtime/steps/sampleAnswers';
import type { BillingDetails } from '@/schemas/billingDetails';
import type { Funnel } from '@/schemas/funnelSchema';
import { PENDING_VALUE, variablesIn } from '@/schemas/readingVariables';
import type { Step } from '@/schemas/stepSchema';
import { say } from '@/schemas/words';

/** How a visitor answers each kind of step, in the browser, for the specs that walk funnels. */

export const text = (value: Record<string, string> | undefined, locale: string) => value?.[locale] ?? '';

/**
 * A text as the visitor reads it once shown: the text itself, or, where it names values computed from their answers
 * ({{sunSign}}), a pattern in which each value is filled with something other than the pending mark.
 */
export function shownText(value: Record<string, string> | undefined, locale: string): string | RegExp {
  const raw = text(value, locale);
  if (variablesIn(raw).length === 0) return raw;
  const parts = raw
    .split(/\{\{\s*[A-Za-z][A-Za-z0-9]*\s*\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join(`[^${PENDING_VALUE}]+`)}$`);
}
const today = new Date();

/** The answer to give: one that makes a branch of this step hold if there is one, else the first. */
export function chooseAnswer(step: Step, answers: Record<string, unknown>, funnel: Funnel, locale: string): unknown {
  const candidates = sampleAnswers(step, today);
  const key = step.answer?.key ?? '';
  const taking = candidates.find((value) =>
    (step.branches ?? []).some((b) =>
      evaluateCondition(b.when, {
        answers: { ...answers, [key]: value },
        attribution: {},
        funnel: { condition: funnel.condition },
        locale,
      }),
    ),
  );
  return taking ?? candidates[0];
}

/** An accessible name ending with a label (an option's picture adds its description before it). */
const endsWith = (label: string) => new RegExp(`(^|\\s)${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export async function actOnStep(page: Page, step: Step, answer: unknown, locale: string): Promise<void> {
  const cta = () => page.getByRole('button', { name: text(step.content.cta, locale), exact: true });
  const option = (value: unknown) => text(step.content.options?.find((o) => o.value === value)?.label, locale);
  switch (step.kind) {
    case 'singleChoice':
    case 'imageChoice':
    case 'gender':
      return page.getByRole('button', { name: endsWith(option(answer)) }).click();
    case 'multipleChoice':
      await page.getByRole('button', { name: endsWith(option((answer as string[])[0])) }).click();
      return cta().click();
    case 'cancelConfirm':
      await page.getByRole('radio', { name: option(answer), exact: true }).check();
      return cta().click();
    case 'name':
    case 'email':
    case 'phoneNumber':
    case 'cancelLookup':
    case 'cancelVerify':
      await page.getByRole('textbox').fill(String(answer));
      return cta().click();
    case 'birthDate': {
      const date = answer as BirthDateAnswer;
      const field = new Intl.DisplayNames(locale, { type: 'dateTimeField' });
      const select = (name: 'year' | 'month' | 'day' | 'hour' | 'minute' | 'dayPeriod', value: number) =>
        page.getByRole('combobox', { name: field.of(name), exact: true }).selectOption(String(value));
      await select('month', date.month);
      await select('day', date.day);
      await select('year', date.year);
      if (date.time) {
        await select('hour', date.time.hour);
        await select('minute', date.time.minute);
        await select('dayPeriod', date.time.timeOfDay);
      }
      return cta().click();
    }
    case 'birthPlace': {
      // Typed as a visitor types it, then chosen from the places found; a place given by name only is kept as typed.
      const place = answer as { name: string; countryName?: string; latitude?: number };
      const field = page.getByRole('combobox', { name: say(READING_CONTROL_WORDS, 'placeLabel', locale), exact: true });
      if (place.latitude === undefined) {
        await field.fill(place.name);
        return page
          .getByRole('button', { name: say(READING_CONTROL_WORDS, 'placeAsTyped', locale, { name: place.name }) })
          .click();
      }
      await field.pressSequentially(place.name.slice(0, 5));
      await page
        .getByRole('option', { name: new RegExp(`^${place.name},.*${place.countryName ?? ''}$`) })
        .first()
        .click();
      return cta().click();
    }
    case 'palmPhoto':
    case 'facePhoto':
      if (step.answer?.optional)
        return page.getByRole('button', { name: /Skip|Omitir|Überspringen|Passer|Pular/ }).click();
      return page
        .locator('input[type=file]')
        .setInputFiles({ name: 'palm.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    case 'trialChoice':
      await page.locator(`input[type=radio][value="${String(answer)}"]`).check();
      return cta().click();
    case 'billing': {
      const billing = answer as BillingDetails;
      await page.getByRole('textbox', { name: say(CHECKOUT_WORDS, 'billingName', locale) }).fill(billing.name);
      await page
        .getByRole('combobox', { name: say(CHECKOUT_WORDS, 'billingCountry', locale) })
        .selectOption(billing.country);
      if (billing.postalCode)
        await page
          .getByRole('textbox', { name: say(CHECKOUT_WORDS, 'billingPostalCode', locale) })
          .fill(billing.postalCode);
      return cta().click();
    }
    case 'loading':
      return; // goes on by itself
    default:
      return cta().click();
  }
}
