import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { ErrorBoundary } from '@/runtime/platform/ErrorBoundary';
import { clientEnv } from '@/runtime/platform/env.client';
import { serverEnv } from '@/runtime/platform/env.server';
import { PlatformServices } from '@/runtime/platform/PlatformServices';
import { ROOT_LANG } from '@/runtime/screens/DocumentLanguage';
import './globals.css';

/**
 * docs/product.md#page-shell: the meta names of the reviews provider's and the social network's domain verification.
 */
const VERIFICATION_META = {
  reviews: 'trustpilot-one-time-domain-verification-id',
  social: 'facebook-domain-verification',
};

export function generateMetadata(): Metadata {
  const env = serverEnv();
  const product = clientEnv.NEXT_PUBLIC_PRODUCT_NAME.toUpperCase();
  const verification: Record<string, string> = {};
  if (env.REVIEWS_VERIFICATION_ID) verification[VERIFICATION_META.reviews] = env.REVIEWS_VERIFICATION_ID;
  if (env.SOCIAL_VERIFICATION_ID) verification[VERIFICATION_META.social] = env.SOCIAL_VERIFICATION_ID;
  return {
    title: { default: product, template: `%s · ${product}` },
    // docs/product.md#page-shell: production pages are not indexed but their links are followed; elsewhere neither.
    robots: { index: false, follow: env.APP_ENV === 'production' },
    other: verification,
  };
}

/**
 * Every cached page (funnel steps, information and email pages, the not-found page) is fresh for a minute: a CDN
 * in front keeps it no longer (`s-maxage=60`) before asking again, so a publish or a rollback reaches visitors
 * behind it, and a 404 is never kept for long. This instance refreshes a funnel's pages at once on a change.
 */
export const revalidate = 60;

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0d0a1f' };

export default function RootLayout({ children }: { children: ReactNode }) {
  const sprite = serverEnv().SPRITE_URL;
  if (sprite) preload(sprite, { as: 'image' });
  return (
    <html lang={ROOT_LANG}>
      <body>
        <noscript>
          <p className="noscript">You need to enable JavaScript to run this app.</p>
        </noscript>
        <ErrorBoundary>{children}</ErrorBoundary>
        <PlatformServices />
      </body>
    </html>
  );
}
