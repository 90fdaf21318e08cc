import { describe, expect, it } from 'vitest';
import { HttpError } from '../platform/http/httpError';
import { minutesToWait, rateLimitMessage } from './rateLimitMessage';

const limited = (retryAfterSeconds?: unknown) =>
  new HttpError({ code: 'rate_limited', message: 'Too many requests; try again later', retryAfterSeconds }, 429);

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
    ['fr', 61, 'Trop d’essais. Patientez 2 minutes, puis réessayez.'],
    ['pt-BR', 60, 'Tentativas demais. Aguarde 1 minuto e tente de novo.'],
  ])('in %s, for %i seconds: %s', (locale, seconds, message) => {
    expect(rateLimitMessage(limited(seconds), locale)).toBe(message);
  });

  it('knows a 429 by its status or by its code', () => {
    expect(rateLimitMessage(new HttpError('Too Many Requests', 429), 'en')).toMatch(/wait 1 minute /);
    expect(rateLimitMessage(new HttpError({ code: 'rate_limited', retryAfterSeconds: 90 }, 400), 'en')).toMatch(
      /wait 2 minutes /,
    );
  });

  it('is undefined for any other failure', () => {
    expect(rateLimitMessage(new HttpError({ code: 'code_invalid' }, 400), 'en')).toBeUndefined();
    expect(
      rateLimitMessage(new HttpError({ message: 'The payment service failed; try again' }, 500), 'en'),
    ).toBeUndefined();
    expect(rateLimitMessage(new HttpError(null, 503), 'en')).toBeUndefined();
    expect(rateLimitMessage(new Error('rate_limited'), 'en')).toBeUndefined();
    expect(rateLimitMessage(undefined, 'en')).toBeUndefined();
  });
});
