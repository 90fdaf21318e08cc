import { describe, expect, it } from 'vitest';
import { wordProblems } from '@/testing/wordProblems';
import { CONFIRMATION_MAIL_WORDS, confirmationEmail } from './confirmationEmail';

const LINK = 'https://stellara.app/email/confirmation?t=abc.def';
const COMPANY = 'Stellara Digital Ltd, 20 Wharf Road, London N1 7GR';

describe('the double opt-in mail', () => {
  it.each([
    ['en', 'Confirm your email for Stellara', 'Confirm my email'],
    ['es-MX', 'Confirma tu correo para Stellara', 'Confirmar mi correo'],
    ['pt-BR', 'Confirme seu e-mail para Stellara', 'Confirmar meu e-mail'],
    ['ja', 'Confirm your email for Stellara', 'Confirm my email'],
  ])('is written in %s (or the nearest language the runtime speaks)', (locale, subject, button) => {
    const mail = confirmationEmail({
      to: 'nova@example.com',
      link: LINK,
      days: 7,
      locale,
      product: 'Stellara',
      company: COMPANY,
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text.split('\n').slice(-3)).toEqual(['— Stellara', COMPANY, '']);
    expect(mail.html).toContain(`>${COMPANY}</p>`);
    expect(mail.text).toContain(LINK);
    expect(mail.html).toContain(`>${button}</a>`);
  });

  it('escapes what it puts in its HTML', () => {
    const mail = confirmationEmail({
      to: 'a@b.co',
      link: `${LINK}&x="><script>`,
      days: 7,
      locale: 'en',
      product: 'S<b>',
      company: 'C<i>',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('S<b>');
    expect(mail.html).not.toContain('C<i>');
  });

  it('has every entry in every language, in the runtime’s register', () => {
    expect(wordProblems(CONFIRMATION_MAIL_WORDS)).toEqual([]);
  });
});
