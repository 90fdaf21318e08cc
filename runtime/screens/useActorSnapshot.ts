'use client';

import { useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/** The snapshot of a running actor (one this component started, or one a machine invoked), re-rendering on change. */
export function useActorSnapshot<TActor extends AnyActorRef>(actor: TActor): SnapshotFrom<TActor> {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange, complete: onChange });
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
    () => actor.getSnapshot(),
  );
}
