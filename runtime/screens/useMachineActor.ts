'use client';

import { useState, useSyncExternalStore } from 'react';
import {
  type Actor,
  type AnyStateMachine,
  createActor,
  type EventFrom,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

/**
 * Runs a machine (a flow's, the payment form's) for the component's lifetime and re-renders on every change of its snapshot.
 * The actor starts at once (so the first render, on the server too, shows its state) and is never
 * stopped: it holds no timers, and a stopped actor could not survive React's strict-mode remount.
 */
export function useMachineActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  first?: EventFrom<TMachine>,
): [SnapshotFrom<TMachine>, Actor<TMachine>] {
  const [actor] = useState(() => {
    const started = createActor(machine, { input }).start();
    if (first) started.send(first);
    return started;
  });
  const snapshot = useSyncExternalStore(
    (onChange) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
    () => actor.getSnapshot(),
  );
  return [snapshot, actor];
}
