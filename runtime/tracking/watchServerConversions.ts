import type { ConversionSendsAnswer } from '@/schemas/gateway/conversionSendsAnswer';
import type { TrackingHub } from './trackingHub';

/** How often the inspector asks how the server's sends of a sale stand, and for how many times at most. */
export const SERVER_SENDS_POLL_MS = 2_000;
const SERVER_SENDS_POLLS = 30;

/**
 * Lists in the hub the server's sends of each sale the page's Purchase events name (their order), for the tester-mode
 * inspector beside the pixel calls: every change of each send (queued, sent, retried, given up on), asked again every
 * SERVER_SENDS_POLL_MS while any is pending; a sale the server queued nothing for (no targeting consent, no network
 * on, no pixel) is said once. Returns the stop.
 */
export function watchServerConversions(
  hub: TrackingHub,
  read: (orderId: string) => Promise<ConversionSendsAnswer>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): () => void {
  let stopped = false;
  const followed = new Set<string>();
  const follow = async (orderId: string) => {
    const told = new Map<string, string>();
    for (let poll = 0; poll < SERVER_SENDS_POLLS && !stopped; poll += 1) {
      let answer: ConversionSendsAnswer;
      try {
        answer = await read(orderId);
      } catch (error) {
        hub.record({
          channel: 'server',
          name: 'server sends not readable',
          payload: { orderId, error: String(error) },
        });
        return;
      }
      // The sends are queued with the payment's report, before the page hears the sale is paid: none now is none.
      if (answer.sends.length === 0) {
        hub.record({
          channel: 'server',
          name: 'Purchase not sent by the server',
          payload: { orderId, why: 'no targeting consent, no ad network on, or no pixel of one' },
        });
        return;
      }
      for (const send of answer.sends) {
        const key = `${send.network}:${send.pixelId}`;
        const state = `${send.status}:${send.attempts}`;
        if (told.get(key) === state) continue;
        told.set(key, state);
        hub.record({ channel: 'server', service: send.network, name: `Purchase ${send.status}`, payload: send });
      }
      if (answer.sends.every((send) => send.status !== 'pending')) return;
      await wait(SERVER_SENDS_POLL_MS);
    }
  };
  const unsubscribe = hub.subscribe(
    (event) => {
      if (event.marketingEvent !== 'Purchase' || event.orderId === undefined || followed.has(event.orderId)) return;
      followed.add(event.orderId);
      void follow(event.orderId);
    },
    { replay: true },
  );
  return () => {
    stopped = true;
    unsubscribe();
  };
}
