import { addScript, type PixelDriver } from './pixelDriver';

/** The official snippet's script (it is loaded once per id, with the id as `sdkid`). */
export const TIKTOK_PIXEL_SCRIPT = 'https://analytics.tiktok.com/i18n/pixel/events.js';

/** The methods the official snippet defers until events.js is in. */
const TTQ_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
] as const;

type Deferred = unknown[] & Record<string, (...args: unknown[]) => void>;
type Ttq = Deferred & {
  methods: readonly string[];
  instance(id: string): Deferred;
  _i: Record<string, Deferred & { _u?: string }>;
  _t: Record<string, number>;
  _o: Record<string, unknown>;
};
type TikTokWindow = Window & { ttq?: Ttq; TiktokAnalyticsObject?: string };

/**
 * The TikTok pixel, as its official snippet loads it: `ttq` defers calls (per id through `ttq.instance(id)`) until
 * events.js takes them. Calls that throw are thrown on to the tracker, which reports them
 * (docs/errors.md#tracking-failures); a script that does not load is told to `onScriptError`, as the calls queued for
 * it (the page event) are lost.
 */
export function tikTokPixel(
  win: TikTokWindow = window,
  onScriptError: (id: string) => void = () => undefined,
): PixelDriver {
  let failed = false;
  const setAndDefer = (target: Deferred, method: string) => {
    target[method] = (...args: unknown[]) => {
      target.push([method, ...args]);
    };
  };
  const ttq = (): Ttq => {
    if (win.ttq) return win.ttq;
    win.TiktokAnalyticsObject = 'ttq';
    const made = [] as unknown as Ttq;
    made.methods = TTQ_METHODS;
    for (const method of TTQ_METHODS) setAndDefer(made, method);
    made.instance = (id) => {
      const instance = made._i[id] ?? ([] as unknown as Deferred);
      for (const method of TTQ_METHODS) setAndDefer(instance, method);
      return instance;
    };
    made._i = {};
    made._t = {};
    made._o = {};
    win.ttq = made;
    return made;
  };
  return {
    load(id) {
      const q = ttq();
      if (q._i[id]) return;
      const instance = [] as unknown as Ttq['_i'][string];
      instance._u = TIKTOK_PIXEL_SCRIPT;
      q._i[id] = instance;
      q._t[id] = Date.now();
      q._o[id] = {};
      addScript(`${TIKTOK_PIXEL_SCRIPT}?sdkid=${encodeURIComponent(id)}&lib=ttq`, () => {
        failed = true;
        onScriptError(id);
      });
    },
    page(id) {
      ttq().instance(id).page?.();
    },
    track(id, call, eventId) {
      ttq().instance(id).track?.(call.name, call.params, { event_id: eventId });
    },
    consent(given) {
      if (given) ttq().grantConsent?.();
      else ttq().revokeConsent?.();
    },
    identify(email) {
      ttq().identify?.({ email });
    },
    failed: () => failed,
  };
}
