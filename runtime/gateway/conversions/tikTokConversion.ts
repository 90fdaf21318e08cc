import { majorUnits } from '@/schemas/payments/majorUnits';
import { hashedEmail } from './hashedEmail';
import type { ServerSale } from './serverSale';

/** One event of TikTok's Events API (`POST /open_api/v1.3/event/track/`, `data[]`), as TikTok documents its fields. */
export type TikTokServerEvent = {
  event: 'CompletePayment';
  event_time: number;
  event_id: string;
  user: { email: string; ip?: string; user_agent?: string; ttclid?: string };
  properties: {
    value: number;
    currency: string;
    contents: { content_id: string; quantity: 1 }[];
    content_type: 'product';
    order_id: string;
  };
  page?: { url: string };
};

/**
 * A sale as TikTok's Events API takes it: CompletePayment (TikTok's Purchase) with the browser pixel's event id, the
 * hashed email, the ad click's `ttclid`, the client's address and browser, and the value by the currency's decimals.
 */
export function tikTokConversion(sale: ServerSale): TikTokServerEvent {
  const { ttclid } = sale.attribution;
  return {
    event: 'CompletePayment',
    event_time: Math.floor(sale.at.getTime() / 1000),
    event_id: sale.eventId,
    user: {
      email: hashedEmail(sale.email),
      ...(sale.clientAddress !== undefined && { ip: sale.clientAddress }),
      ...(sale.userAgent !== undefined && { user_agent: sale.userAgent }),
      ...(ttclid !== undefined && ttclid !== '' && { ttclid }),
    },
    properties: {
      value: majorUnits(sale.amount, sale.currency),
      currency: sale.currency,
      contents: sale.products.map((id) => ({ content_id: id, quantity: 1 })),
      content_type: 'product',
      order_id: sale.orderId,
    },
    ...(sale.pageUrl !== undefined && { page: { url: sale.pageUrl } }),
  };
}
