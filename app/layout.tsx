import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { clientEnv } from '../runtime/platform/env.client';
import { serverEnv } from '../runtime/platform/env.server';
import './globals.css';

export function generateMetadata(): Metadata {
  const production = serverEnv().APP_ENV === 'production';
  const product = clientEnv.NEXT_PUBLIC_PRODUCT_NAME.toUpperCase();
  return {
    title: { default: product, template: `%s · ${product}` },
    // SPEC §1: production pages are not indexed but their links are followed; elsewhere neither.
    robots: { index: false, follow: production },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0d0a1f' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <noscript>
          <p className="noscript">You need to enable JavaScript to run this app.</p>
        </noscript>
        {children}
      </body>
    </html>
  );
}
