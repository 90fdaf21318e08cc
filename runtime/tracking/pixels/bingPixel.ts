import { addScript, type PixelDriver } from './pixelDriver';

/** The official snippet's script (Microsoft Advertising's universal event tracking). */
export const BING_PIXEL_SCRIPT = 'https://bat.bing.com/bat.js';

type Uet = { push(...args: unknown[]): void };
type BingWindow = Window & { uetq?: unknown[] | Uet; UET?: new (options: Record<string, unknown>) => Uet };

/**
 * The Bing UET tag, as its official snippet loads it: once bat.js is in, each id gets its own tag object (the first
 * also as `window.uetq`), whose `pageLoad` is the id's page event. Calls made before bat.js is in wait for it.
 */
export function bingPixel(win: BingWindow = window): PixelDriver {
  let state: 'unloaded' | 'loading' | 'loaded' | 'failed' = 'unloaded';
  const tags = new Map<string, Uet>();
  const waiting: (() => void)[] = [];
  const whenLoaded = (call: () => void) => (state === 'loaded' ? call() : waiting.push(call));
  return {
    load(id) {
      whenLoaded(() => {
        if (tags.has(id) || !win.UET) return;
        const q = Array.isArray(win.uetq) ? win.uetq : [];
        const tag = new win.UET({ ti: id, enableAutoSpaTracking: false, q });
        if (tags.size === 0) win.uetq = tag;
        tags.set(id, tag);
      });
      if (state !== 'unloaded') return;
      state = 'loading';
      win.uetq = Array.isArray(win.uetq) ? win.uetq : [];
      addScript(
        BING_PIXEL_SCRIPT,
        () => {
          state = 'failed';
        },
        () => {
          state = 'loaded';
          for (const call of waiting.splice(0)) call();
        },
      );
    },
    page(id) {
      whenLoaded(() => tags.get(id)?.push('pageLoad'));
    },
    track(id, call, eventId) {
      whenLoaded(() => tags.get(id)?.push('event', call.name, { ...call.params, event_id: eventId }));
    },
    consent(given) {
      whenLoaded(() => {
        for (const tag of tags.values()) tag.push('consent', 'update', { ad_storage: given ? 'granted' : 'denied' });
      });
    },
    failed: () => state === 'failed',
  };
}
