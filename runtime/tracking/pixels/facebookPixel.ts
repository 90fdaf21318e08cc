import { addScript, type PixelDriver } from './pixelDriver';

/** The official snippet's script. */
export const FACEBOOK_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: unknown;
  loaded: boolean;
  version: string;
};
type FacebookWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

/**
 * The Facebook pixel, as its official snippet loads it: `fbq` queues calls until fbevents.js takes them. Every
 * event goes to one id (`trackSingle`), so each id's page event fires once whatever other ids the page has.
 */
export function facebookPixel(win: FacebookWindow = window): PixelDriver {
  let failed = false;
  const fbq = (...args: unknown[]) => win.fbq?.(...args);
  const setUp = () => {
    if (win.fbq) return;
    const n = function (this: unknown, ...args: unknown[]) {
      // The snippet queues the `arguments` object itself; fbevents.js reads it back.
      // biome-ignore lint/complexity/noArguments: the official snippet's queue format
      n.callMethod ? n.callMethod(...args) : n.queue.push(arguments);
    } as Fbq;
    win.fbq = n;
    if (!win._fbq) win._fbq = n;
    n.push = n;
    n.loaded = true;
    n.version = '2.0';
    n.queue = [];
    addScript(FACEBOOK_PIXEL_SCRIPT, () => {
      failed = true;
    });
  };
  return {
    load(id) {
      setUp();
      fbq('init', id);
    },
    page(id, eventId) {
      fbq('trackSingle', id, 'PageView', {}, { eventID: eventId });
    },
    track(id, call, eventId) {
      fbq('trackSingle', id, call.name, call.params, { eventID: eventId });
    },
    consent(given) {
      fbq('consent', given ? 'grant' : 'revoke');
    },
    failed: () => failed,
  };
}
