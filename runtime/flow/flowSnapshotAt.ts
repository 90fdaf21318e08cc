import type { SnapshotFrom } from 'xstate';
import type { FlowInput, FlowMachine } from './buildFlowMachine';

/**
 * A flow's snapshot on the last step of a way, with nothing answered yet: what a page renders first (on the
 * server too) for the step its URL names, before the visit kept in the browser is restored. Persisted, so an
 * actor starts from it (no step actor runs until the visit is restored).
 */
export function flowSnapshotAt(machine: FlowMachine, path: readonly [string, ...string[]], input: FlowInput) {
  const snapshot = machine.resolveState({
    value: path[path.length - 1] ?? path[0],
    context: {
      answers: {},
      outcomes: {},
      path: [...path],
      trail: [...path],
      hosted: false,
      restores: 0,
      attribution: input.attribution ?? {},
      funnelCondition: input.funnelCondition,
      locale: input.locale,
    },
  }) as SnapshotFrom<FlowMachine>;
  return machine.getPersistedSnapshot(snapshot);
}
