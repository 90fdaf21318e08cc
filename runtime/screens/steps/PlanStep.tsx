'use client';

import { useState } from 'react';
import type { Currency } from '../../../schemas/enums/currencies';
import { formatMoney } from '../../checkout/formatMoney';
import { localize } from '../localize';
import type { StepScreenProps } from './stepScreenProps';

/**
 * Plans offered with their prices in the funnel's currency (SPEC §9): a choice (trial choice) or an
 * overview (product overview). The visitor's choice is the answer where the step collects one.
 */
export function PlanStep({ step, funnel, locale, answer, onAnswer, onNext }: StepScreenProps) {
  const currency: Currency = funnel.currencies?.[0] ?? 'USD';
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
          const price = plan.price[currency];
          const trial = plan.trial?.price[currency];
          const details = (
            <>
              <span className="plan-name">{localize(plan.name, locale)}</span>
              {trial !== undefined && <span className="plan-trial">{formatMoney(trial, currency, locale)}</span>}
              {price !== undefined && <span className="plan-price">{formatMoney(price, currency, locale)}</span>}
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
