import { parse, serialize } from 'cookie';
import { isStorableText } from '@/schemas/storableText';
import type { AttributionTags } from './attributionTags';
import { knownAttributionTags } from './knownAttributionTags';

/** The first-party cookie that keeps a visitor's attribution tags (docs/calls.md#attribution-cookie). */
export const ATTRIBUTION_COOKIE_NAME = 'funnel_attribution';
/** docs/limits.md#cookies: the attribution cookie lives one year. */
export const ATTRIBUTION_COOKIE_MAX_AGE_SECONDS = 31536000;
/**
 * The longest cookie value read: browsers keep at most 4096 bytes of a cookie (RFC 6265 §6.1), so a longer one was
 * never written by the page's script; it was made up by a client, and yields empty tags.
 */
export const ATTRIBUTION_COOKIE_MAX_CHARS = 4096;

/**
 * The attribution cookie (docs/validation.md#attribution-tags, docs/calls.md#attribution-cookie): one JSON object of
 * tags, written by the page's script on every path of the site (`Path=/`) for a year, sent only from this site's pages
 * (`Lax`), `Secure` everywhere but local development over plain HTTP. Read back, a cookie that is absent, does not
 * parse, is longer than a browser keeps or holds what no field may store (isStorableText) is treated as tampered: it
 * yields empty tags. Only string values of known parameters are kept (knownAttributionTags), so the server never trusts
 * a key outside the list.
 */
export const attributionCookie = {
  name: ATTRIBUTION_COOKIE_NAME,

  /** What the browser writes to `document.cookie` (the value is URI-encoded JSON). */
  serialize(tags: AttributionTags, { secure }: { secure: boolean }): string {
    return serialize(ATTRIBUTION_COOKIE_NAME, JSON.stringify(tags), {
      path: '/',
      maxAge: ATTRIBUTION_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'lax',
      secure,
    });
  },

  /** The tags of a `Cookie` header (or `document.cookie`). */
  read(cookieHeader: string | null | undefined): AttributionTags {
    const value = parse(cookieHeader ?? '')[ATTRIBUTION_COOKIE_NAME];
    if (value === undefined || value.length > ATTRIBUTION_COOKIE_MAX_CHARS) return {};
    let tags: AttributionTags;
    try {
      tags = knownAttributionTags(JSON.parse(value));
    } catch {
      return {};
    }
    // A NUL or a lone surrogate (escapes in the JSON) is nothing a page writes, and nothing the database can store.
    return Object.values(tags).every(isStorableText) ? tags : {};
  },
};
