import type { ConsentGroups } from './consentState';

/** What the consent library tells the page: the groups when it has loaded, and every change after. */
export type ConsentCallbacks = {
  /** The groups once loaded, and whether the visitor has made a choice (a stored one): false, the rule's defaults. */
  loaded(groups: ConsentGroups, decided: boolean): void;
  changed(groups: ConsentGroups): void;
};

/**
 * A consent library behind one face: the embedded open-source manager (embeddedConsent) or the commercial consent
 * platform (consentPlatform). Starting it loads its code and banner; it calls back once loaded and on every change.
 */
export type ConsentAdapter = {
  /** Which library this is, for the inspector. */
  name: 'embedded' | 'platform';
  start(callbacks: ConsentCallbacks): Promise<void>;
  /** Opens the preferences, where a visitor changes or withdraws their choice. */
  showPreferences(): void;
  /** Speaks another language from now on, banner and preferences alike (the visitor switched in the header). */
  setLanguage(locale: string): void;
};
