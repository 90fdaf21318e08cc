/** Where an attempt's idempotency key is kept: one name per purchase and attempt. */
export function attemptKeyName(scope: string, attempt: number): string {
  return `funnel.payment:${scope}:${attempt}`;
}

export type AttemptKeys = {
  /** The attempt's key, kept from before (a reload) or new, and kept from now on. */
  take: (scope: string, attempt: number) => { key: string; kept: boolean };
};

/**
 * One idempotency key per payment attempt, kept for the tab (session storage in the browser): a reload (during
 * 3-D Secure, say) asks for the same order again instead of making a second one; a retry after a decline takes a
 * new attempt, so a new key. Storage that cannot be read or written only loses the keeping: a reload then makes a
 * new order, which the provider's duplicate check (5.06) and the gateway's limits still bound.
 */
export function attemptKeys(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  newKey: () => string = () => crypto.randomUUID(),
): AttemptKeys {
  return {
    take(scope, attempt) {
      const name = attemptKeyName(scope, attempt);
      try {
        const kept = storage?.getItem(name);
        if (kept) return { key: kept, kept: true };
      } catch {
        // Unreadable storage: a new key.
      }
      const key = newKey();
      try {
        storage?.setItem(name, key);
      } catch {
        // Full or forbidden storage: the key lives for this page only.
      }
      return { key, kept: false };
    },
  };
}
