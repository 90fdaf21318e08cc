import { readFunnelVersion } from '@/runtime/gateway/funnels/readFunnelVersion';
import type { OrderRow } from '@/runtime/gateway/orders/keepOrderOnce';
import type { Database } from '@/runtime/platform/db/database';
import { conversionSends } from '@/runtime/platform/db/schema';
import { knownAttributionTags } from '@/schemas/attribution/knownAttributionTags';
import type { AdNetwork } from '@/schemas/enums/adNetworks';
import type { AttributionParameter } from '@/schemas/enums/attributionParameters';
import { funnelAsGiven } from '@/schemas/experiments/variantOf';
import { purchaseEventId } from '@/schemas/payments/purchaseEventId';
import { RENEWAL_SALES } from '@/schemas/payments/saleKinds';
import { pixelIds } from '@/schemas/pixelIds';
import { type AdNetworkSettings, networksOn } from './adNetworkSettings';
import { facebookConversion } from './facebookConversion';
import type { ServerSale } from './serverSale';
import { tikTokConversion } from './tikTokConversion';

/** The attribution tag that carries each network's test tool code (docs/limits.md#attribution-parameters), sent with the event when the visit had it. */
const TEST_EVENT_CODE_TAGS: Record<AdNetwork, AttributionParameter> = {
  facebook: 'fb_test_event_code',
  tikTok: 'tt_test_event_code',
};

/**
 * Queues the server's sends of an order's sale, when it is first paid, in the transaction that saw it paid: one per
 * network that is on and per pixel id of that network the funnel lists for the order's condition (its variant), the
 * event built now (facebookConversion, tikTokConversion). Only for an order whose consent allowed targeting; a second
 * call for the same order adds nothing (one row per order, network and pixel). Returns how many were queued.
 */
export async function enqueueConversions(
  db: Database,
  order: OrderRow,
  networks: AdNetworkSettings,
  now: Date,
): Promise<number> {
  const on = networksOn(networks);
  if (!order.targetingConsent || on.length === 0) return 0;
  const funnel = funnelAsGiven(
    await readFunnelVersion(db, order.funnelSlug, order.funnelVersion),
    order.variantId ?? undefined,
  );
  const ids = pixelIds(funnel.pixels, funnel.condition);
  const targets = on.flatMap((network) => ids[network].combined.map((pixelId) => ({ network, pixelId })));
  if (targets.length === 0) return 0;
  const sale = serverSaleOf(order, order.email, now);
  const rows = await db
    .insert(conversionSends)
    .values(
      targets.map(({ network, pixelId }) => ({
        orderId: order.id,
        network,
        pixelId,
        eventId: sale.eventId,
        event: network === 'facebook' ? facebookConversion(sale) : tikTokConversion(sale),
        testEventCode: sale.attribution[TEST_EVENT_CODE_TAGS[network]] || null,
        // Due by the gateway's clock, which the sender reads too (not the database's).
        nextAttemptAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: conversionSends.id });
  return rows.length;
}

/** An order's sale as the networks' server APIs are told of it, confirmed now. */
function serverSaleOf(order: OrderRow, email: string, now: Date): ServerSale {
  return {
    eventId: purchaseEventId(order.id),
    orderId: order.id,
    at: now,
    renewal: (RENEWAL_SALES as readonly string[]).includes(order.sale),
    amount: order.amount,
    currency: order.currency,
    products: [order.productId],
    ...(order.paymentMethod !== null && { paymentMethod: order.paymentMethod }),
    email,
    ...(order.pageUrl !== null && { pageUrl: order.pageUrl }),
    ...(order.clientAddress !== null && { clientAddress: order.clientAddress }),
    ...(order.userAgent !== null && { userAgent: order.userAgent }),
    attribution: knownAttributionTags(order.attribution),
  };
}
