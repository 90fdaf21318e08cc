/** How a cookie the app sets is protected: `Secure` in production, `SameSite=Lax` always, `HttpOnly` unless script must read it. */
export type AppCookie = {
  name: string;
  value: string;
  maxAgeSeconds?: number;
  /** Only for cookies the browser's scripts must read (attribution, for example). */
  readableByScript?: boolean;
};

/** The `Set-Cookie` header value for a cookie of the app. */
export function serializeCookie(cookie: AppCookie, production: boolean): string {
  const parts = [`${cookie.name}=${encodeURIComponent(cookie.value)}`, 'Path=/', 'SameSite=Lax'];
  if (cookie.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(cookie.maxAgeSeconds)}`);
  if (!cookie.readableByScript) parts.push('HttpOnly');
  if (production) parts.push('Secure');
  return parts.join('; ');
}
