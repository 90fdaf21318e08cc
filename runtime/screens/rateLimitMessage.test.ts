import { describe, expect, it } from 'vitest';
import { minutesToWait, rateLimitMessage } from './rateLimitMessage';

describe('minutesToWait', () => {
  it.each([
    [1, 1],
    [59, 1],
    [60, 1],
    [61, 2],
    [1500, 25],
    [3600, 60],
    [0, 1],
    [-5, 1],
    [undefined, 1],
    ['120', 1],
    [Number.NaN, 1],
  ])('%j seconds is %i minutes', (seconds, minutes) => {
    expect(minutesToWait(seconds)).toBe(minutes);
  });
});

describe('rateLimitMessage', () => {
  it.each([
    ['en', 1500, 'Too many tries. Please wait 25 minutes and try again.'],
    ['en', 30, 'Too many tries. Please wait 1 minute and try again.'],
    ['es', 120, 'Demasiados intentos. Espera 2 minutos y vuelve a intentarlo.'],
    ['de', 3600, 'Zu viele Versuche. Bitte warte 60 Minuten und versuche es dann erneut.'],
    ['fr', 61, 'Trop de tentatives. Patientez 2 minutes, puis réessayez.'],
    ['pt-BR', 60, 'Tentativas demais. Aguarde 1 minuto e tente de novo.'],
  ])('in %s, for %i seconds: %s', (locale, seconds, message) => {
    expect(rateLimitMessage(seconds, locale)).toBe(message);
  });

  it('waits a minute when the answer does not say how long', () => {
    expect(rateLimitMessage(undefined, 'en')).toMatch(/wait 1 minute /);
  });
});
