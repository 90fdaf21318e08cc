'use client';

import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { chosenPlan } from '@/runtime/checkout/chosenPlan';
import { latestAnswer } from '@/runtime/checkout/latestAnswer';
import { visitCurrency } from '@/runtime/checkout/visitCurrency';
import { visitorEmail } from '@/runtime/checkout/visitorEmail';
import { CHECKOUT_WORDS } from '@/runtime/screens/checkout/checkoutWords';
import { PlanCharges } from '@/runtime/screens/checkout/PlanCharges';
import { AnswerFields } from '@/runtime/steps/AnswerFields';
import { AnswerSubmit } from '@/runtime/steps/AnswerSubmit';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import { NAME_MAX_LENGTH } from '@/runtime/steps/text/nameAnswer';
import { BILLING_COUNTRIES, type BillingDetails, isBillingCountry } from '@/schemas/billingDetails';
import { say } from '@/schemas/words';

/** Which field a refused answer points at. */
const FIELD_OF_PROBLEM: Record<string, 'name' | 'country' | 'postalCode'> = {
  'invalid-name': 'name',
  'invalid-country': 'country',
  'invalid-postal-code': 'postalCode',
};

/** The country of the visitor's language (en-GB: GB), when it names one we bill. */
function countryOfLanguage(languages: readonly string[]): string {
  for (const language of languages) {
    const region = new Intl.Locale(language).maximize().region;
    if (region && isBillingCountry(region)) return region;
  }
  return '';
}

/**
 * The billing step, before the payment: what the chosen plan costs today and then, where the receipt
 * goes, and the billing details (the name on the receipt, the country, a postal code if the visitor
 * wants). Nothing is charged here; the details travel with the order to the provider.
 */
export function BillingStep({ step, funnel, locale, answer, onAnswer, onNext, visit }: StepScreenProps) {
  const id = useId();
  const given = answer as BillingDetails | undefined;
  const answeredName = latestAnswer(visit.flow, visit, 'name');
  const [name, setName] = useState(given?.name ?? (typeof answeredName === 'string' ? answeredName : ''));
  const [country, setCountry] = useState<string>(given?.country ?? '');
  const [postalCode, setPostalCode] = useState(given?.postalCode ?? '');
  const [problem, setProblem] = useState<string>();
  // The visitor's language suggests the country once in the browser (the server cannot know it).
  useEffect(() => setCountry((chosen) => chosen || countryOfLanguage(navigator.languages)), []);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return BILLING_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, locale),
    );
  }, [locale]);
  const planId = chosenPlan(visit.flow, visit, step.id);
  const plan = funnel.products?.plans?.find((p) => p.id === planId);
  const email = visitorEmail(visit.flow, visit);
  const field = problem === undefined ? undefined : FIELD_OF_PROBLEM[problem];
  const invalid = (which: typeof field) =>
    field === which ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const details = { name, country, ...(postalCode.trim() ? { postalCode } : {}) };
    const refused = onAnswer(details);
    setProblem(refused);
    if (refused === undefined) onNext();
  };
  return (
    <form className="billing" onSubmit={submit} noValidate>
      <AnswerFields>
        {plan && <PlanCharges plan={plan} currency={visitCurrency(funnel, visit)} locale={locale} />}
        {email && <p className="receipt">{say(CHECKOUT_WORDS, 'receiptTo', locale, { email })}</p>}
        <label className="select" htmlFor={`${id}-name`}>
          <span>{say(CHECKOUT_WORDS, 'billingName', locale)}</span>
          <input
            id={`${id}-name`}
            className="field"
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            value={name}
            onChange={(e) => setName(e.target.value)}
            {...invalid('name')}
          />
        </label>
        <label className="select" htmlFor={`${id}-country`}>
          <span>{say(CHECKOUT_WORDS, 'billingCountry', locale)}</span>
          <select
            id={`${id}-country`}
            autoComplete="country"
            value={country}
            onChange={(e) => setCountry(e.target.value)}
            {...invalid('country')}
          >
            <option value="">{say(CHECKOUT_WORDS, 'chooseCountry', locale)}</option>
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="select" htmlFor={`${id}-postal`}>
          <span>{say(CHECKOUT_WORDS, 'billingPostalCode', locale)}</span>
          <input
            id={`${id}-postal`}
            className="field"
            autoComplete="postal-code"
            value={postalCode}
            onChange={(e) => setPostalCode(e.target.value)}
            {...invalid('postalCode')}
          />
        </label>
        <AnswerSubmit step={step} locale={locale} problem={problem} problemId={`${id}-problem`} />
      </AnswerFields>
    </form>
  );
}
