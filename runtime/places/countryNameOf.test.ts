import { describe, expect, it } from 'vitest';
import { countryNameOf } from './countryNameOf';

describe('countryNameOf', () => {
  it.each([
    ['BR', 'en', 'Brazil'],
    ['BR', 'pt-BR', 'Brasil'],
    ['CH', 'de', 'Schweiz'],
    ['US', 'es', 'Estados Unidos'],
    ['CH', 'zz', 'Switzerland'],
  ])('%s in %s is %s', (country, locale, name) => {
    expect(countryNameOf(country, locale)).toBe(name);
  });

  it('gives the code for what is not a region code', () => {
    expect(countryNameOf('1', 'en')).toBe('1');
  });
});
