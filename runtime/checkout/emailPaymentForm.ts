import type { AttributionTags } from '@/schemas/attribution/attributionTags';
import type { Currency } from '@/schemas/enums/currencies';
import { emailLinksApi } from './emailLinksApi';
import { providePaymentForm } from './providePaymentForm';

/** Who buys on a page linked from email: the email its signed link names, or the one the visitor typed. */
export type EmailBuyer = { token: string } | { email: string };

/**
 * What a page linked from email sells, and who buys it: in the currency the page showed the visitor, with the page's
 * attribution tags (the email's, from its link), which the gateway weighs against the cookie as for any order.
 */
export type EmailPurchase = {
  page: string;
  currency: Currency;
  locale: string;
  buyer: EmailBuyer;
  attribution: AttributionTags;
};

/**
 * The payment form machine on a page linked from email that sells (docs/decisions/0021, 0039): with a signed link it
 * starts in one click (the gateway charges the link's email's card saved in the currency, or answers 7.01 and the
 * machine shows the card form); without one, the card form for the email typed; the rest as on funnel pages
 * (providePaymentForm). Attempts in another currency are another purchase (their own idempotency keys).
 */
export function emailPaymentForm(purchase: EmailPurchase) {
  const { page, currency, locale, buyer, attribution } = purchase;
  const scope = `email:${page}:${currency}:${'token' in buyer ? 'link' : buyer.email}`;
  return providePaymentForm(
    (ask) => ({
      scope,
      make: (idempotencyKey) =>
        ask.oneClick && 'token' in buyer
          ? emailLinksApi.createEmailResignOrder({ idempotencyKey, page, token: buyer.token, currency, attribution })
          : emailLinksApi.createEmailOrder({ idempotencyKey, page, currency, locale, attribution, ...buyer }),
    }),
    () => scope,
  );
}
