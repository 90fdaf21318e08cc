import { describe, expect, it } from 'vitest';
import { preferredLanguages } from './preferredLanguages';

describe('the languages an Accept-Language header asks for', () => {
  it.each<[string | null, string[]]>([
    ['es-ES,es;q=0.9,en;q=0.8', ['es-ES', 'es', 'en']],
    ['en;q=0.5, fr', ['fr', 'en']],
    ['de, pt-BR;q=0.9, pt;q=0.9', ['de', 'pt-BR', 'pt']],
    ['fr;q=0, es', ['es']],
    ['*, es;q=0.1', ['es']],
    ['es;q=abc', []],
    ['<script>, es', ['es']],
    ['', []],
    [null, []],
  ])('%j asks for %j', (header, languages) => {
    expect(preferredLanguages(header)).toEqual(languages);
  });
});
