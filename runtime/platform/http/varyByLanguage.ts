import type { ServerResponse } from 'node:http';

/** The request header a page's language follows (proxy.ts, docs/decisions/0036). */
const LANGUAGE_HEADER = 'Accept-Language';

/** A page's path: not the API, not the build's assets, not a file (a name with an extension), the same in every language. */
export function isPagePath(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  return !/^\/(api|_next)\//.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

/** A `Vary` value with the language header among its names (once, whatever the case it was given in). */
export function withLanguageVary(vary: string | number | readonly string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary : [String(vary ?? '')])
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return names.some((name) => name.toLowerCase() === LANGUAGE_HEADER.toLowerCase())
    ? names.join(', ')
    : [...names, LANGUAGE_HEADER].join(', ');
}

/**
 * Makes a page's answer say it varies by the browser's language, so a shared cache keys each address on it: the
 * same address answers in each of the funnel's languages. Next sets its own `Vary` on pages as it sends them (the
 * configured headers are overwritten), so the name is added as the head is written.
 */
export function varyByLanguage(target: string, response: ServerResponse): void {
  if (!isPagePath(target)) return;
  const writeHead = response.writeHead.bind(response);
  response.writeHead = ((...args: Parameters<typeof writeHead>) => {
    response.setHeader('Vary', withLanguageVary(response.getHeader('Vary')));
    return writeHead(...args);
  }) as typeof response.writeHead;
}
