import type { FunnelEvent, TrackingHub } from '@/runtime/tracking/trackingHub';
import type { PixelPlatform } from '@/schemas/enums/pixelEntryTypes';
import { marketingCall } from './marketingCall';
import type { PixelDriver } from './pixelDriver';
import { tikTokEmail } from './tikTokEmail';

/**
 * The codes (docs/errors.md#tracking-failures) for a failed short-video pixel call (docs/decisions/0016): what it needs
 * (its script) is not available (blocked, offline), or everything it needs was there and the call failed anyway.
 */
export const TIKTOK_FAILURES = {
  requiredNotAvailable: 'tiktok_track_failed_when_required_not_available',
  notRequired: 'tiktok_track_failed_when_not_required',
} as const;

export type PixelTrackerOptions = {
  hub: TrackingHub;
  /** The ids that apply to this funnel, per platform (pixelIds' combined lists). */
  ids: Record<PixelPlatform, readonly string[]>;
  drivers: Record<PixelPlatform, PixelDriver>;
  /** Off: nothing is loaded nor sent, every call is only recorded for the inspector (the embedded default). */
  scripts: boolean;
  /** Targeting consent (C0004): told once the consent library has loaded, then on every change. */
  whenTargeting(listener: (given: boolean) => void): () => void;
  /** Error monitoring (reportError). */
  report(error: Error, context: Record<string, unknown>): void;
  newId(): string;
};

/**
 * The ad pixels of a page (docs/states.md#consent, docs/validation.md, docs/errors.md#tracking-failures): nothing
 * before the consent library has loaded and targeting consent is given; then each id is loaded once and its page event
 * fired once; marketing events go to every loaded id with the event's id for deduplication, and are recorded as blocked
 * while consent is absent; withdrawing consent revokes the platforms' own consent (TikTok's `revokeConsent`), giving it
 * again grants it. Every call is recorded in the hub. Returns the stop.
 */
export function startPixelTracker(options: PixelTrackerOptions): () => void {
  const { hub, ids, drivers, scripts } = options;
  const platforms = (Object.keys(ids) as PixelPlatform[]).filter((p) => ids[p].length > 0);
  let targeting: boolean | undefined;
  const loaded = new Set<string>();
  const paged = new Set<string>();
  let revoked = false;
  let pageEventId: string | undefined;
  let email: string | undefined;
  let identified = false;
  const key = (platform: PixelPlatform, id: string) => `${platform}:${id}`;

  const record = (platform: PixelPlatform, name: string, payload: Record<string, unknown>, allowed: boolean) =>
    hub.record({
      channel: 'pixel',
      service: platform,
      name,
      payload: scripts ? payload : { ...payload, scripts: 'off' },
      consent: allowed ? 'allowed' : 'blocked',
    });

  /** Makes one call to a platform (when scripts are on), recording it; a failure never breaks the page. */
  const call = (platform: PixelPlatform, name: string, payload: Record<string, unknown>, make: () => void) => {
    record(platform, name, payload, true);
    if (!scripts) return;
    const driver = drivers[platform];
    if (platform === 'tikTok' && driver.failed()) {
      options.report(new Error(TIKTOK_FAILURES.requiredNotAvailable), { call: name, ...payload });
      return;
    }
    try {
      make();
    } catch (error) {
      hub.record({ channel: 'pixel', service: platform, name: `${name} failed`, payload: String(error) });
      if (platform === 'tikTok')
        options.report(new Error(TIKTOK_FAILURES.notRequired), { call: name, ...payload, cause: String(error) });
    }
  };

  const identify = () => {
    if (email === undefined || identified || !loaded.size || !ids.tikTok.length) return;
    identified = true;
    call('tikTok', 'identify', { email }, () => drivers.tikTok.identify?.(email as string));
  };

  const given = () => {
    for (const platform of platforms) {
      const driver = drivers[platform];
      const before = ids[platform].some((id) => loaded.has(key(platform, id)));
      if (before && revoked) call(platform, 'grantConsent', {}, () => driver.consent(true));
      for (const id of ids[platform]) {
        if (loaded.has(key(platform, id))) continue;
        loaded.add(key(platform, id));
        call(platform, 'load', { pixelId: id }, () => driver.load(id));
      }
      for (const id of ids[platform]) {
        if (paged.has(key(platform, id))) continue;
        paged.add(key(platform, id));
        const eventId = pageEventId ?? options.newId();
        call(platform, 'PageView', { pixelId: id, eventId }, () => driver.page(id, eventId));
      }
    }
    revoked = false;
    identify();
  };

  const withdrawn = () => {
    if (loaded.size === 0) {
      for (const platform of platforms) record(platform, 'load', { pixelIds: ids[platform] }, false);
      return;
    }
    revoked = true;
    for (const platform of platforms) call(platform, 'revokeConsent', {}, () => drivers[platform].consent(false));
  };

  const stopConsent = options.whenTargeting((isGiven) => {
    targeting = isGiven;
    if (isGiven) given();
    else withdrawn();
  });

  const stopEvents = hub.subscribe(
    (event: FunnelEvent) => {
      const marketingEvent = event.marketingEvent;
      if (marketingEvent === undefined) return;
      if (marketingEvent === 'PageView') pageEventId ??= event.id;
      for (const platform of platforms) {
        const made = marketingCall(platform, { ...event, marketingEvent });
        if (targeting !== true) {
          record(platform, made.name, { eventId: event.id, pixelIds: ids[platform], params: made.params }, false);
          continue;
        }
        for (const id of ids[platform]) {
          if (marketingEvent === 'PageView') {
            // docs/states.md#consent: an id's page event fires once, when it loads.
            if (paged.has(key(platform, id))) continue;
            paged.add(key(platform, id));
          }
          const payload = { pixelId: id, eventId: event.id, params: made.params };
          call(platform, marketingEvent === 'PageView' ? 'PageView' : made.name, payload, () =>
            marketingEvent === 'PageView'
              ? drivers[platform].page(id, event.id)
              : drivers[platform].track(id, made, event.id),
          );
        }
      }
    },
    { replay: true },
  );

  const stopIdentify = hub.onIdentify((given) => {
    const normalized = tikTokEmail(given);
    if (normalized === email) return;
    email = normalized;
    identified = false;
    if (!ids.tikTok.length) return;
    if (targeting === true) identify();
    else record('tikTok', 'identify', { email }, false);
  });

  return () => {
    stopConsent();
    stopEvents();
    stopIdentify();
  };
}
