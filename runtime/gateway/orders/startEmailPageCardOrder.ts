import type { GatewayContext } from '@/runtime/gateway/gatewayContext';
import { verifyEmailLink } from '@/runtime/gateway/leads/verifyEmailLink';
import type { EmailOrderRequest } from '@/schemas/gateway/emailOrderRequest';
import type { PaymentIntentAnswer } from '@/schemas/gateway/paymentIntentAnswer';
import { emailPageSale } from './emailPageSale';
import type { OrderBrowser } from './orderBrowser';
import { takeOrder } from './takeOrder';

/**
 * The order of a page linked from email that sells, paid by card: the email is the one the page's signed link names
 * (checked here: a bad link is refused, verifyEmailLink), or, without a link, the one the visitor typed. What it buys
 * is the page's (emailPageSale: a report as an upsell, the trial as a plan, of the funnel the page sells through at
 * its published version), in a currency the page sells in, with the page's attribution tags weighed against the
 * cookie as for any order; taken by the one order pipeline (takeOrder) with every protection of an order: the rate
 * limits, the idempotency key, the purchase proof.
 */
export async function startEmailPageCardOrder(
  ctx: GatewayContext,
  request: EmailOrderRequest,
  client: string,
  cookieHeader: string | null = null,
  browser?: OrderBrowser,
): Promise<{ created: boolean; intent: PaymentIntentAnswer; proof: string }> {
  const email =
    request.token !== undefined
      ? verifyEmailLink(ctx, request.token, { purpose: 'page', subject: request.page }).email
      : request.email;
  const { funnel, product, sale, currencies } = await emailPageSale(ctx, request.page);
  return takeOrder(
    ctx,
    {
      funnel,
      product,
      sale,
      currencies,
      idempotencyKey: request.idempotencyKey,
      currency: request.currency,
      locale: request.locale,
      attribution: request.attribution,
      payer: { card: 'new', customer: { email: email ?? '' } },
    },
    { client, cookieHeader, browser },
  );
}
