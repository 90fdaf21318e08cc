import type { Currency } from '../../schemas/enums/currencies';
import { emailLinksApi } from './emailLinksApi';
import { providePaymentForm } from './providePaymentForm';

/** Who buys on a report page linked from email: the email its signed link names, or the one the visitor typed. */
export type EmailBuyer = { token: string } | { email: string };

/** The report a page linked from email sells, and who buys it. */
export type EmailPurchase = { page: string; currency: Currency; locale: string; buyer: EmailBuyer };

/**
 * The payment form machine on a report page linked from email (docs/decisions/0021): with a signed link it starts in
 * one click (the gateway charges the link's email's saved card, or answers 7.01 and the machine shows the card
 * form); without one, the card form for the email typed; the rest as on funnel pages (providePaymentForm).
 */
export function emailPaymentForm(purchase: EmailPurchase) {
  const { page, currency, locale, buyer } = purchase;
  const scope = `email:${page}:${'token' in buyer ? 'link' : buyer.email}`;
  return providePaymentForm(
    (ask) => ({
      scope,
      make: (idempotencyKey) =>
        ask.oneClick && 'token' in buyer
          ? emailLinksApi.createEmailResignOrder({ idempotencyKey, page, token: buyer.token, currency })
          : emailLinksApi.createEmailOrder({ idempotencyKey, page, currency, locale, ...buyer }),
    }),
    () => scope,
  );
}
