'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useVisitAttribution } from '@/runtime/screens/tracking/useVisitAttribution';
import { hrefWithAttribution } from '@/schemas/attribution/hrefWithAttribution';

/**
 * A page's button into a funnel that carries the visit's attribution tags in its address (hrefWithAttribution), as
 * the ad's or the email's link did: the funnel's visit and its orders keep them, even where the cookie could not be
 * written. Bare as the server renders it; tagged once the page has read its tags (PageAttribution).
 */
export function LinkWithAttribution({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link className={className} href={hrefWithAttribution(href, useVisitAttribution())}>
      {children}
    </Link>
  );
}
