'use client';

import { useEffect } from 'react';
import type { ConsentAndPixelsSettings } from '../../tracking/startConsentAndPixels';

/**
 * Consent and the ad pixels of the page: renders nothing; after the first paint it loads their code (never part of
 * the first step's bundle) and starts it.
 */
export function ConsentServices({ locale, pixels, condition }: ConsentAndPixelsSettings) {
  useEffect(() => {
    void import('../../tracking/startConsentAndPixels').then(({ startConsentAndPixels }) =>
      startConsentAndPixels({ locale, pixels, condition }),
    );
  }, [locale, pixels, condition]);
  return null;
}
