import type { MetadataRoute } from 'next';
import { clientEnv } from '@/runtime/platform/env.client';

/** The web manifest: the product's name and icons, in the mystic theme's colours (a phone's home screen). */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: clientEnv.NEXT_PUBLIC_PRODUCT_NAME,
    short_name: clientEnv.NEXT_PUBLIC_PRODUCT_NAME,
    display: 'standalone',
    background_color: '#0d0a1f',
    theme_color: '#0d0a1f',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
}
