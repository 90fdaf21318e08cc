import { formatMoney } from '@/runtime/checkout/formatMoney';
import { billingSummary, type PaymentDiscount } from '@/runtime/pricing/billingSummary';
import type { Currency } from '@/schemas/enums/currencies';
import type { Plan } from '@/schemas/funnelSchema';
import { say } from '@/schemas/words';
import { CHECKOUT_WORDS } from './checkoutWords';

/**
 * What the chosen plan costs today, and what each renewal costs after, from when: the billing summary the gateway
 * charges by (priceOrder), so the words are the charges, a payment step's discount included.
 */
export function PlanCharges({
  plan,
  currency,
  locale,
  discount,
}: {
  plan: Plan;
  currency: Currency;
  locale: string;
  discount?: PaymentDiscount;
}) {
  const summary = billingSummary(plan, currency, new Date(), discount);
  if (summary === undefined) return null;
  const { renewal } = summary;
  const period = new Intl.NumberFormat(locale, { style: 'unit', unit: renewal.period.unit, unitDisplay: 'long' })
    .format(renewal.period.count)
    // "every 1 month" reads as "every month".
    .replace(/^1\s/, '');
  return (
    <div className="summary">
      <p>
        <span>{say(CHECKOUT_WORDS, 'dueToday', locale)}</span>{' '}
        <strong className="plan-price">{formatMoney(summary.today, currency, locale)}</strong>
        {summary.trialDays !== undefined && (
          <> {say(CHECKOUT_WORDS, 'trialDays', locale, { days: summary.trialDays })}</>
        )}
      </p>
      <p className="note">
        {say(CHECKOUT_WORDS, 'renewal', locale, {
          price: formatMoney(renewal.minor, currency, locale),
          period,
          date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(renewal.from),
        })}
      </p>
    </div>
  );
}
