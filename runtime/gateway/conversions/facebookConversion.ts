import { majorUnits } from '@/schemas/payments/majorUnits';
import { hashedEmail } from './hashedEmail';
import type { ServerSale } from './serverSale';

/** One event of the Conversions API (`POST /<pixel id>/events`), as Facebook documents its fields. */
export type FacebookServerEvent = {
  event_name: 'Purchase';
  event_time: number;
  event_id: string;
  /** A sale on the site, or a renewal the subscription made with nobody on it. */
  action_source: 'website' | 'system_generated';
  event_source_url?: string;
  user_data: {
    em: string[];
    client_ip_address?: string;
    client_user_agent?: string;
    fbc?: string;
    fbp?: string;
  };
  custom_data: {
    value: number;
    currency: string;
    content_ids: string[];
    content_type: 'product';
    order_id: string;
    payment_method?: string;
  };
};

/**
 * The click id cookie as Facebook's pixel writes it (`fb.1.<time in ms>.<fbclid>`): the one kept, else made from
 * the ad click's `fbclid`, dated when the sale is (the first time the server sees it).
 */
function clickIdOf(sale: ServerSale): string | undefined {
  const { fbc, fbclid } = sale.attribution;
  if (fbc !== undefined && fbc !== '') return fbc;
  return fbclid !== undefined && fbclid !== '' ? `fb.1.${sale.at.getTime()}.${fbclid}` : undefined;
}

/**
 * A sale as Facebook's Conversions API takes it: a Purchase with the browser pixel's event id (deduplicated against
 * it), the hashed email, the click and browser ids, the client's address and browser, and the value in units of the
 * currency by its own decimals.
 */
export function facebookConversion(sale: ServerSale): FacebookServerEvent {
  const fbc = clickIdOf(sale);
  const fbp = sale.attribution.fbp;
  return {
    event_name: 'Purchase',
    event_time: Math.floor(sale.at.getTime() / 1000),
    event_id: sale.eventId,
    action_source: sale.renewal ? 'system_generated' : 'website',
    ...(sale.pageUrl !== undefined && { event_source_url: sale.pageUrl }),
    user_data: {
      em: [hashedEmail(sale.email)],
      ...(sale.clientAddress !== undefined && { client_ip_address: sale.clientAddress }),
      ...(sale.userAgent !== undefined && { client_user_agent: sale.userAgent }),
      ...(fbc !== undefined && { fbc }),
      ...(fbp !== undefined && fbp !== '' && { fbp }),
    },
    custom_data: {
      value: majorUnits(sale.amount, sale.currency),
      currency: sale.currency,
      content_ids: sale.products,
      content_type: 'product',
      order_id: sale.orderId,
      ...(sale.paymentMethod !== undefined && { payment_method: sale.paymentMethod }),
    },
  };
}
