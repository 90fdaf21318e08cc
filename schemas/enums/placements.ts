/**
 * docs/limits.md#payment-methods-and-placements: where a payment starts on the page: the card form, the Apple Pay or
 * the Google Pay button.
 */
export const PLACEMENTS = ['form', 'applebtn', 'googlebtn'] as const;
export type Placement = (typeof PLACEMENTS)[number];
