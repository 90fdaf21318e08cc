/** Where a visit keeps the order it paid by card (session storage), for one-click upsells with that card. */
export function paidOrderKey(slug: string): string {
  return `funnel.paidOrder:${slug}`;
}
