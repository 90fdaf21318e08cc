'use client';

import { useState } from 'react';
import {
  type Actor,
  type AnyStateMachine,
  createActor,
  type EventFrom,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { useActorSnapshot } from './useActorSnapshot';

/**
 * Runs a machine (a flow's, the payment form's) for the component's lifetime and re-renders on every change of its snapshot.
 * The actor starts at once (so the first render, on the server too, shows its state) and is not stopped on
 * unmount, which a stopped actor could not survive in React's strict-mode remount. `first` is sent at the
 * start; when the machine changes (a part of it arrives later), a new actor starts and `first` gets the
 * old one's snapshot, to carry the visitor's state over.
 */
export function useMachineActor<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  first?: (previous?: SnapshotFrom<TMachine>) => EventFrom<TMachine>,
): [SnapshotFrom<TMachine>, Actor<TMachine>] {
  const begin = (previous?: SnapshotFrom<TMachine>) => {
    const started = createActor(machine, { input }).start();
    if (first) started.send(first(previous));
    return { machine, actor: started };
  };
  const [running, setRunning] = useState(begin);
  let { actor } = running;
  if (running.machine !== machine) {
    // React's pattern for state derived from a changed prop: replaced during render, before any effect sees it.
    // The old actor is left to the garbage collector: stopping it here would break a render React discards.
    const replaced = begin(actor.getSnapshot());
    actor = replaced.actor;
    setRunning(replaced);
  }
  return [useActorSnapshot(actor), actor];
}
