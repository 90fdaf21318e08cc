/**
 * Whether a request target's path decodes: every `%` starts a valid escape of UTF-8. A malformed one (`/%`,
 * `/palmistry/%ZZ`, a cut-off `%E0%A4%A`) names no page, and must be refused before it reaches code that decodes.
 */
export function decodablePath(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
