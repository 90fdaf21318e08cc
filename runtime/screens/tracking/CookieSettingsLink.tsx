'use client';

import type { ReactNode } from 'react';

/**
 * Opens the consent preferences, where a visitor changes or withdraws their choice as easily as they gave it. The
 * consent code loads after the first paint; until it has, the click finds nothing to open.
 */
export function CookieSettingsLink({ children }: { children: ReactNode }) {
  return (
    <button
      type="button"
      className="link-button"
      onClick={() =>
        void import('@/runtime/tracking/consent/browserConsent').then(({ showConsentPreferences }) =>
          showConsentPreferences(),
        )
      }
    >
      {children}
    </button>
  );
}
