import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/runtime/checkout/formatMoney';
import { priceOrder } from '@/runtime/gateway/orders/priceOrder';
import { PlanCharges } from '@/runtime/screens/checkout/PlanCharges';
import { PlanStep } from '@/runtime/steps/plan/PlanStep';
import { createProductCatalogue } from '@/sandbox/payments/createProductCatalogue';
import { stepKindRule } from '@/schemas/stepKinds';
import { fixtureDefinitions } from './fixtureDefinitions';

/** The text a reader reads (no markup; entities decoded). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, '\u00a0')
    .replace(/\s+/g, ' ');

const TODAY = new Date();

/**
 * Every plan of every fixture funnel, in every currency it sells in, on every payment step of its flow (with that
 * step's discount): what the gateway charges today (priceOrder) and what the provider charges at each renewal (the
 * sandbox's catalogue, from the product the gateway writes there) are the figures the payment step shows.
 */
const PAYMENTS = fixtureDefinitions().flatMap(({ funnel, flow }) =>
  flow.steps
    .filter((step) => stepKindRule(step.kind).charges === true)
    .flatMap((step) =>
      (funnel.products?.plans ?? []).flatMap((plan) =>
        (funnel.currencies ?? []).map((currency) => ({ funnel, step, plan, currency })),
      ),
    ),
);

/** Every plan step of every fixture, in each currency: the trial price it shows is what an undiscounted payment takes. */
const PLAN_STEPS = fixtureDefinitions().flatMap(({ funnel, flow }) =>
  flow.steps
    .filter((step) => step.content.plans !== undefined && stepKindRule(step.kind).charges !== true)
    .flatMap((step) => (funnel.currencies ?? []).map((currency) => ({ funnel, flow, step, currency }))),
);

describe('what a visitor is shown is what is charged', () => {
  it('covers the fixtures: payment steps with and without discounts, lasting or not', () => {
    expect(PAYMENTS.length).toBeGreaterThan(50);
    expect(PAYMENTS.some(({ step }) => step.content.discountRenewals === true)).toBe(true);
    expect(
      PAYMENTS.some(({ step }) => step.content.discountPercent !== undefined && !step.content.discountRenewals),
    ).toBe(true);
    expect(PLAN_STEPS.length).toBeGreaterThan(10);
  });

  it.each(PAYMENTS.map((p) => [p.funnel.slug, p.step.id, p.plan.id, p.currency, p] as const))(
    '%s %s: %s in %s',
    (_, __, ___, currency, { funnel, step, plan }) => {
      const percent = step.content.discountPercent;
      const discount =
        percent === undefined ? undefined : { percent, renewals: step.content.discountRenewals === true };
      const priced = priceOrder(funnel, { kind: 'plan', planId: plan.id }, currency, discount, 'en', TODAY);
      if (priced.kind !== 'priced') throw new Error(priced.message);
      const provider = createProductCatalogue();
      const terms = priced.subscription;
      if (terms === undefined) throw new Error('a plan renews');
      expect(provider.register(terms.product)).toBeUndefined();
      const order = {
        product_id: terms.product.product_id,
        product_price_id: terms.productPriceId,
        ...(terms.couponId !== undefined && { coupon_id: terms.couponId }),
        currency,
        amount: priced.amount,
      };
      expect(provider.check(order)).toBeUndefined();
      const renewal = provider.renewalAmount(order);

      const shown = textOf(
        renderToStaticMarkup(
          <PlanCharges plan={plan} currency={currency} locale="en" {...(discount !== undefined && { discount })} />,
        ),
      );
      expect(shown).toContain(`Due today ${formatMoney(priced.amount, currency, 'en')}`);
      expect(shown).toContain(`Then ${formatMoney(renewal, currency, 'en')} every`);
      if (discount?.renewals) expect(renewal).toBeLessThan(plan.price[currency] ?? 0);
      else expect(renewal).toBe(plan.price[currency]);
    },
  );

  it.each(PLAN_STEPS.map((p) => [p.funnel.slug, p.step.id, p.currency, p] as const))(
    '%s %s in %s',
    (_, __, currency, { funnel, flow, step }) => {
      const shown = textOf(
        renderToStaticMarkup(
          <PlanStep
            step={step}
            funnel={{ ...funnel, currencies: [currency] }}
            locale="en"
            answer={undefined}
            onAnswer={() => undefined}
            onNext={() => undefined}
            visit={{ flow, path: [step.id], answers: {}, outcomes: {} }}
          />,
        ),
      );
      for (const planId of step.content.plans ?? []) {
        const plan = funnel.products?.plans?.find((p) => p.id === planId);
        const priced = priceOrder({ ...funnel, currencies: [currency] }, { kind: 'plan', planId }, currency);
        if (plan === undefined || priced.kind !== 'priced') throw new Error(`${planId} is not sold in ${currency}`);
        if (plan.trial?.price[currency] !== undefined)
          expect(shown).toContain(formatMoney(priced.amount, currency, 'en'));
        else expect(shown).toContain(formatMoney(plan.price[currency] ?? 0, currency, 'en'));
      }
    },
  );
});
