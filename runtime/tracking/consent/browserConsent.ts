import type { ConsentGroup } from '../../../schemas/enums/consentGroups';

/**
 * STAND-IN, to be replaced by the consent helper's module of the same name and signature: the consent manager is
 * built on another branch. This version behaves as a consent library that has loaded with every group given (a
 * region where tracking is not opt-in), so analytics runs; the real one calls the listener once the library has
 * loaded and again on every change.
 */
export function whenConsent(group: ConsentGroup, listener: (given: boolean) => void): () => void {
  let listening = true;
  queueMicrotask(() => {
    if (listening && group !== undefined) listener(true);
  });
  return () => {
    listening = false;
  };
}
