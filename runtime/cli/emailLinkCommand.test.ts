import { describe, expect, it } from 'vitest';
import { verifyEmailLinkToken } from '@/runtime/signing/emailLinkToken';
import { emailLinkCommand } from './emailLinkCommand';
import { runFunnelCli } from './runCli';

const SECRET = 'cli-test-secret-of-enough-length-0123456789';
const NOW = new Date('2026-05-01T12:00:00Z');
const base = {
  email: ' Nova@Example.com ',
  page: 'tarot-reading',
  days: 14,
  secret: SECRET,
  baseUrl: 'https://stellara.app',
  now: NOW,
};

describe('funnel email-link', () => {
  it('prints a link to the report page whose token names the email, for that page, for the days asked', () => {
    const result = emailLinkCommand(base);
    expect(result.code).toBe(0);
    const link = new URL(result.stdout.trim());
    expect(`${link.origin}${link.pathname}`).toBe('https://stellara.app/email/tarot-reading');
    const checked = verifyEmailLinkToken(
      SECRET,
      link.searchParams.get('t'),
      { purpose: 'page', subject: '/email/tarot-reading' },
      NOW,
    );
    expect(checked).toEqual({
      ok: true,
      claims: {
        purpose: 'page',
        email: 'nova@example.com',
        subject: '/email/tarot-reading',
        expiresAt: new Date('2026-05-15T12:00:00Z'),
      },
    });
  });

  it('takes the page by its path too', () => {
    expect(emailLinkCommand({ ...base, page: '/email/ultra-pack' }).stdout).toMatch(
      /^https:\/\/stellara\.app\/email\/ultra-pack\?t=/,
    );
  });

  it.each([
    ['an email that is not one', { email: 'nova' }, 'not an email address'],
    ['a page that sells nothing', { page: 'consultation' }, 'not a page that sells'],
    ['a page that does not exist', { page: '/email/nothing' }, 'not a page that sells'],
    ['no days', { days: 0 }, '--days'],
    ['too many days', { days: 91 }, '--days'],
    ['days that are not a number', { days: Number.NaN }, '--days'],
    ['a base that is not a URL', { baseUrl: 'stellara' }, 'not a URL'],
  ])('refuses %s (exit 2)', (_, change, said) => {
    const result = emailLinkCommand({ ...base, ...change });
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toContain(said);
  });

  it('is reached from the command line, with its options', async () => {
    const result = await runFunnelCli([
      'email-link',
      'nova@example.com',
      'palmistry-guide',
      '--days',
      '3',
      '--base-url',
      'http://127.0.0.1:3000',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^http:\/\/127\.0\.0\.1:3000\/email\/palmistry-guide\?t=[\w-]+\.[\w-]+\n$/);
    expect((await runFunnelCli(['email-link', 'nova@example.com'])).code).toBe(2);
  });
});
