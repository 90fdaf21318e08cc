import { describe, expect, it } from 'vitest';
import { testEmailLinkToken } from '@/testing/emailLinkTokens';
import { linkLocale } from './linkLocale';

const token = (locale?: string) =>
  testEmailLinkToken({
    purpose: 'confirm',
    email: 'nova@example.com',
    subject: 'visit',
    expiresAt: new Date('2030-01-01T00:00:00Z'),
    ...(locale === undefined ? {} : { locale }),
  });

describe('the language of a link', () => {
  it.each([
    ['a token in Spanish', token('es'), 'es'],
    ['a token in Brazilian Portuguese', token('pt-BR'), 'pt-BR'],
    ['a token without a language', token(), undefined],
    ['no token at all', 'not-a-token', undefined],
    ['a payload that is not JSON', `${btoa('{oops').replace(/=/g, '')}.sig`, undefined],
    [
      'a language that is not a tag',
      `${Buffer.from(JSON.stringify({ l: '<script>' })).toString('base64url')}.sig`,
      undefined,
    ],
  ])('%s', (_, given, expected) => {
    expect(linkLocale(given)).toBe(expected);
  });
});
