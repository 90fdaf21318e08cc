import type { ReceivedConversion } from '@/sandbox/ads/startAdsSandbox';
import { SANDBOX_ADS } from '@/schemas/ads/adNetworkApis';
import { E2E_ADS_SANDBOX_URL } from './e2ePorts';

/** What an ads sandbox (the e2e one unless another is named) was sent for one event id, oldest first. */
export async function conversionsSent(
  eventId: string,
  sandboxUrl = E2E_ADS_SANDBOX_URL,
): Promise<ReceivedConversion[]> {
  const response = await fetch(`${sandboxUrl}${SANDBOX_ADS.eventsPath}?eventId=${encodeURIComponent(eventId)}`);
  return ((await response.json()) as { events: ReceivedConversion[] }).events;
}
