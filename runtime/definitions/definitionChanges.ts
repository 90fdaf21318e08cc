import type { DatabaseHandle } from '@/runtime/platform/db/database';

/** The database channel on which an instance tells all instances that served definitions changed. */
export const DEFINITIONS_CHANNEL = 'definitions_changed';

/** What changed: the URL paths (each with the steps below it) that now serve something else. */
export type DefinitionChange = { paths: string[] };

/** Tells every instance on the database (this one too) that these paths changed. */
export async function announceDefinitionChange(handle: DatabaseHandle, change: DefinitionChange): Promise<void> {
  if (change.paths.length === 0) return;
  await handle.notify(DEFINITIONS_CHANNEL, JSON.stringify(change));
}

/**
 * Calls `onChange` for every change announced by any instance, and `onMissed` when announcements may
 * have been missed (the database connection dropped); resolves to a function that stops.
 */
export function followDefinitionChanges(
  handle: DatabaseHandle,
  onChange: (change: DefinitionChange) => void,
  onMissed?: () => void,
): Promise<() => Promise<void>> {
  return handle.listen(
    DEFINITIONS_CHANNEL,
    (payload) => {
      const paths = (JSON.parse(payload) as Partial<DefinitionChange>).paths;
      if (Array.isArray(paths)) onChange({ paths: paths.filter((p) => typeof p === 'string') });
    },
    onMissed,
  );
}
