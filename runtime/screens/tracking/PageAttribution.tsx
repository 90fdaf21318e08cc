'use client';

import { useEffect } from 'react';
import { startBrowserAttribution } from '@/runtime/tracking/startBrowserAttribution';

/**
 * The attribution of a page linked from email, which sells or leads into a funnel: its link's tags are captured and
 * kept as a funnel page keeps them (startAttribution: the cookie written afresh by a new link's tags, the `Source`
 * header, the visit's tags store), once hydrated; a link without tags keeps the visit's, whatever mail client it was
 * opened from (its referrer is not read). Loaded with the page, not after it as on funnel pages: the page's first
 * order or button must already carry the tags, and these pages are no first step to keep light. Renders nothing.
 */
export function PageAttribution() {
  useEffect(() => {
    startBrowserAttribution({ readReferrer: false });
  }, []);
  return null;
}
