import { describe, expect, it } from 'vitest';
import { serializeCookie } from './cookies';

describe('cookies the app sets', () => {
  it.each([
    [
      'production, server-only',
      { name: 'sid', value: 'a b' },
      true,
      'sid=a%20b; Path=/; SameSite=Lax; HttpOnly; Secure',
    ],
    [
      'production, read by script',
      { name: 'attribution', value: '{}', maxAgeSeconds: 31536000, readableByScript: true },
      true,
      'attribution=%7B%7D; Path=/; SameSite=Lax; Max-Age=31536000; Secure',
    ],
    ['development', { name: 'sid', value: '1' }, false, 'sid=1; Path=/; SameSite=Lax; HttpOnly'],
  ])('%s', (_, cookie, production, header) => {
    expect(serializeCookie(cookie, production)).toBe(header);
  });
});
