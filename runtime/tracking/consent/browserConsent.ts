import { browserLogger } from '@/runtime/platform/logger/browserLogger';
import type { MeasurementConsent } from '@/runtime/tracking/measure/measureVisit';
import type { ConsentGroup } from '@/schemas/enums/consentGroups';
import type { ConsentAdapter } from './consentAdapter';
import { type ConsentGroups, type ConsentSnapshot, consentState } from './consentState';
import { PERFORMANCE_CONSENT_GROUP } from './performanceConsentGroup';

/**
 * The page's one consent state (docs/states.md#consent). Light on purpose: the services that wait for consent (pixels,
 * heatmap) import this, not the consent library, which startConsent loads after the first paint.
 */
const state = consentState((error) =>
  browserLogger.error('consent listener failed', { error: error instanceof Error ? error.message : String(error) }),
);
let adapter: ConsentAdapter | undefined;

/** The consent now: not initialised until the consent library has loaded. */
export function consentSnapshot(): ConsentSnapshot {
  return state.snapshot();
}

/** Every group, once the library has loaded and on every change. Returns the unsubscribe. */
export function onConsent(listener: (groups: ConsentGroups) => void): () => void {
  return state.subscribe(listener);
}

/**
 * One group: the listener hears whether it is given once the consent library has loaded, then on every change of
 * that group (a change of other groups is not news to it). Returns the unsubscribe.
 */
export function whenConsent(group: ConsentGroup, listener: (given: boolean) => void): () => void {
  let last: boolean | undefined;
  return state.subscribe((groups) => {
    const given = groups[group];
    if (given === last) return;
    last = given;
    listener(given);
  });
}

/**
 * What the visitor has said about measurement (performance consent, C0002: docs/decisions/0031): given, refused (a
 * choice made without it), or undecided (no choice yet, the rule's defaults without it); told once the consent library
 * has loaded, then at every change. Returns the unsubscribe.
 */
export function whenMeasurement(listener: (consent: MeasurementConsent) => void): () => void {
  let last: MeasurementConsent | undefined;
  return state.subscribe((groups, decided) => {
    const consent = groups[PERFORMANCE_CONSENT_GROUP] ? 'given' : decided ? 'refused' : 'undecided';
    if (consent === last) return;
    last = consent;
    listener(consent);
  });
}

/** The consent library speaks the language the visitor switched to; nothing before it has started. */
export function setConsentLanguage(locale: string): void {
  adapter?.setLanguage(locale);
}

/** Opens the consent library's preferences (a "cookie settings" link); nothing before it has started. */
export function showConsentPreferences(): void {
  adapter?.showPreferences();
}

/** Starts the consent library (once per page) and feeds its answers into the page's consent state. */
export async function runConsentAdapter(chosen: ConsentAdapter): Promise<void> {
  if (adapter !== undefined) return;
  adapter = chosen;
  await chosen.start({ loaded: state.loaded, changed: state.changed });
}
