import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export type PageWeight = { page: string; files: number; rawBytes: number; gzipBytes: number };

/**
 * What a visitor downloads for a page besides its HTML: every script and stylesheet the HTML references
 * (but the polyfills modern browsers skip), raw and gzipped, read from the production build that served
 * the HTML (`next build`), so it is deterministic.
 */
export function firstStepWeight(slug: string, html: string, buildDir = '.next'): PageWeight {
  // Legacy polyfills load only in browsers without modules (`noModule`): today's phones skip them.
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnoModule\b/i.test(tag));
  const assets = [
    ...new Set(tags.flatMap((tag) => /(?:src|href)="\/_next\/(static\/[^"]+\.(?:js|css))"/.exec(tag)?.[1] ?? [])),
  ];
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const asset of assets) {
    const content = readFileSync(join(buildDir, asset));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { page: `/${slug}`, files: assets.length, rawBytes, gzipBytes };
}
