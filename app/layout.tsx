import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { ErrorBoundary } from '../runtime/platform/ErrorBoundary';
import { clientEnv } from '../runtime/platform/env.client';
import { serverEnv } from '../runtime/platform/env.server';
import { PlatformServices } from '../runtime/platform/PlatformServices';
import './globals.css';

/** SPEC §1: the meta names of the reviews provider's and the social network's domain verification. */
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
    // SPEC §1: production pages are not indexed but their links are followed; elsewhere neither.
    robots: { index: false, follow: env.APP_ENV === 'production' },
    other: verification,
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0d0a1f' };

export default function RootLayout({ children }: { children: ReactNode }) {
  const sprite = serverEnv().SPRITE_URL;
  if (sprite) preload(sprite, { as: 'image' });
  return (
    <html lang="en">
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
