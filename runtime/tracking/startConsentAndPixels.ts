import { clientEnv } from '@/runtime/platform/env.client';
import { visitorRegion } from '@/runtime/platform/http/visitorRegion';
import { reportError } from '@/runtime/platform/monitoring/reportError';
import { PIXEL_PLATFORMS, type PixelPlatform } from '@/schemas/enums/pixelEntryTypes';
import type { Funnel } from '@/schemas/funnelSchema';
import type { ConsentRule } from '@/schemas/gateway/consentRegionAnswer';
import { pixelIds } from '@/schemas/pixelIds';
import { browserTrackingHub } from './browserTrackingHub';
import { onConsent, runConsentAdapter, whenConsent } from './consent/browserConsent';
import type { ConsentAdapter } from './consent/consentAdapter';
import { consentPlatform } from './consent/consentPlatform';
import { TARGETING_CONSENT_GROUP } from './consent/targetingConsent';
import { bingPixel } from './pixels/bingPixel';
import { facebookPixel } from './pixels/facebookPixel';
import { startPixelTracker, TIKTOK_FAILURES } from './pixels/pixelTracker';
import { tikTokPixel } from './pixels/tikTokPixel';

export type ConsentAndPixelsSettings = {
  /** The funnel's locale: the embedded banner speaks it. */
  locale: string;
  pixels: Funnel['pixels'];
  /** The funnel's condition, which conditional pixel ids match (docs/entities.md#pixel-ids-of-a-funnel). */
  condition: string | undefined;
};

let started = false;

/**
 * Consent and the ad pixels of a funnel page, started after the first paint (TrackingServices): every consent change
 * is recorded in the tracking hub; the pixels wait for the consent library and targeting consent; then the consent
 * library starts (the configured platform, else the embedded manager under the visitor's regional rule). Once per
 * page: the funnel's pixels are those of the page it was opened at.
 */
export async function startConsentAndPixels(settings: ConsentAndPixelsSettings): Promise<void> {
  if (started) return;
  started = true;
  const hub = browserTrackingHub();
  const adapter = await chosenAdapter(settings.locale);
  let first = true;
  onConsent((groups) => {
    hub.record({ channel: 'consent', service: adapter.name, name: first ? 'loaded' : 'changed', payload: groups });
    first = false;
  });
  const lists = pixelIds(settings.pixels, settings.condition);
  startPixelTracker({
    hub,
    ids: Object.fromEntries(PIXEL_PLATFORMS.map((p) => [p, lists[p].combined])) as Record<PixelPlatform, string[]>,
    drivers: {
      facebook: facebookPixel(),
      tikTok: tikTokPixel(window, (pixelId) => {
        hub.record({ channel: 'pixel', service: 'tikTok', name: 'script failed to load', payload: { pixelId } });
        reportError(new Error(TIKTOK_FAILURES.requiredNotAvailable), { pixelId, reason: 'script failed to load' });
      }),
      bingAds: bingPixel(),
    },
    scripts: clientEnv.NEXT_PUBLIC_PIXEL_SCRIPTS === 'on',
    whenTargeting: (listener) => whenConsent(TARGETING_CONSENT_GROUP, listener),
    report: (error, context) => reportError(error, context),
    newId: () => crypto.randomUUID(),
  });
  await runConsentAdapter(adapter);
}

/** The consent platform when it is configured, else the embedded manager under the visitor's regional rule. */
async function chosenAdapter(locale: string): Promise<ConsentAdapter> {
  const scriptUrl = clientEnv.NEXT_PUBLIC_CONSENT_SCRIPT_URL;
  const domainId = clientEnv.NEXT_PUBLIC_CONSENT_DOMAIN_ID;
  if (scriptUrl !== undefined && domainId !== undefined) return consentPlatform({ scriptUrl, domainId });
  const [{ embeddedConsent }, rule] = await Promise.all([import('./consent/embeddedConsent'), consentRule()]);
  return embeddedConsent({ rule, locale });
}

/** Opt-in, the safe rule, when the gateway cannot say (docs/decisions/0016). */
const RULE_WHEN_UNKNOWN: ConsentRule = 'opt-in';

/** The visitor's consent rule, as the gateway reads it from the CDN's country header. */
async function consentRule(): Promise<ConsentRule> {
  const hub = browserTrackingHub();
  try {
    const answer = await visitorRegion();
    if (answer === undefined) throw new Error('the consent region answer is not one');
    hub.record({ channel: 'network', service: 'gateway', name: 'consent region', payload: answer });
    return answer.rule;
  } catch (error) {
    hub.record({ channel: 'network', service: 'gateway', name: 'consent region failed', payload: String(error) });
    return RULE_WHEN_UNKNOWN;
  }
}
