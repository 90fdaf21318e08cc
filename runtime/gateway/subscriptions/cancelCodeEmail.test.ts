import { describe, expect, it } from 'vitest';
import { wordProblems } from '@/testing/wordProblems';
import { cancelCodeEmail, MAIL_WORDS } from './cancelCodeEmail';
import { CANCEL_LINK_LIFETIME_HOURS, CANCEL_MAILS_PER_EMAIL } from './requestCancelCode';

const COMPANY = 'Stellara Digital Ltd, 20 Wharf Road, London N1 7GR';
const LINK = 'https://stellara.test/email/cancel?t=abc.def&lang=fr';
const email = (locale: string, product = 'Stellara', company = COMPANY, link: string | null = LINK) =>
  cancelCodeEmail({
    to: 'vega@example.com',
    code: '042917',
    minutes: 30,
    link: link ?? undefined,
    linkHours: 24,
    locale,
    product,
    company,
  });

describe('cancelCodeEmail', () => {
  it.each([
    ['en', 'en', 'Your code to cancel your Stellara subscription', 'It works for 30 minutes.'],
    ['es-MX', 'es', 'Tu código para cancelar tu suscripción a Stellara', 'Sirve durante 30 minutos.'],
    ['de', 'de', 'Dein Code zum Kündigen deines Stellara-Abos', 'Er gilt 30 Minuten.'],
    ['fr-CA', 'fr', 'Votre code pour résilier votre abonnement Stellara', 'Il est valable 30 minutes.'],
    ['pt-BR', 'pt-BR', 'Seu código para cancelar sua assinatura Stellara', 'Ele vale por 30 minutos.'],
    ['ja', 'en', 'Your code to cancel your Stellara subscription', 'It works for 30 minutes.'],
  ])('writes to a visitor of %s in %s', (locale, lang, subject, validity) => {
    const message = email(locale);
    expect(message).toMatchObject({ to: 'vega@example.com', locale: lang, subject });
    expect(message.text).toContain(validity);
    expect(message.html).toContain(`<html lang="${lang}">`);
    expect(message.html).toContain(validity);
  });

  it('carries the code in both the plain text and the HTML', () => {
    const message = email('en');
    expect(message.text.split('\n')).toContain('042917');
    expect(message.html).toMatch(/>042917</);
  });

  it('carries the link that cancels without the code, and how long it works, in both parts', () => {
    const message = email('de');
    expect(message.text.split('\n')).toContain(LINK);
    expect(message.text).toContain('Der Link gilt 24 Stunden');
    expect(message.html).toContain(`<a href="${LINK.replace('&', '&amp;')}">Mein Abo kündigen</a>`);
  });

  it('carries no tracking: no images, scripts or anything fetched when opened, and no link but the cancel link', () => {
    const { html, text } = email('en');
    expect(html).not.toMatch(/<(img|script|link|iframe)\b|url\(|src=/i);
    expect(html.match(/href="[^"]*"/g)).toEqual([`href="${LINK.replace('&', '&amp;')}"`]);
    expect(`${text}${html}`.match(/https?:\/\/[^\s"<&]+/g)?.every((url) => LINK.startsWith(url))).toBe(true);
    const without = email('en', 'Stellara', COMPANY, null);
    expect(`${without.text}${without.html}`).not.toMatch(/https?:\/\/|href=/);
  });

  it("has links that outlast the window in which an email's lookups mail nothing, so its owner always holds one", () => {
    expect(CANCEL_LINK_LIFETIME_HOURS * 3600).toBeGreaterThan(CANCEL_MAILS_PER_EMAIL.windowSeconds);
  });

  it('is signed by the product and footed by the company and its address, in both parts', () => {
    const message = email('fr');
    expect(message.text.split('\n').slice(-3)).toEqual(['— Stellara', COMPANY, '']);
    expect(message.html).toContain(`>${COMPANY}</p>`);
  });

  it('writes a product or company name as text, never as markup', () => {
    expect(email('en', 'Stellara', 'A & <b>B</b>').html).toContain('>A &amp; &lt;b&gt;B&lt;/b&gt;</p>');
    const { html, subject } = email('en', '<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(subject).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('the mail words', () => {
  it('have every placeholder of the English text in every language, and one register per language', () => {
    expect(wordProblems(MAIL_WORDS)).toEqual([]);
  });
});
