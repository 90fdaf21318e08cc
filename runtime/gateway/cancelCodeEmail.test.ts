import { describe, expect, it } from 'vitest';
import { wordProblems } from '../../testing/wordProblems';
import { cancelCodeEmail, MAIL_WORDS } from './cancelCodeEmail';

const COMPANY = 'Stellara Digital Ltd, 20 Wharf Road, London N1 7GR';
const email = (locale: string, product = 'Stellara', company = COMPANY) =>
  cancelCodeEmail({ to: 'vega@example.com', code: '042917', minutes: 30, locale, product, company });

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

  it('carries no tracking: no images, links, scripts or anything fetched when opened', () => {
    const { html, text } = email('en');
    expect(html).not.toMatch(/<(img|a|script|link|iframe)\b|url\(|src=|href=/i);
    expect(`${text}${html}`).not.toMatch(/https?:\/\//);
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
