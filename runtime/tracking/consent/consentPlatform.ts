import { activeGroupsOf } from './activeGroupsOf';
import type { ConsentAdapter } from './consentAdapter';

type OneTrustWindow = Window & {
  OptanonWrapper?: () => void;
  OnetrustActiveGroups?: string;
  OneTrust?: {
    OnConsentChanged?(listener: () => void): void;
    ToggleInfoDisplay?(): void;
    /** Whether the visitor has closed the banner with a choice (OneTrust's own test of a stored choice). */
    IsAlertBoxClosed?(): boolean;
    /** Shows the banner and preferences in another of the languages configured on the platform. */
    changeLanguage?(language: string): void;
  };
};

/**
 * The commercial consent platform whose group ids docs/limits.md#consent-groups uses (OneTrust): its script, with the
 * site's domain id, calls `OptanonWrapper` once loaded, when `OnetrustActiveGroups` holds the given groups; later
 * changes come through `OneTrust.OnConsentChanged`. The platform decides the region's rule itself. Should its script
 * not load, consent stays not initialised: nothing but strictly necessary runs.
 */
export function consentPlatform(
  { scriptUrl, domainId }: { scriptUrl: string; domainId: string },
  win: OneTrustWindow = window,
): ConsentAdapter {
  return {
    name: 'platform',
    start: ({ loaded, changed }) =>
      new Promise((resolve) => {
        const before = win.OptanonWrapper;
        let started = false;
        win.OptanonWrapper = () => {
          before?.();
          if (started) return;
          started = true;
          loaded(activeGroupsOf(win.OnetrustActiveGroups), win.OneTrust?.IsAlertBoxClosed?.() ?? false);
          win.OneTrust?.OnConsentChanged?.(() => changed(activeGroupsOf(win.OnetrustActiveGroups)));
          resolve();
        };
        const script = win.document.createElement('script');
        script.src = scriptUrl;
        script.async = true;
        script.charset = 'UTF-8';
        script.dataset.domainScript = domainId;
        script.addEventListener('error', () => resolve());
        win.document.head.appendChild(script);
      }),
    showPreferences: () => win.OneTrust?.ToggleInfoDisplay?.(),
    setLanguage: (locale) => win.OneTrust?.changeLanguage?.(locale),
  };
}
