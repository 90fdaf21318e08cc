/**
 * The language an email link's token says its page is in, read without checking the signature: it only picks the
 * words of the page, while the gateway checks the token for anything it does. Undefined when there is none to read.
 */
export function linkLocale(token: string): string | undefined {
  try {
    const payload = token.split('.')[0] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const locale: unknown = (JSON.parse(json) as Record<string, unknown>).l;
    return typeof locale === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(locale) ? locale : undefined;
  } catch {
    return undefined;
  }
}
