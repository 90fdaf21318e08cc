/**
 * The URL parameter that carries the cookie-less device id (docs/limits.md#cookies) from the page that sent the visitor
 * here, as the analytics SDK's own cross-domain parameter (`ampDeviceId`) does; we name ours plainly.
 */
export const DEVICE_ID_PARAMETER = 'deviceId';
/** Where the device id is kept between pages and visits (local storage: no cookie). */
export const DEVICE_ID_KEY = 'funnel.deviceId';
/** A device id is a short opaque token: letters, digits, `-`, `_` and `.`, as analytics SDKs make them. */
const DEVICE_ID = /^[\w.-]{5,100}$/;

/**
 * The device id analytics reports the visitor under, without a cookie: the one the URL hands over (kept for the
 * next pages), else the one kept from before, else a new one (kept).
 */
export function analyticsDeviceId(
  search: string,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  newId: () => string = () => crypto.randomUUID(),
): string {
  const given = new URLSearchParams(search).get(DEVICE_ID_PARAMETER);
  const kept = storage.getItem(DEVICE_ID_KEY);
  const id = given !== null && DEVICE_ID.test(given) ? given : kept !== null && DEVICE_ID.test(kept) ? kept : newId();
  if (id !== kept) storage.setItem(DEVICE_ID_KEY, id);
  return id;
}
