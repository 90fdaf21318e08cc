/** docs/entities.md#enumerations: kinds of product-analytics events a step emits. */
export const EVENT_KINDS = ['baseEvent', 'skipEvent', 'clickEvent', 'getOfferEvent'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
