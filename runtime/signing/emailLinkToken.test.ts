import { describe, expect, it } from 'vitest';
import { type EmailLinkClaims, signEmailLinkToken, verifyEmailLinkToken } from './emailLinkToken';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const NOW = new Date('2026-05-01T12:00:00Z');
const claims: EmailLinkClaims = {
  purpose: 'page',
  email: 'nova@example.com',
  subject: '/email/tarot-reading',
  expiresAt: new Date('2026-05-08T12:00:00Z'),
};
const good = signEmailLinkToken(SECRET, claims);
const [payload, signature] = good.split('.') as [string, string];
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('email link tokens', () => {
  it.each([
    ['a good token', good, { purpose: 'page', subject: '/email/tarot-reading' }, NOW, { ok: true }],
    ['any subject, when none is expected', good, { purpose: 'page' }, NOW, { ok: true }],
    [
      'one signed with another secret (forged)',
      signEmailLinkToken('another-secret-of-enough-length-987654', claims),
      { purpose: 'page', subject: '/email/tarot-reading' },
      NOW,
      { ok: false, problem: 'forged' },
    ],
    [
      'one whose claims were changed after signing (forged)',
      `${encode({ p: 'page', e: 'mallory@example.com', s: '/email/tarot-reading', x: 1_900_000_000 })}.${signature}`,
      { purpose: 'page', subject: '/email/tarot-reading' },
      NOW,
      { ok: false, problem: 'forged' },
    ],
    [
      'an expired one',
      good,
      { purpose: 'page', subject: '/email/tarot-reading' },
      new Date('2026-05-08T12:00:00Z'),
      { ok: false, problem: 'expired' },
    ],
    [
      'one for another page',
      good,
      { purpose: 'page', subject: '/email/palmistry-guide' },
      NOW,
      { ok: false, problem: 'wrongSubject' },
    ],
    [
      'one for another purpose',
      good,
      { purpose: 'confirm', subject: '/email/tarot-reading' },
      NOW,
      { ok: false, problem: 'wrongSubject' },
    ],
    ['no token', undefined, { purpose: 'page' }, NOW, { ok: false, problem: 'malformed' }],
    ['an empty one', '', { purpose: 'page' }, NOW, { ok: false, problem: 'malformed' }],
    ['one without a signature', payload, { purpose: 'page' }, NOW, { ok: false, problem: 'malformed' }],
    ['one of three parts', `${good}.x`, { purpose: 'page' }, NOW, { ok: false, problem: 'malformed' }],
    [
      'one with characters outside base64url',
      `${payload}.${signature}!`,
      { purpose: 'page' },
      NOW,
      { ok: false, problem: 'malformed' },
    ],
    ['a huge one', `${'a'.repeat(5000)}.${signature}`, { purpose: 'page' }, NOW, { ok: false, problem: 'malformed' }],
  ] as const)('%s', (_, token, expected, now, outcome) => {
    expect(verifyEmailLinkToken(SECRET, token, expected, now)).toMatchObject(outcome);
  });

  it('gives back what was signed, the language included', () => {
    const withLocale = signEmailLinkToken(SECRET, { ...claims, purpose: 'confirm', subject: 'visit-1', locale: 'es' });
    expect(verifyEmailLinkToken(SECRET, withLocale, { purpose: 'confirm', subject: 'visit-1' }, NOW)).toEqual({
      ok: true,
      claims: { ...claims, purpose: 'confirm', subject: 'visit-1', locale: 'es' },
    });
  });

  it('refuses well-signed claims of the wrong shape as malformed', async () => {
    const { createHmac } = await import('node:crypto');
    const body = encode({ p: 'page', e: 'nova@example.com', s: '/email/tarot-reading', x: 'soon' });
    const sig = createHmac('sha256', SECRET).update(`email-link:${body}`).digest('base64url');
    expect(verifyEmailLinkToken(SECRET, `${body}.${sig}`, { purpose: 'page' }, NOW)).toEqual({
      ok: false,
      problem: 'malformed',
    });
  });
});
