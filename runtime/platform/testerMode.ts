import { parse } from 'cookie';

/**
 * The cookie whose value, a valid UUID, turns tester mode on (docs/product.md#tester-mode,
 * docs/validation.md#tester-token).
 */
export const TESTER_TOKEN_COOKIE = 'tester_token';

/** A UUID of any version, in any case: 8-4-4-4-12 hexadecimal digits. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * docs/validation.md#tester-token: a tester token counts only if it is a valid UUID; anything else is ignored, never an
 * error.
 */
export function isTesterToken(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** The value of one cookie in a `Cookie` header (or `document.cookie`), or undefined: the first of its name, decoded. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  return parse(cookieHeader ?? '')[name];
}

/** Whether a request's (or the page's) cookies put it in tester mode. */
export function isTesterMode(cookieHeader: string | null | undefined): boolean {
  return isTesterToken(readCookie(cookieHeader, TESTER_TOKEN_COOKIE));
}
