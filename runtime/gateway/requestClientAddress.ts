import { UNKNOWN_CLIENT } from './clientAddress';

/** The header in which the app's entry (server.ts) hands each request's client address to the routes. */
export const CLIENT_ADDRESS_HEADER = 'x-funnel-client-address';

const entry = globalThis as typeof globalThis & { __funnelEntryStampsClientAddress?: boolean };

/** Called by the app's entry, which replaces CLIENT_ADDRESS_HEADER on every request it hands to the app. */
export function stampClientAddresses(): void {
  entry.__funnelEntryStampsClientAddress = true;
}

/** Whether this process was started through the app's entry (otherwise a client could set the header itself). */
export function clientAddressesStamped(): boolean {
  return entry.__funnelEntryStampsClientAddress === true;
}

/**
 * The client address of a request, as the app's entry computed it (clientAddress, with TRUSTED_PROXY_HOPS). A
 * server started otherwise (`next dev`, a bare `next start`) counts every request as UNKNOWN_CLIENT: one shared
 * count, never one a client chooses.
 */
export function requestClientAddress(headers: Headers): string {
  return (clientAddressesStamped() && headers.get(CLIENT_ADDRESS_HEADER)) || UNKNOWN_CLIENT;
}
