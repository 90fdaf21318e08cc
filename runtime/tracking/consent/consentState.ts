import { CONSENT_GROUP_IDS, type ConsentGroup } from '@/schemas/enums/consentGroups';

/** docs/entities.md#consent-state: one boolean per consent group. */
export type ConsentGroups = Record<ConsentGroup, boolean>;

/** Nothing but strictly necessary: what an opt-in visitor has before choosing, and what "reject all" keeps. */
export const NECESSARY_ONLY: ConsentGroups = Object.fromEntries(
  CONSENT_GROUP_IDS.map((group) => [group, group === 'C0001']),
) as ConsentGroups;

/** Every group given: what "accept all" gives, and what an opt-out visitor has until they object. */
export const ALL_GIVEN: ConsentGroups = Object.fromEntries(
  CONSENT_GROUP_IDS.map((group) => [group, true]),
) as ConsentGroups;

/**
 * Hears the groups, and whether the visitor has made a choice (a stored choice, or one made now): without one, the
 * groups are the rule's defaults (docs/decisions/0031 tells a visitor who refused from one who has not answered).
 */
export type ConsentListener = (groups: ConsentGroups, decided: boolean) => void;

/** docs/states.md#consent: not initialised until the consent library has loaded, then initialised with its groups. */
export type ConsentSnapshot = { initialised: false } | { initialised: true; groups: ConsentGroups; decided: boolean };

export type ConsentState = {
  snapshot(): ConsentSnapshot;
  /**
   * The consent library has loaded and says these groups, and whether the visitor has made a choice (false: the
   * rule's defaults): the state is initialised, listeners hear it.
   */
  loaded(groups: ConsentGroups, decided: boolean): void;
  /** The visitor made or changed their choice (before load this is ignored: the library has not spoken yet). */
  changed(groups: ConsentGroups): void;
  /** Adds a listener; once initialised it hears the groups at once, then every change. Returns the unsubscribe. */
  subscribe(listener: ConsentListener): () => void;
};

/**
 * The consent state of docs/states.md#consent: not initialised, then initialised once the consent library loads;
 * listeners are notified on load and on every change; a failing listener is handed to `onListenerError` (the browser
 * logs it) and does not block the others. Pure: no I/O, no globals.
 */
export function consentState(onListenerError: (error: unknown) => void): ConsentState {
  let snapshot: ConsentSnapshot = { initialised: false };
  const listeners = new Set<ConsentListener>();
  const tell = (targets: Iterable<ConsentListener>, groups: ConsentGroups, decided: boolean) => {
    for (const listener of targets) {
      try {
        listener(groups, decided);
      } catch (error) {
        onListenerError(error);
      }
    }
  };
  return {
    snapshot: () => snapshot,
    loaded(groups, decided) {
      snapshot = { initialised: true, groups: { ...groups }, decided };
      tell([...listeners], snapshot.groups, decided);
    },
    changed(groups) {
      if (!snapshot.initialised) return;
      snapshot = { initialised: true, groups: { ...groups }, decided: true };
      tell([...listeners], snapshot.groups, true);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (snapshot.initialised) tell([listener], snapshot.groups, snapshot.decided);
      return () => listeners.delete(listener);
    },
  };
}
