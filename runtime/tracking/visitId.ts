/** Where the visit id is kept: one visit per tab, across reloads (session storage). */
export const VISIT_ID_KEY = 'funnel.visitId';

/** The visit's id, made once per tab session; events, leads and analytics share it. */
export function visitId(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  newId: () => string = () => crypto.randomUUID(),
) {
  const kept = storage.getItem(VISIT_ID_KEY);
  if (kept !== null && /^[0-9a-f-]{36}$/i.test(kept)) return kept;
  const made = newId();
  storage.setItem(VISIT_ID_KEY, made);
  return made;
}
