import type { AttributionTags } from '@/schemas/attribution/attributionTags';
import type { Currency } from '@/schemas/enums/currencies';
import type { PaymentMethod } from '@/schemas/enums/paymentMethods';

/**
 * A sale the gateway confirmed, as an ad network's server API is told of it: the browser's Purchase of the same sale
 * has the same event id (purchaseEventId), so the network counts it once.
 */
export type ServerSale = {
  eventId: string;
  orderId: string;
  /** When the gateway confirmed it. */
  at: Date;
  /** A subscription's renewal, charged with no visitor present: no browser saw it (and none has its event). */
  renewal: boolean;
  /** What was charged, in minor units of the currency. */
  amount: number;
  currency: Currency;
  products: string[];
  paymentMethod?: PaymentMethod;
  /** The customer's email as the order has it (already trimmed and lower-cased; hashed before it is sent). */
  email: string;
  /** The page the visitor paid on, and who they were: the order's client address and browser. */
  pageUrl?: string;
  clientAddress?: string;
  userAgent?: string;
  /** The visit's attribution tags: the networks' click and browser ids among them (fbclid, fbc, fbp, ttclid). */
  attribution: AttributionTags;
};
