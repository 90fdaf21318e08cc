/** The id our orders are made with (placeOrder): `ord_` and a UUID. */
const ORDER_ID = /^ord_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/**
 * The event id of an order's Purchase, the same wherever it is sent from (the browser's pixels and analytics, the
 * server's conversions), so the ad networks count the sale once: the UUID of one of our orders (analytics keeps
 * events by UUID), else the order's id as the provider gave it (a renewal, reported by the server only).
 */
export function purchaseEventId(orderId: string): string {
  return ORDER_ID.exec(orderId)?.[1] ?? orderId;
}
