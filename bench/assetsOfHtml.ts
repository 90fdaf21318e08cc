/**
 * The build's scripts and stylesheets a page's HTML references (`<script src>`, `<link href>`, preloads included),
 * as paths under the build folder (`static/...`), each once. Legacy polyfills load only in browsers without
 * modules (`noModule`): today's phones skip them, so they are left out.
 */
export function assetsOfHtml(html: string): { scripts: string[]; stylesheets: string[] } {
  const tags = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnoModule\b/i.test(tag));
  const assets = [
    ...new Set(tags.flatMap((tag) => /(?:src|href)="\/_next\/(static\/[^"?]+\.(?:js|css))"/.exec(tag)?.[1] ?? [])),
  ];
  return { scripts: assets.filter((a) => a.endsWith('.js')), stylesheets: assets.filter((a) => a.endsWith('.css')) };
}
