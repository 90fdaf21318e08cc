import { describe, expect, it } from 'vitest';
import {
  runConsentAdapter,
  setConsentLanguage,
  showConsentPreferences,
  whenConsent,
  whenMeasurement,
} from './browserConsent';
import type { ConsentCallbacks } from './consentAdapter';
import { ALL_GIVEN, NECESSARY_ONLY } from './consentState';

describe("the page's consent", () => {
  it('tells a group listener once the library has loaded, then only when that group changes', async () => {
    let library: ConsentCallbacks | undefined;
    let preferencesShown = 0;
    const languages: string[] = [];
    const heard: string[] = [];
    whenConsent('C0002', (given) => heard.push(`performance ${given}`));
    whenConsent('C0004', (given) => heard.push(`targeting ${given}`));
    const measurement: string[] = [];
    whenMeasurement((consent) => measurement.push(consent));
    showConsentPreferences();
    setConsentLanguage('de');
    await runConsentAdapter({
      name: 'embedded',
      start: async (callbacks) => {
        library = callbacks;
      },
      showPreferences: () => {
        preferencesShown += 1;
      },
      setLanguage: (locale) => languages.push(locale),
    });
    expect(heard).toEqual([]);
    library?.loaded(NECESSARY_ONLY, false);
    library?.changed({ ...NECESSARY_ONLY, C0004: true });
    library?.changed({ ...NECESSARY_ONLY, C0004: true, C0003: true });
    library?.changed(ALL_GIVEN);
    const late: boolean[] = [];
    whenConsent('C0004', (given) => late.push(given));
    showConsentPreferences();
    expect(heard).toEqual(['performance false', 'targeting false', 'targeting true', 'performance true']);
    expect(late).toEqual([true]);
    // Measurement: no choice yet on load; a choice without performance is a refusal; then performance given.
    expect(measurement).toEqual(['undecided', 'refused', 'given']);
    expect(preferencesShown).toBe(1);
    // The visitor's switch in the header reaches the library once it has started, not before.
    setConsentLanguage('fr');
    expect(languages).toEqual(['fr']);
  });
});
