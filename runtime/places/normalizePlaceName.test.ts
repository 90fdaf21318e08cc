import { describe, expect, it } from 'vitest';
import { normalizePlaceName } from './normalizePlaceName';

describe('normalizePlaceName', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['São Paulo', 'sao paulo'],
    ['NEW YORK', 'new york'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['Ærøskøbing', 'aeroskobing'],
    ['Saint-Étienne', 'saint etienne'],
    ["L'Aquila", 'laquila'],
    ['St. Louis', 'st louis'],
    ['Washington,  D.C.', 'washington dc'],
    ['  new   y ', 'new y'],
    ['', ''],
    ['   ', ''],
    ['!?', ''],
    ['Москва', 'москва'],
  ])('%j → %j', (text, normalized) => {
    expect(normalizePlaceName(text)).toBe(normalized);
  });
});
