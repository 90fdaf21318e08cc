import type { PixelEvent } from '@/runtime/tracking/trackingHub';
import type { Currency } from '@/schemas/enums/currencies';
import type { PixelPlatform } from '@/schemas/enums/pixelEntryTypes';

/** One pixel event as a platform names it, with its parameters. */
export type MarketingCall = { name: string; params: Record<string, unknown> };

/**
 * Each platform's own name for the marketing events of docs/entities.md#enumerations and the runtime's Lead (their
 * standard events).
 */
const EVENT_NAMES = {
  facebook: {
    PageView: 'PageView',
    AddToCart: 'AddToCart',
    InitiateCheckout: 'InitiateCheckout',
    Purchase: 'Purchase',
    Lead: 'Lead',
  },
  tikTok: {
    PageView: 'Pageview',
    AddToCart: 'AddToCart',
    InitiateCheckout: 'InitiateCheckout',
    Purchase: 'CompletePayment',
    Lead: 'SubmitForm',
  },
  bingAds: {
    PageView: 'page_view',
    AddToCart: 'add_to_cart',
    InitiateCheckout: 'begin_checkout',
    Purchase: 'purchase',
    Lead: 'submit_lead_form',
  },
} as const satisfies Record<PixelPlatform, Record<PixelEvent, string>>;

/** How each platform's pixel names the products of a Purchase (their standard parameters). */
const PRODUCT_PARAMS = {
  facebook: (ids) => ({ content_ids: ids, content_type: 'product' }),
  tikTok: (ids) => ({ contents: ids.map((id) => ({ content_id: id, quantity: 1 })), content_type: 'product' }),
  bingAds: (ids) => ({ items: ids.map((id) => ({ id, quantity: 1 })) }),
} as const satisfies Record<PixelPlatform, (ids: readonly string[]) => Record<string, unknown>>;

/**
 * A marketing event as one platform's pixel takes it: its event name, and with a Purchase its value, currency and
 * the products bought.
 */
export function marketingCall(
  platform: PixelPlatform,
  event: { marketingEvent: PixelEvent; value?: number; currency?: Currency; products?: readonly string[] },
): MarketingCall {
  const name = EVENT_NAMES[platform][event.marketingEvent];
  if (event.marketingEvent !== 'Purchase' || event.value === undefined || event.currency === undefined)
    return { name, params: {} };
  const valueKey = platform === 'bingAds' ? 'revenue_value' : 'value';
  return {
    name,
    params: {
      [valueKey]: event.value,
      currency: event.currency,
      ...(event.products !== undefined && event.products.length > 0 && PRODUCT_PARAMS[platform](event.products)),
    },
  };
}
