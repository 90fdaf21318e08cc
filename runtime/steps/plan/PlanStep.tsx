'use client';

import { useState } from 'react';
import { formatMoney } from '@/runtime/checkout/formatMoney';
import { planDisplayPrice } from '@/runtime/checkout/planDisplayPrice';
import { visitCurrency } from '@/runtime/checkout/visitCurrency';
import { billingSummary } from '@/runtime/pricing/billingSummary';
import type { StepScreenProps } from '@/runtime/steps/stepScreenProps';
import type { Currency } from '@/schemas/enums/currencies';
import type { Plan } from '@/schemas/funnelSchema';
import { localize } from '@/schemas/localize';

/**
 * Plans offered with their prices in the visit's currency (docs/limits.md#currencies): a choice (trial choice) or an
 * overview (product overview). The visitor's choice is the answer where the step collects one.
 */
export function PlanStep({ step, funnel, locale, answer, onAnswer, onNext, visit }: StepScreenProps) {
  const currency = visitCurrency(funnel, visit);
  const plans = (step.content.plans ?? []).flatMap((id) => funnel.products?.plans?.find((p) => p.id === id) ?? []);
  const [chosen, setChosen] = useState(
    typeof answer === 'string' ? answer : (step.content.defaultPlan ?? plans[0]?.id),
  );
  const collects = step.answer !== undefined;
  return (
    <>
      <fieldset className="plans">
        <legend className="visually-hidden">{localize(step.content.title, locale)}</legend>
        {plans.map((plan) => {
          // The figures the payment charges: the trial's price today, the plan's price at each renewal.
          const charges = billingSummary(plan, currency, new Date());
          const details = (
            <>
              <span className="plan-name">{localize(plan.name, locale)}</span>
              {charges?.trialDays !== undefined && (
                <span className="plan-trial">{formatMoney(charges.today, currency, locale)}</span>
              )}
              {charges && <PlanPrice plan={plan} minor={charges.renewal.minor} currency={currency} locale={locale} />}
            </>
          );
          if (!collects)
            return (
              <div key={plan.id} className="plan" data-popular={plan.popular ?? false}>
                {details}
              </div>
            );
          return (
            <label key={plan.id} className="plan" data-popular={plan.popular ?? false}>
              <input
                type="radio"
                name={step.id}
                value={plan.id}
                checked={chosen === plan.id}
                onChange={() => setChosen(plan.id)}
              />
              {details}
            </label>
          );
        })}
      </fieldset>
      <button
        type="button"
        className="cta"
        onClick={() => {
          if (!collects || onAnswer(chosen) === undefined) onNext();
        }}
      >
        {localize(step.content.cta, locale)}
      </button>
    </>
  );
}

/** The recurring price: as it is, or per day beside the crossed-out full price for an expensive plan. */
function PlanPrice({
  plan,
  minor,
  currency,
  locale,
}: {
  plan: Plan;
  minor: number;
  currency: Currency;
  locale: string;
}) {
  const shown = planDisplayPrice(plan, minor, currency);
  if (shown.kind === 'full') return <span className="plan-price">{formatMoney(shown.minor, currency, locale)}</span>;
  const perDay = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })
    .formatToParts(1, 'day')
    .at(-1)
    ?.value.trim();
  return (
    <span className="plan-price">
      <s>{formatMoney(shown.fullMinor, currency, locale)}</s> {formatMoney(shown.perDayMinor, currency, locale)} /{' '}
      {perDay}
    </span>
  );
}
