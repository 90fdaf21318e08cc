import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetsOfHtml } from './assetsOfHtml';
import type { PageKind, PageWeight } from './benchResults';

const gzipBytes = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

/**
 * What a visitor downloads for a Next page's first view, gzip: the scripts its HTML references (all of them must
 * load before the page is interactive), its stylesheets, and the HTML itself. The files are read from the
 * production build that served the HTML (`next build`), so the figure is deterministic for a build.
 */
export function firstStepWeight(page: string, kind: PageKind, html: string, buildDir: string): PageWeight {
  const { scripts, stylesheets } = assetsOfHtml(html);
  const sum = (files: string[]) =>
    files.reduce((total, file) => total + gzipBytes(readFileSync(join(buildDir, file))), 0);
  const interactiveJsGzipBytes = sum(scripts);
  const cssGzipBytes = sum(stylesheets);
  const htmlGzipBytes = gzipBytes(html);
  return {
    page,
    kind,
    interactiveJsGzipBytes,
    cssGzipBytes,
    htmlGzipBytes,
    wholeGzipBytes: interactiveJsGzipBytes + cssGzipBytes + htmlGzipBytes,
    files: scripts.length + stylesheets.length,
  };
}
