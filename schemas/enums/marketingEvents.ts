/** docs/entities.md#enumerations: marketing events sent to the ad pixels. */
export const MARKETING_EVENTS = ['Purchase', 'AddToCart', 'InitiateCheckout', 'PageView'] as const;
export type MarketingEvent = (typeof MARKETING_EVENTS)[number];
