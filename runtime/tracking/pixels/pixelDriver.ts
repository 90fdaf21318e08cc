import type { MarketingCall } from './marketingCall';

/**
 * One ad platform's pixel in the page, as its official snippet sets it up. The pixel tracker decides when (consent,
 * once per id); a driver only makes the platform's calls.
 */
export type PixelDriver = {
  /** Sets up the platform's queue and script (once per page) and initialises one id. */
  load(id: string): void;
  /** The id's page event. */
  page(id: string, eventId: string): void;
  /** A marketing event to one id, with the event id the platform deduplicates a server-side copy by. */
  track(id: string, call: MarketingCall, eventId: string): void;
  /** The platform's own consent switch, for ids already loaded. */
  consent(given: boolean): void;
  identify?(email: string): void;
  /** Whether the platform's script failed to load (an ad blocker, no network): its calls go nowhere. */
  failed(): boolean;
};

/** Adds an async script the way the official snippets do; tells when it fails to load. */
export function addScript(src: string, onError: () => void, onLoad?: () => void): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.addEventListener('error', onError);
  if (onLoad) script.addEventListener('load', onLoad);
  const first = document.getElementsByTagName('script')[0];
  if (first?.parentNode) first.parentNode.insertBefore(script, first);
  else document.head.appendChild(script);
}
